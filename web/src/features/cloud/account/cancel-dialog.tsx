import {
  CANCEL_DETAILS_MAX_LENGTH,
  CANCEL_REASONS,
  type CancelDialogInput,
  type CancelReason,
  type SubscriptionResponse,
} from '@backstage/domain';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { FormDialog } from '@/lib/ui/form-dialog';
import { FormField } from '@/lib/ui/form-field';
import { ValidationMessage } from '@/lib/ui/validation-message';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useCancelSubscription } from '../api/cancel-subscription';

// No reason is chosen at first ('' in the radio group); the schema asks for one of the seven.
type Values = Omit<CancelDialogInput, 'reason'> & { reason: CancelReason | '' };

const resolver = lazyZodResolver(() =>
  import('@backstage/domain/schemas/cloud').then((m) => m.cancelDialogSchema),
);

/** Cancel with one of the seven reasons and free text (docs/product.md#cancel-subscription); refund inside 7 days. */
export function CancelDialog({ sub, onClose }: { sub: SubscriptionResponse; onClose(): void }) {
  const { t } = useTranslation('cloud');
  const cancel = useCancelSubscription();
  const form = useForm<Values, unknown, CancelDialogInput>({
    resolver: resolver as never,
    defaultValues: { reason: '', comment: '', refund: false },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useFormSubmit(form, {
    send: (values) => cancel.mutateAsync({ id: sub.subscriptionId, ...values }),
    // A refund ends access now; otherwise it lasts to the end of the period (docs/product.md#cancel-subscription).
    success: (_, { refund }) => t(refund ? 'cancel.doneRefunded' : 'cancel.done'),
    failure: t('cancel.failed'),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      title={t('cancel.title')}
      onClose={onClose}
      onSubmit={submit}
      resolver={resolver}
      error={errors.root?.message}
      pending={isSubmitting}
      cancelLabel={t('cancel.keep')}
      submitLabel={t('cancel.confirm')}
      maxWidth="sm"
    >
      <Controller
        control={form.control}
        name="reason"
        render={({ field, fieldState }) => (
          <FormControl error={!!fieldState.error}>
            <FormLabel id="cancel-reason">{t('cancel.reason')}</FormLabel>
            <RadioGroup aria-labelledby="cancel-reason" {...field}>
              {CANCEL_REASONS.map((r) => (
                <FormControlLabel key={r} value={r} control={<Radio />} label={t(`cancel.reasons.${r}`)} />
              ))}
            </RadioGroup>
            {fieldState.error && (
              <FormHelperText>
                <ValidationMessage message={fieldState.error.message} />
              </FormHelperText>
            )}
          </FormControl>
        )}
      />
      <FormField
        form={form}
        name="comment"
        label={t('cancel.details')}
        multiline
        minRows={2}
        fullWidth
        helperText=" "
        slotProps={{ htmlInput: { maxLength: CANCEL_DETAILS_MAX_LENGTH } }}
      />
      {sub.refundableUntil && (
        <Controller
          control={form.control}
          name="refund"
          render={({ field: { value, ...field } }) => (
            <FormControlLabel control={<Checkbox {...field} checked={value} />} label={t('cancel.refund')} />
          )}
        />
      )}
    </FormDialog>
  );
}
