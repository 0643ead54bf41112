import type { TicketAnswer } from '@backstage/domain';
import { Alert, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { FormField } from '@/lib/ui/form-field';
import { FormStack } from '@/lib/ui/form-stack';
import { SelectField } from '@/lib/ui/select-field';
import { SubmitButton } from '@/lib/ui/submit-button';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useAnswerTicket } from './api/answer-ticket';

type Values = { body: string; status: TicketAnswer['status'] };
const STATUSES = ['pending', 'open', 'solved'] as const;
const resolver = lazyZodResolver(() =>
  import('@backstage/domain/support/request-schema').then((m) => m.ticketAnswerSchema),
);

/**
 * The staff answer (docs/product.md#help-desk): the text and the status it leaves the ticket in (pending,
 * waiting for the requester, unless staff say otherwise); the server mails it to the requester.
 */
export function AnswerForm({ ticketId, requesterEmail }: { ticketId: number; requesterEmail: string }) {
  const { t } = useTranslation('helpDesk');
  const answer = useAnswerTicket(ticketId);
  const form = useForm<Values>({
    resolver: resolver as never,
    defaultValues: { body: '', status: 'pending' },
  });
  const submit = useFormSubmit(form, {
    send: (values) => answer.mutateAsync(values),
    success: t('answer.sent', { email: requesterEmail }),
    failure: t('answer.failed'),
    onSuccess: () => form.reset({ body: '', status: 'pending' }),
  });
  return (
    <FormStack onSubmit={submit} resolver={resolver} spacing={2} aria-labelledby="answer-title">
      <Typography id="answer-title" variant="h2">
        {t('answer.title')}
      </Typography>
      {form.formState.errors.root && <Alert severity="error">{form.formState.errors.root.message}</Alert>}
      <FormField form={form} name="body" label={t('answer.body')} multiline minRows={5} required />
      <SelectField
        form={form}
        name="status"
        label={t('answer.status')}
        options={STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      />
      <SubmitButton pending={form.formState.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
        {t('answer.send')}
      </SubmitButton>
    </FormStack>
  );
}
