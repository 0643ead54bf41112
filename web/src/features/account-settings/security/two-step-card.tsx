import type { TotpSetupResponse } from '@backstage/domain';
import { Alert, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTwoStepStatus } from '@/lib/api/get-two-step-status';
import { useReauth } from '@/lib/reauth/use-reauth';
import { useDialogs } from '@/lib/ui/dialogs';
import { CenteredSpinner } from '@/lib/ui/progress';
import { QueryError } from '@/lib/ui/query-error';
import { SectionCard } from '@/lib/ui/section-card';
import { useRenewRecoveryCodes } from './api/renew-recovery-codes';
import { useStartTwoStepSetUp } from './api/start-two-step-set-up';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { TwoStepSetUpDialog } from './two-step-set-up-dialog';
import { TwoStepTurnOffDialog } from './two-step-turn-off-dialog';

/** Two-step sign-in with an authenticator app: on with a QR code and a first code, off with a current code. */
export function TwoStepCard() {
  const { t } = useTranslation('security');
  const status = useTwoStepStatus();
  const start = useStartTwoStepSetUp();
  const renew = useRenewRecoveryCodes();
  const dialogs = useDialogs();
  // Binding an authenticator needs a recent re-authentication (docs/product.md#re-authentication).
  const reauth = useReauth();
  const [setUp, setSetUp] = useState<TotpSetupResponse>();
  const [failure, setFailure] = useState<string>();
  const [turningOff, setTurningOff] = useState(false);
  const [codes, setCodes] = useState<string[]>();
  // New codes stop the current ones at once: asked first, then re-authenticated (docs/product.md#two-step-sign-in).
  const confirmRenew = () =>
    dialogs.open({
      title: t('twoStep.renewTitle'),
      body: t('twoStep.renewText'),
      actions: [
        { label: t('cancel') },
        {
          label: t('twoStep.renewConfirm'),
          primary: true,
          onClick: () => {
            setFailure(undefined);
            reauth
              .withReauth(() => renew.mutateAsync())
              .then(
                ({ recoveryCodes }) => setCodes(recoveryCodes),
                (error: Error) => setFailure(error.message),
              );
          },
        },
      ],
    });
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
          sx={{ alignSelf: 'flex-start' }}
          disabled={renew.isPending}
          onClick={confirmRenew}
        >
          {t('twoStep.renewCodes')}
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
      {codes && <RecoveryCodesDialog codes={codes} onClose={() => setCodes(undefined)} />}
      {reauth.dialog}
    </SectionCard>
  );
}
