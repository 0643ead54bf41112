import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/lib/api-client';
import { type CodeValues, codeResolver } from '@/lib/code-resolver';
import { FormField } from '@/lib/ui/form-field';

/** A form of one 6-digit code of the authenticator app, checked in the interface language before it is sent. */
export function useAppCodeForm() {
  const { t } = useTranslation('security');
  const resolver = codeResolver((code) => (/^\d{6}$/.test(code) ? undefined : t('twoStep.codeRequired')));
  return useForm<CodeValues>({ resolver, defaultValues: { code: '' } });
}

/** The 6-digit code of the authenticator app. */
export function AppCodeField({ form }: { form: UseFormReturn<CodeValues> }) {
  const { t } = useTranslation('security');
  return (
    <FormField
      form={form}
      name="code"
      label={t('twoStep.code')}
      autoComplete="one-time-code"
      required
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
    />
  );
}

/** A refused code on the field in the interface language; any other failure on the form. */
export function showCodeError(form: UseFormReturn<CodeValues>, error: unknown, wrongCode: string) {
  if (error instanceof ApiRequestError && error.code === 'INVALID_CODE')
    form.setError('code', { message: wrongCode });
  else form.setError('root', { message: (error as Error).message });
}
