import { REGISTRATION_STEPS } from '@backstage/domain';
import { Alert, Card, CardContent, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { PageContainer } from '../../app/shell/app-shell';
import { CenteredSpinner } from '../../app/shell/progress';
import { usePageTitle } from '../../app/use-page-title';
import { ActivationStep } from './activation-step';
import { CreateStep } from './create-step';
import { FinishStep } from './finish-step';
import { InterestsStep } from './interests-step';
import { LoginStep } from './login-step';
import { MigrationStep } from './migration-step';
import { useLinkActivation } from './use-link-activation';
import { VerifyStep } from './verify-step';

type Way = 'available' | 'migration' | 'notActivated';
const SHOWN_STEPS = ['verify', 'activation', 'login', 'productInterest', 'finish'] as const;

/** The one registration screen of /signup, /migration, /activation and /signup-login (spec §2, §4 steps). */
export default function RegistrationPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('signup.title'));
  const link = useLinkActivation();
  const [step, setStep] = useState<number>(REGISTRATION_STEPS.verify);
  const [email, setEmail] = useState('');
  const [way, setWay] = useState<Way>('available');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  // Activated from the mailed link: continue with sign-in, for the address the link names.
  useEffect(() => {
    if (link.state !== 'done') return;
    setEmail((current) => current || (params.get('email') ?? ''));
    setStep((current) => Math.max(current, REGISTRATION_STEPS.login));
  }, [link.state, params]);
  const active = SHOWN_STEPS.findIndex((name) => REGISTRATION_STEPS[name] >= step);

  let content: React.ReactNode;
  if (link.state === 'working') content = <CenteredSpinner />;
  else if (step === REGISTRATION_STEPS.finish) content = <FinishStep />;
  else if (step === REGISTRATION_STEPS.productInterest)
    content = <InterestsStep onNext={() => setStep(REGISTRATION_STEPS.finish)} />;
  else if (step === REGISTRATION_STEPS.login)
    content = <LoginStep email={email} onNext={() => setStep(REGISTRATION_STEPS.productInterest)} />;
  else if (step === REGISTRATION_STEPS.activation)
    content = <ActivationStep email={email} onNext={() => setStep(REGISTRATION_STEPS.login)} />;
  else if (email && way === 'available')
    content = <CreateStep email={email} onNext={() => setStep(REGISTRATION_STEPS.activation)} />;
  else if (email && way === 'migration')
    content = <MigrationStep email={email} onNext={() => setStep(REGISTRATION_STEPS.activation)} />;
  else
    content = (
      <VerifyStep
        migration={pathname === '/migration'}
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
