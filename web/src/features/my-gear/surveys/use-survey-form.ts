import type { QuestionnaireResponse } from '@backstage/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useSendSurveyAnswers } from './api/send-survey-answers';
import { emptyAnswers, type SurveyFormValues, surveyResolver, toAnswers } from './survey-answers';

/** The survey's form: checked like the server checks it, sent as one answer info of the registration. */
export function useSurveyForm(
  survey: QuestionnaireResponse,
  registeredProductId: number,
  onSent: () => void,
) {
  const { t } = useTranslation('survey');
  const sendAnswers = useSendSurveyAnswers();
  const form = useForm<SurveyFormValues>({
    resolver: surveyResolver(survey.questions),
    defaultValues: emptyAnswers(survey.questions),
  });
  const submit = useFormSubmit(form, {
    send: (values) =>
      sendAnswers.mutateAsync({
        surveyId: survey.id,
        registeredProductId,
        answers: toAnswers(survey.questions, values),
      }),
    success: t('thanks'),
    failure: t('failed'),
    onSuccess: onSent,
  });
  return { form, submit };
}
