import type { QuestionnaireResponse } from '@backstage/domain';
import { Alert, Stack, Typography } from '@mui/material';
import type { UseFormReturn } from 'react-hook-form';
import type { SurveyFormValues } from './survey-answers';
import { SurveyQuestionField } from './survey-question-field';

/** The survey's description and every question, with a form-level error above them. */
export function SurveyQuestions({
  survey,
  form,
}: {
  survey: QuestionnaireResponse;
  form: UseFormReturn<SurveyFormValues>;
}) {
  const rootError = form.formState.errors.root?.message;
  return (
    <Stack spacing={3} lang={survey.cultureCode}>
      <Typography>{survey.description}</Typography>
      {rootError && <Alert severity="error">{rootError}</Alert>}
      {survey.questions.map((question) => (
        <SurveyQuestionField key={question.id} question={question} control={form.control} />
      ))}
    </Stack>
  );
}
