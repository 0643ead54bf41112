import type { TotpSetupResponse } from '@backstage/domain';
import { Alert, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTwoStepStatus } from '@/lib/api/get-two-step-status';
import { useReauth } from '@/lib/reauth/use-reauth';
import { CenteredSpinner } from '@/lib/ui/progress';
import { QueryError } from '@/lib/ui/query-error';
import { SectionCard } from '@/lib/ui/section-card';
import { useStartTwoStepSetUp } from './api/start-two-step-set-up';
import { TwoStepSetUpDialog } from './two-step-set-up-dialog';
import { TwoStepTurnOffDialog } from './two-step-turn-off-dialog';

/** Two-step sign-in with an authenticator app: on with a QR code and a first code, off with a current code. */
export function TwoStepCard() {
  const { t } = useTranslation('security');
  const status = useTwoStepStatus();
  const start = useStartTwoStepSetUp();
  // Binding an authenticator needs a recent re-authentication (docs/product.md#re-authentication).
  const reauth = useReauth();
  const [setUp, setSetUp] = useState<TotpSetupResponse>();
  const [failure, setFailure] = useState<string>();
  const [turningOff, setTurningOff] = useState(false);
  const on = status.data?.totpEnabled;
  return (
    <SectionCard title={t('twoStep.title')} intro={t('twoStep.intro')}>
      {status.isPending && <CenteredSpinner />}
      {status.error && <QueryError error={status.error} onRetry={() => status.refetch()} />}
      {failure && <Alert severity="error">{failure}</Alert>}
      {status.data && (
        <Typography>
          {on ? t('twoStep.isOn', { count: status.data.recoveryCodesLeft }) : t('twoStep.isOff')}
        </Typography>
      )}
      {status.data && !on && (
        <Button
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
          disabled={start.isPending}
          // The secret is made on the click, not when the dialog mounts, so it is made once.
          onClick={() => {
            setFailure(undefined);
            // Closing the confirmation rejects with "Not confirmed, so nothing was changed."
            reauth
              .withReauth(() => start.mutateAsync())
              .then(setSetUp, (error: Error) => setFailure(error.message));
          }}
        >
          {t('twoStep.turnOnStart')}
        </Button>
      )}
      {on && (
        <Button
          variant="outlined"
          color="error"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => setTurningOff(true)}
        >
          {t('twoStep.turnOff')}
        </Button>
      )}
      {setUp && <TwoStepSetUpDialog setUp={setUp} onClose={() => setSetUp(undefined)} />}
      {turningOff && <TwoStepTurnOffDialog onClose={() => setTurningOff(false)} />}
      {reauth.dialog}
    </SectionCard>
  );
}
