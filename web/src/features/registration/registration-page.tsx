import { nextStep, previousStep, REGISTRATION_STEPS } from '@backstage/domain';
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
import { StepDrafts } from './step-drafts';
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
  // Step 1 asks for the address first, then (new or old-portal account) the details that go with it.
  const [addressChosen, setAddressChosen] = useState(false);
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
  const next = () => setStep(nextStep);
  // Back to the step before, the address when that is step 1: the account may exist by now, so the address
  // decides the way again (a mistyped one can be corrected there).
  const back = () => {
    setAddressChosen(false);
    setStep(previousStep);
  };

  let content: React.ReactNode;
  if (link.state === 'working') content = <CenteredSpinner />;
  // The app's screens end once the account is active: nothing to go back to from there.
  else if (step === REGISTRATION_STEPS.finish)
    content = byApp ? (
      <AppFinishStep flow={way === 'migration' ? 'migration' : 'signup'} />
    ) : (
      <FinishStep onBack={back} />
    );
  else if (step === REGISTRATION_STEPS.productInterest)
    content = <InterestsStep onNext={next} onBack={back} />;
  else if (step === REGISTRATION_STEPS.login)
    content = <LoginStep email={email} onNext={next} onBack={back} />;
  else if (step === REGISTRATION_STEPS.activation)
    content = <ActivationStep email={email} onNext={() => setStep(afterActivation)} onBack={back} />;
  else if (addressChosen && way === 'available')
    content = <CreateStep email={email} onNext={next} onBack={back} />;
  else if (addressChosen && way === 'migration')
    content = <MigrationStep email={email} onNext={next} onBack={back} />;
  else
    content = (
      <VerifyStep
        migration={migration}
        byApp={byApp}
        email={email}
        onNext={(address, type) => {
          setEmail(address);
          setWay(type);
          setAddressChosen(true);
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
        <CardContent>
          <StepDrafts>{content}</StepDrafts>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
