import type { StaffGrantBody } from '@backstage/domain';
import { CULTURE_CODES, STAFF_ROLES, type StaffRole } from '@backstage/domain';
import { Autocomplete, Checkbox, FormControlLabel, FormGroup, FormLabel, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ReauthCancelled } from '@/lib/reauth/reauth-proof';
import { useReauth } from '@/lib/reauth/use-reauth';
import { FormDialog } from '@/lib/ui/form-dialog';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useSaveStaffMember } from '../api/save-staff-member';
import type { StaffMember } from '../api/types';

const CULTURES = CULTURE_CODES.map((culture) => culture.value);

/** One staff account's roles and the cultures whose texts it edits; saved whole, audited by the server. */
export function StaffDialog({ member, onClose }: { member: StaffMember; onClose(): void }) {
  const { t } = useTranslation('admin');
  const save = useSaveStaffMember();
  const reauth = useReauth();
  const form = useForm<StaffGrantBody>({
    defaultValues: { roles: member.roles, managingCultureCodes: member.managingCultureCodes },
  });
  const submit = useFormSubmit(form, {
    send: (grant) => reauth.withReauth(() => save.mutateAsync({ userId: member.userId, grant })),
    success: t('staff.saved'),
    failure: t('staff.failed'),
    answeredOnForm: (error) => error instanceof ReauthCancelled,
    onSuccess: onClose,
  });
  const toggle = (roles: StaffRole[], role: StaffRole, on: boolean) =>
    on ? STAFF_ROLES.filter((r) => r === role || roles.includes(r)) : roles.filter((r) => r !== role);
  return (
    <FormDialog
      title={t('staff.dialogTitle', { email: member.email })}
      onClose={onClose}
      onSubmit={submit}
      error={form.formState.errors.root?.message}
      pending={form.formState.isSubmitting}
      cancelLabel={t('cancel')}
      submitLabel={t('staff.save')}
      beside={reauth.dialog}
      maxWidth="sm"
    >
      <Controller
        control={form.control}
        name="roles"
        render={({ field }) => (
          <FormGroup role="group" aria-labelledby="staff-roles-label">
            <FormLabel id="staff-roles-label">{t('staff.roles')}</FormLabel>
            {STAFF_ROLES.map((role) => (
              <FormControlLabel
                key={role}
                label={`${t(`roles.${role}`)}: ${t(`roleHelp.${role}`)}`}
                control={
                  <Checkbox
                    checked={field.value.includes(role)}
                    onChange={(event) => field.onChange(toggle(field.value, role, event.target.checked))}
                  />
                }
              />
            ))}
          </FormGroup>
        )}
      />
      <Controller
        control={form.control}
        name="managingCultureCodes"
        render={({ field }) => (
          <Autocomplete
            multiple
            options={CULTURES}
            value={field.value}
            onChange={(_, value) => field.onChange(value)}
            renderInput={(params) => (
              <TextField {...params} label={t('staff.cultures')} helperText={t('staff.culturesHelp')} />
            )}
          />
        )}
      />
    </FormDialog>
  );
}
