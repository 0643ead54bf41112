import { Alert, Box, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '@/lib/ui/snackbar';
import { saveTextFile } from './save-text-file';

/**
 * The recovery codes, shown once when two-step sign-in is turned on (docs/product.md#two-step-sign-in): the
 * server keeps only their digests, so copying or downloading them now is the user's only chance.
 */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation('security');
  const snackbar = useSnackbar();
  const text = `${t('twoStep.codesFileHeading')}\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      snackbar.show(t('twoStep.copied'), 'success');
    } catch {
      snackbar.show(t('twoStep.copyFailed'), 'error');
    }
  };
  return (
    <Stack spacing={2}>
      <Alert severity="warning">{t('twoStep.codesOnce')}</Alert>
      <Box
        component="ol"
        aria-label={t('twoStep.codesTitle')}
        sx={{
          m: 0,
          pl: 4,
          columns: 2,
          fontFamily: 'monospace',
          fontSize: '1.1rem',
          '& li': { py: 0.25 },
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={copy}>
          {t('twoStep.copy')}
        </Button>
        <Button variant="outlined" onClick={() => saveTextFile('backstage-recovery-codes.txt', text)}>
          {t('twoStep.download')}
        </Button>
      </Stack>
    </Stack>
  );
}
