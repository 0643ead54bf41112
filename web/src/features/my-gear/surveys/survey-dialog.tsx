import type { QuestionnaireResponse } from '@backstage/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/lib/ui/submit-button';
import { SurveyQuestions } from './survey-questions';
import { useSurveyForm } from './use-survey-form';

/** The product survey offered after a registration (docs/product.md#survey-timing "survey" dialog state). */
export function SurveyDialog({
  survey,
  registeredProductId,
  productName,
  onLater,
  onSent,
}: {
  survey: QuestionnaireResponse;
  registeredProductId: number;
  productName: string;
  onLater(): void;
  onSent(): void;
}) {
  const { t } = useTranslation('survey');
  const { form, submit } = useSurveyForm(survey, registeredProductId, onSent);
  return (
    <Dialog open onClose={onLater} fullWidth maxWidth="sm" aria-labelledby="survey-title" scroll="paper">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="survey-title">
          {t('dialogTitle', { title: survey.title, name: productName })}
        </DialogTitle>
        <DialogContent dividers>
          <SurveyQuestions survey={survey} form={form} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onLater}>{t('later')}</Button>
          <SubmitButton pending={form.formState.isSubmitting}>{t('send')}</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
