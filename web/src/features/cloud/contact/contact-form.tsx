import {
  type CloudContactInput,
  CONTACT_SUBJECTS,
  fullName,
  type SupportRequestCreatedResponse,
} from '@backstage/domain';
import { Alert } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProfile } from '@/lib/api/get-profile';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { FormField } from '@/lib/ui/form-field';
import { FormStack } from '@/lib/ui/form-stack';
import { CenteredSpinner } from '@/lib/ui/progress';
import { SelectField } from '@/lib/ui/select-field';
import { SubmitButton } from '@/lib/ui/submit-button';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useSendContact } from '../api/send-contact';

// The subject starts empty ('' is "nothing chosen" in the select); the schema turns it into a contact subject.
type Values = Omit<CloudContactInput, 'subject'> & { subject: CloudContactInput['subject'] | '' };

const resolver = lazyZodResolver(() =>
  import('@backstage/domain/schemas/cloud-contact').then((m) => m.cloudContactSchema),
);

type Sent = (created: SupportRequestCreatedResponse) => void;

/** Contact name, e-mail, subject and details (docs/product.md#cloud-contact), filled from the profile. */
export function ContactForm({ onSent }: { onSent: Sent }) {
  const profile = useProfile();
  const { i18n } = useTranslation();
  // The form starts from the profile once it is read, so the fields show it as their first value.
  if (profile.isPending) return <CenteredSpinner />;
  const me = profile.data;
  return (
    <Fields
      onSent={onSent}
      defaults={{
        contactName: me ? fullName(i18n.language, { firstName: me.firstName, lastName: me.lastName }) : '',
        email: me?.email ?? '',
        subject: '',
        details: '',
      }}
    />
  );
}

function Fields({ onSent, defaults }: { onSent: Sent; defaults: Values }) {
  const { t } = useTranslation('cloud');
  const send = useSendContact();
  const form = useForm<Values, unknown, CloudContactInput>({
    resolver: resolver as never,
    defaultValues: defaults,
  });
  const submit = useFormSubmit(form, {
    send: (values) => send.mutateAsync(values),
    failure: t('contact.failed'),
    onSuccess: onSent,
  });
  return (
    <FormStack onSubmit={submit} resolver={resolver} spacing={2} sx={{ maxWidth: 640 }}>
      {form.formState.errors.root && <Alert severity="error">{form.formState.errors.root.message}</Alert>}
      <FormField form={form} name="contactName" label={t('contact.name')} required autoComplete="name" />
      <FormField
        form={form}
        name="email"
        label={t('contact.email')}
        required
        type="email"
        autoComplete="email"
      />
      <SelectField
        form={form}
        name="subject"
        label={t('contact.subject')}
        required
        options={CONTACT_SUBJECTS.map((value) => ({ value, label: t(`contact.subjects.${value}`) }))}
      />
      <FormField
        form={form}
        name="details"
        label={t('contact.details')}
        required
        multiline
        minRows={5}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <SubmitButton size="large" pending={form.formState.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
        {t('contact.send')}
      </SubmitButton>
    </FormStack>
  );
}
