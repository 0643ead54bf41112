import { totpCodeSchema } from '@backstage/domain';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type CodeValues, codeResolver } from '@/lib/code-resolver';
import type { Refusals } from '@/lib/use-form-submit';
import { FormField } from './form-field';

/** A form of one code of the authenticator app, checked by the domain's rule in the interface language before it is sent. */
export function useAppCodeForm() {
  const { t } = useTranslation('security');
  const resolver = codeResolver((code) =>
    totpCodeSchema.safeParse(code).success ? undefined : t('twoStep.codeRequired'),
  );
  return useForm<CodeValues>({ resolver, defaultValues: { code: '' } });
}

/** The 6-digit code of the authenticator app: two-step set-up and turning it off, and "Confirm it's you". */
export function AppCodeField<T extends FieldValues>({
  form,
  name = 'code' as Path<T>,
  autoFocus,
}: {
  form: UseFormReturn<T>;
  name?: Path<T>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('security');
  return (
    <FormField
      form={form}
      name={name}
      label={t('twoStep.code')}
      autoComplete="one-time-code"
      autoFocus={autoFocus}
      required
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
    />
  );
}

/** A refused code (`INVALID_CODE`) on the code field, in the interface language (`useFormSubmit`'s refusals). */
export function useWrongCodeRefusal(): Refusals<CodeValues> {
  const { t } = useTranslation('security');
  return { INVALID_CODE: { field: 'code', message: t('twoStep.wrongCode') } };
}
