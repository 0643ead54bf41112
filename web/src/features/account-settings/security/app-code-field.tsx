import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type CodeValues, codeResolver } from '@/lib/code-resolver';
import { FormField } from '@/lib/ui/form-field';
import type { Refusals } from '@/lib/use-form-submit';

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

/** A refused code (`INVALID_CODE`) on the code field, in the interface language (`useFormSubmit`'s refusals). */
export function useWrongCodeRefusal(): Refusals<CodeValues> {
  const { t } = useTranslation('security');
  return { INVALID_CODE: { field: 'code', message: t('twoStep.wrongCode') } };
}
