import type { ActiveSessionResponse } from '@backstage/domain';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '@/lib/ui/use-date-time';
import { clientLabel } from './client-label';
import { ListRow } from './list-row';

/** One session of the list: what and where, when, and "sign out" unless it is this one. */
export function SessionRow({
  session,
  onSignOut,
  busy,
}: {
  session: ActiveSessionResponse;
  onSignOut: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('security');
  const dateTime = useDateTime();
  const what = [session.device, session.browser].filter(Boolean).join(' · ') || t('sessions.unknownDevice');
  const where = [t('sessions.client', { client: clientLabel(session.client) }), session.country]
    .filter(Boolean)
    .join(' · ');
  return (
    <ListRow label={what}>
      <Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{what}</Typography>
          {session.current && <Chip size="small" color="primary" label={t('sessions.current')} />}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {where}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('sessions.times', { created: dateTime(session.created), lastUsed: dateTime(session.lastUsed) })}
        </Typography>
      </Box>
      {!session.current && (
        <Button
          variant="outlined"
          onClick={onSignOut}
          disabled={busy}
          sx={{ alignSelf: { xs: 'flex-start' } }}
        >
          {t('sessions.signOut')}
        </Button>
      )}
    </ListRow>
  );
}
