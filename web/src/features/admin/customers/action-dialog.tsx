import { STAFF_REASON_MAX, type StaffActionBody } from '@backstage/domain';
import { Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { ReauthCancelled } from '@/lib/reauth/reauth-proof';
import { useReauth } from '@/lib/reauth/use-reauth';
import { DateField } from '@/lib/ui/date-field';
import { FormDialog } from '@/lib/ui/form-dialog';
import { FormField } from '@/lib/ui/form-field';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useTakeStaffAction } from '../api/take-staff-action';
import type { OfferedAction } from './available-actions';
import type { StaffActionForm } from './staff-action-schema';

const reasonResolver = lazyZodResolver(() =>
  import('./staff-action-schema').then((m) => m.staffActionFormSchema),
);
const purchaseDateResolver = lazyZodResolver(() =>
  import('./staff-action-schema').then((m) => m.purchaseDateFormSchema),
);

/**
 * One action on a customer's account, with its required reason (recorded in the audit log and shown to the
 * customer). A destructive one asks the staff member to confirm it is them when the server wants it.
 */
export function ActionDialog({
  userId,
  offered,
  onClose,
}: {
  userId: string;
  offered: OfferedAction;
  onClose(): void;
}) {
  const { t } = useTranslation('admin');
  const take = useTakeStaffAction(userId);
  const reauth = useReauth();
  const { action, passkeyId, transferId, registeredProductId } = offered;
  const correctsDate = action === 'correctPurchaseDate';
  // The reason-only rules answer no date: only a correction sends one.
  const resolver = correctsDate
    ? purchaseDateResolver
    : (reasonResolver as unknown as typeof purchaseDateResolver);
  const form = useForm<StaffActionForm>({
    resolver,
    defaultValues: { reason: '', purchaseDate: offered.purchaseDate ?? '' },
  });
  const submit = useFormSubmit(form, {
    send: ({ reason, purchaseDate }) =>
      reauth.withReauth(() =>
        take.mutateAsync({
          action,
          reason,
          ...(passkeyId && { passkeyId }),
          ...(transferId && { transferId }),
          ...(correctsDate && { registeredProductId, purchaseDate }),
        } as StaffActionBody),
      ),
    success: t('actions.done'),
    failure: t('actions.failed'),
    answeredOnForm: (error) => error instanceof ReauthCancelled,
    onSuccess: onClose,
  });
  return (
    <FormDialog
      title={t(`actions.${action}.title`)}
      onClose={onClose}
      onSubmit={submit}
      resolver={resolver}
      error={form.formState.errors.root?.message}
      pending={form.formState.isSubmitting}
      cancelLabel={t('cancel')}
      submitLabel={t(`actions.${action}.confirm`)}
      beside={reauth.dialog}
      maxWidth="sm"
    >
      <Typography>{t(`actions.${action}.text`, { about: offered.about ?? '' })}</Typography>
      {correctsDate && (
        <DateField
          form={form}
          name="purchaseDate"
          label={t('actions.purchaseDate')}
          autoComplete="off"
          required
        />
      )}
      <FormField
        form={form}
        name="reason"
        label={t('actions.reason')}
        helperText={t('actions.reasonHelp')}
        multiline
        minRows={3}
        required
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { maxLength: STAFF_REASON_MAX } }}
      />
    </FormDialog>
  );
}
