import { REGISTRATION_STEPS } from '@backstage/domain';
import { Alert, Card, CardContent, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useQueryParam } from '@/lib/query-params';
import { PageContainer } from '@/lib/ui/page-container';
import { CenteredSpinner } from '@/lib/ui/progress';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { ActivationStep } from './activation-step';
import { AppFinishStep } from './app-finish-step';
import { CreateStep } from './create-step';
import { FinishStep } from './finish-step';
import { InterestsStep } from './interests-step';
import { LoginStep } from './login-step';
import { MigrationStep } from './migration-step';
import { useLinkActivation } from './use-link-activation';
import { VerifyStep } from './verify-step';

type Way = 'available' | 'migration' | 'notActivated';
const SHOWN_STEPS = ['verify', 'activation', 'login', 'productInterest', 'finish'] as const;
// The app signs the member in itself: its screens end once the account is active (docs/product.md#app-client-screens).
const APP_STEPS = ['verify', 'activation', 'finish'] as const;

/**
 * The one registration screen of /signup, /migration, /activation and /signup-login (docs/product.md#routes,
 * docs/product.md#registration-steps steps); `byApp` for RegisterByApp and MigrationByApp, which end on the way
 * back to the app (docs/product.md#app-client-screens).
 */
export default function RegistrationPage({ byApp = false }: { byApp?: boolean }) {
  const { t } = useTranslation('auth');
  usePageTitle(t('signup.title'));
  const link = useLinkActivation();
  const [step, setStep] = useState<number>(REGISTRATION_STEPS.verify);
  const [email, setEmail] = useState('');
  const [way, setWay] = useState<Way>('available');
  const linkEmail = useQueryParam('email');
  const { pathname } = useLocation();
  const migration = pathname.replace(/\/+$/, '').endsWith('/migration');
  const afterActivation = byApp ? REGISTRATION_STEPS.finish : REGISTRATION_STEPS.login;
  // Activated from the mailed link: continue with sign-in, for the address the link names.
  useEffect(() => {
    if (link.state !== 'done') return;
    setEmail((current) => current || (linkEmail ?? ''));
    setStep((current) => Math.max(current, afterActivation));
  }, [link.state, linkEmail, afterActivation]);
  const shown = byApp ? APP_STEPS : SHOWN_STEPS;
  const active = shown.findIndex((name) => REGISTRATION_STEPS[name] >= step);

  let content: React.ReactNode;
  if (link.state === 'working') content = <CenteredSpinner />;
  else if (step === REGISTRATION_STEPS.finish)
    content = byApp ? <AppFinishStep flow={way === 'migration' ? 'migration' : 'signup'} /> : <FinishStep />;
  else if (step === REGISTRATION_STEPS.productInterest)
    content = <InterestsStep onNext={() => setStep(REGISTRATION_STEPS.finish)} />;
  else if (step === REGISTRATION_STEPS.login)
    content = <LoginStep email={email} onNext={() => setStep(REGISTRATION_STEPS.productInterest)} />;
  else if (step === REGISTRATION_STEPS.activation)
    content = <ActivationStep email={email} onNext={() => setStep(afterActivation)} />;
  else if (email && way === 'available')
    content = <CreateStep email={email} onNext={() => setStep(REGISTRATION_STEPS.activation)} />;
  else if (email && way === 'migration')
    content = <MigrationStep email={email} onNext={() => setStep(REGISTRATION_STEPS.activation)} />;
  else
    content = (
      <VerifyStep
        migration={migration}
        byApp={byApp}
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
        {shown.map((name) => (
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
