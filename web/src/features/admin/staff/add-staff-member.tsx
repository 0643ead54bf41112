import { Alert, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/lib/api-client';
import { SubmitButton } from '@/lib/ui/submit-button';
import { findStaffMember } from '../api/find-staff-member';
import type { StaffMember } from '../api/types';

type Outcome = 'notFound' | 'notStaffDomain' | 'findFailed';

/**
 * Finds an account by its address so the admin can give it its first role (docs/product.md#staff-roles): the
 * account exists once its owner signed up; only staff-domain addresses are looked up.
 */
export function AddStaffMember({ onFound }: { onFound(member: StaffMember): void }) {
  const { t } = useTranslation('admin');
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    setPending(true);
    setOutcome(undefined);
    try {
      const member = await findStaffMember(email.trim());
      if (member) onFound(member);
      else setOutcome('notFound');
    } catch (error) {
      setOutcome(
        error instanceof ApiRequestError && error.code === 'STAFF_DOMAIN_ONLY'
          ? 'notStaffDomain'
          : 'findFailed',
      );
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack component="form" onSubmit={submit} spacing={1} aria-label={t('staff.add')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          type="email"
          label={t('staff.addEmail')}
          helperText={t('staff.addHelp')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 254 } }}
          sx={{ flex: 1 }}
        />
        <SubmitButton pending={pending} sx={{ alignSelf: { sm: 'flex-start' }, mt: { sm: 1 } }}>
          {t('staff.add')}
        </SubmitButton>
      </Stack>
      {outcome && (
        <Alert severity={outcome === 'findFailed' ? 'error' : 'info'} role="alert">
          {t(`staff.${outcome}`)}
        </Alert>
      )}
    </Stack>
  );
}
