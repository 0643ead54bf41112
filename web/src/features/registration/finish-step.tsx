import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isSignedIn } from '@/lib/credentials';
import { takeRedirectAfterSignIn } from '@/lib/redirect-after-signup';
import { StepBack } from './step-drafts';

/** Step 5: all set; go where the visitor was heading, else home. */
export function FinishStep({ onBack }: { onBack(): void }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{t('finish.text')}</Typography>
      <Button
        variant="contained"
        size="large"
        onClick={async () => {
          const next = await takeRedirectAfterSignIn();
          if (isSignedIn()) navigate(next, { replace: true });
        }}
      >
        {t('finish.go')}
      </Button>
      <StepBack onBack={onBack} />
    </Stack>
  );
}
