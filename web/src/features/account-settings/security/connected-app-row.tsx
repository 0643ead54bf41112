import { type ConnectedApp, OIDC_SCOPES } from '@backstage/domain';
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '@/lib/ui/use-date-time';
import { ListRow } from './list-row';

/** One connected app: its name, what it may read, first and last use, and "Remove access". */
export function ConnectedAppRow({ app, onRemove }: { app: ConnectedApp; onRemove(): void }) {
  const { t } = useTranslation('security');
  const dateTime = useDateTime();
  const scopes = OIDC_SCOPES.filter((scope) => app.scopes.includes(scope)).map((scope) =>
    t(`connectedApps.scopes.${scope}`),
  );
  return (
    <ListRow label={app.clientName}>
      <Box>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{app.clientName}</Typography>
        <Typography variant="body2">{scopes.join(' · ')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('connectedApps.times', {
            firstUsed: dateTime(app.firstUsedAt),
            lastUsed: dateTime(app.lastUsedAt),
          })}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        color="error"
        sx={{ flexShrink: 0 }}
        onClick={onRemove}
        aria-label={t('connectedApps.removeNamed', { name: app.clientName })}
      >
        {t('connectedApps.remove')}
      </Button>
    </ListRow>
  );
}
