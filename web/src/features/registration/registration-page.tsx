import { REGISTRATION_STEPS } from '@backstage/domain';
import { Alert, Card, CardContent, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../app/shell/app-shell';
import { CenteredSpinner } from '../../app/shell/progress';
import { usePageTitle } from '../../app/use-page-title';
import { ActivationStep } from './activation-step';
import { CreateStep } from './create-step';
import { FinishStep } from './finish-step';
import { MigrationStep } from './migration-step';
import { useLinkActivation } from './use-link-activation';
import { VerifyStep } from './verify-step';

type Way = 'available' | 'migration' | 'notActivated';
const SHOWN_STEPS = ['verify', 'activation', 'finish'] as const;

/** The one registration screen of /signup, /migration, /activation and /signup-login (spec §2, §4 steps). */
export default function RegistrationPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('signup.title'));
  const link = useLinkActivation();
  const [step, setStep] = useState<number>(REGISTRATION_STEPS.verify);
  const [email, setEmail] = useState('');
  const [way, setWay] = useState<Way>('available');
  const current = link.state === 'done' ? REGISTRATION_STEPS.finish : step;
  const active = SHOWN_STEPS.findIndex((name) => REGISTRATION_STEPS[name] >= current);

  let content: React.ReactNode;
  if (link.state === 'working') content = <CenteredSpinner />;
  else if (current === REGISTRATION_STEPS.finish) content = <FinishStep />;
  else if (current === REGISTRATION_STEPS.activation)
    content = <ActivationStep email={email} onNext={() => setStep(REGISTRATION_STEPS.finish)} />;
  else if (email && way === 'available')
    content = <CreateStep email={email} onNext={() => setStep(REGISTRATION_STEPS.activation)} />;
  else if (email && way === 'migration')
    content = <MigrationStep email={email} onNext={() => setStep(REGISTRATION_STEPS.activation)} />;
  else
    content = (
      <VerifyStep
        onNext={(address, type) => {
          setEmail(address);
          setWay(type);
          if (type === 'notActivated') setStep(REGISTRATION_STEPS.activation);
        }}
      />
    );

  return (
    <PageContainer narrow>
      <Typography variant="h1" gutterBottom>
        {t('signup.title')}
      </Typography>
      <Stepper activeStep={active} alternativeLabel sx={{ my: 3 }}>
        {SHOWN_STEPS.map((name) => (
          <Step key={name}>
            <StepLabel>{t(`steps.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {link.state === 'failed' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {link.message}
        </Alert>
      )}
      <Card variant="outlined">
        <CardContent>{content}</CardContent>
      </Card>
    </PageContainer>
  );
}
