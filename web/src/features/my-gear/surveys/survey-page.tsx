import type { QuestionnaireResponse, RegisteredProductResponse, SurveyName } from '@backstage/domain';
import { Alert, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useRegisteredProducts } from '@/lib/api/get-registered-products';
import { queryParam } from '@/lib/query-params';
import { PageContainer } from '@/lib/ui/page-container';
import { CenteredSpinner } from '@/lib/ui/progress';
import { QueryError } from '@/lib/ui/query-error';
import { SubmitButton } from '@/lib/ui/submit-button';
import { usePageTitle } from '@/lib/ui/use-page-title';
import { useQuestionnaire } from './api/get-questionnaire';
import { useSurvey } from './api/get-survey';
import { SurveyQuestions } from './survey-questions';
import { useSurveyForm } from './use-survey-form';

const positive = (value: string | null | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * Questionnaire (`/questionnaire/{id}`) and the later product surveys (`/product-survey-1`, `-2`), about the
 * registration named by `?registeredProductId=`, as linked from a mail or from My Gear.
 */
export function SurveyPage({ name }: { name?: Exclude<SurveyName, 'ProductSurvey'> }) {
  const { t } = useTranslation('survey');
  usePageTitle(t('page.title'));
  const [params, setParams] = useSearchParams();
  const { id } = useParams();
  const registrations = useRegisteredProducts('purchaseDateDesc');
  const registration = registrations.data?.find(
    (item) => item.id === positive(queryParam(params, 'registeredProductId')),
  );
  const byId = useQuestionnaire(name ? undefined : positive(id));
  const byName = useSurvey(name ?? 'ProductSurvey1', name ? registration?.product.categoryId : undefined);
  const survey: UseQueryResult<QuestionnaireResponse | null> = name ? byName : byId;

  const waiting = registrations.isPending || (registration && survey.isLoading);
  const failed = registrations.error ?? (registration ? survey.error : null);
  const content = waiting ? (
    <CenteredSpinner />
  ) : failed ? (
    <QueryError
      error={failed}
      onRetry={() => (registrations.error ? registrations.refetch() : survey.refetch())}
    />
  ) : !registration ? (
    <RegistrationChoice
      registrations={registrations.data ?? []}
      onChoose={(id) => setParams({ registeredProductId: String(id) }, { replace: true })}
    />
  ) : !survey.data ? (
    <Alert severity="error">{t('page.notFound')}</Alert>
  ) : (
    <SurveyCard survey={survey.data} registration={registration} />
  );
  return (
    <PageContainer narrow>
      <Stack spacing={3}>
        <Typography variant="h1">{survey.data?.title ?? t('page.title')}</Typography>
        {content}
        <Button component={Link} to="/mygear" sx={{ alignSelf: 'flex-start' }}>
          {t('page.backToMyGear')}
        </Button>
      </Stack>
    </PageContainer>
  );
}

/** Without a registration named in the link: the user picks which of their products the survey is about. */
function RegistrationChoice({
  registrations,
  onChoose,
}: {
  registrations: RegisteredProductResponse[];
  onChoose(id: number): void;
}) {
  const { t } = useTranslation('survey');
  const registered = registrations.filter((item) => item.status === 'registered');
  if (registered.length === 0) return <Alert severity="info">{t('page.noRegistration')}</Alert>;
  return (
    <TextField
      select
      label={t('page.choose')}
      value=""
      onChange={(event) => onChoose(Number(event.target.value))}
    >
      {registered.map((item) => (
        <MenuItem key={item.id} value={item.id}>
          {`${item.product.brand.value} ${item.product.name}${item.serialCode ? ` (${item.serialCode})` : ''}`}
        </MenuItem>
      ))}
    </TextField>
  );
}

function SurveyCard({
  survey,
  registration,
}: {
  survey: QuestionnaireResponse;
  registration: RegisteredProductResponse;
}) {
  const { t } = useTranslation('survey');
  const navigate = useNavigate();
  const { form, submit } = useSurveyForm(survey, registration.id, () => navigate('/mygear'));
  const answered = registration.answerInfos.some(
    (info) => info.questionnaire.id === survey.id && info.answeredDate !== undefined,
  );
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack component="form" noValidate onSubmit={submit} spacing={3}>
          <Typography variant="h2">
            {registration.product.brand.value} {registration.product.name}
          </Typography>
          {answered && <Alert severity="info">{t('page.answered')}</Alert>}
          <SurveyQuestions survey={survey} form={form} />
          <SubmitButton size="large" pending={form.formState.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
            {t('send')}
          </SubmitButton>
        </Stack>
      </CardContent>
    </Card>
  );
}
