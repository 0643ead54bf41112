import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../app/shell/snackbar';
import { applyServerError } from '../../../lib/server-errors';
import { REGISTERED_PRODUCTS_KEY } from '../api/get-registered-products';
import type { Survey } from './api/get-survey';
import { sendSurveyAnswers } from './api/send-survey-answers';
import { emptyAnswers, type SurveyFormValues, surveyResolver, toAnswers } from './survey-answers';

/** The survey's form: checked like the server checks it, sent as one answer info of the registration. */
export function useSurveyForm(survey: Survey, registeredProductId: number, onSent: () => void) {
  const { t } = useTranslation('survey');
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const form = useForm<SurveyFormValues>({
    resolver: surveyResolver(survey.questions),
    defaultValues: emptyAnswers(survey.questions),
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await sendSurveyAnswers(survey.id, registeredProductId, toAnswers(survey.questions, values));
      await queryClient.invalidateQueries({ queryKey: REGISTERED_PRODUCTS_KEY });
      snackbar.show(t('thanks'), 'success');
      onSent();
    } catch (error) {
      applyServerError(form, error, t('failed'));
    }
  });
  return { form, submit };
}
