import type { PasskeyResponse } from '@backstage/domain';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '@/lib/ui/use-date-time';
import { ListRow } from './list-row';

/** One passkey of the list: its name, when added and last used, and rename / remove. */
export function PasskeyRow({
  passkey,
  onRename,
  onRemove,
}: {
  passkey: PasskeyResponse;
  onRename(): void;
  onRemove(): void;
}) {
  const { t } = useTranslation('security');
  const dateTime = useDateTime();
  return (
    <ListRow label={passkey.name}>
      <Box>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{passkey.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {passkey.lastUsed
            ? t('passkeys.times', {
                created: dateTime(passkey.created),
                lastUsed: dateTime(passkey.lastUsed),
              })
            : t('passkeys.neverUsed', { created: dateTime(passkey.created) })}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        <Button
          variant="outlined"
          onClick={onRename}
          aria-label={t('passkeys.renameNamed', { name: passkey.name })}
        >
          {t('passkeys.rename')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          onClick={onRemove}
          aria-label={t('passkeys.removeNamed', { name: passkey.name })}
        >
          {t('passkeys.remove')}
        </Button>
      </Stack>
    </ListRow>
  );
}
