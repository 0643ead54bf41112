import { overrideProblem, TEXT_OVERRIDE_MAX } from '@backstage/domain';
import { Alert, Typography } from '@mui/material';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/lib/ui/form-dialog';
import { FormField } from '@/lib/ui/form-field';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useSaveTextDraft } from '../api/save-text-draft';
import type { CultureText } from '../api/types';

interface TextForm {
  text: string;
}

/** An override's rules, the domain's (the server checks the same): not empty, placeholders kept, no markup. */
function useTextRules(source: string): Resolver<TextForm> {
  const { t } = useTranslation('admin');
  return (values) => {
    const problem = overrideProblem(source, values.text);
    if (!problem) return { values, errors: {} as Record<string, never> };
    const message = t(`texts.problems.${problem.kind}`, {
      max: TEXT_OVERRIDE_MAX,
      placeholder: 'placeholder' in problem ? problem.placeholder : '',
      interpolation: { escapeValue: false },
    });
    return { values: {}, errors: { text: { type: 'validate', message } } };
  };
}

/**
 * Editing one text as a draft: the English source and shipped text beside the field, the draft as it will read
 * (plain text), and the placeholder and markup rules checked before it is sent (the server checks them too).
 */
export function TextDialog({
  cultureCode,
  text,
  onClose,
}: {
  cultureCode: string;
  text: CultureText;
  onClose(): void;
}) {
  const { t } = useTranslation('admin');
  const save = useSaveTextDraft(cultureCode);
  const form = useForm<TextForm>({
    defaultValues: { text: text.override ?? text.shipped ?? text.source },
    resolver: useTextRules(text.source),
  });
  const submit = useFormSubmit(form, {
    send: (values) => save.mutateAsync({ namespace: text.namespace, key: text.key, text: values.text }),
    success: t('texts.saved'),
    failure: t('texts.failed'),
    onSuccess: onClose,
  });
  const draft = form.watch('text');
  return (
    <FormDialog
      title={t('texts.editTitle', { key: `${text.namespace}:${text.key}` })}
      onClose={onClose}
      onSubmit={submit}
      error={form.formState.errors.root?.message}
      pending={form.formState.isSubmitting}
      cancelLabel={t('cancel')}
      submitLabel={t('texts.saveDraft')}
      maxWidth="sm"
    >
      <Typography variant="body2">
        {t('texts.source')}: {text.source}
      </Typography>
      <Typography variant="body2">
        {t('texts.shipped')}: {text.shipped ?? t('texts.notTranslated')}
      </Typography>
      <FormField
        form={form}
        name="text"
        label={t('texts.override')}
        multiline
        minRows={2}
        required
        fullWidth
        autoFocus
      />
      <Alert severity="info" icon={false}>
        <Typography variant="caption" component="p">
          {t('texts.previewLabel')}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{draft}</Typography>
      </Alert>
    </FormDialog>
  );
}
