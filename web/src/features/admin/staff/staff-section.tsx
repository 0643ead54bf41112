import { Alert, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredSpinner } from '@/lib/ui/progress';
import { AdminRefusal } from '../admin-refusal';
import { useStaff } from '../api/get-staff';
import type { StaffMember } from '../api/types';
import { AddStaffMember } from './add-staff-member';
import { StaffDialog } from './staff-dialog';

/** Staff roles and cultures (`admin`, docs/product.md#staff-console): each staff account, changed in a dialog. */
export function StaffSection() {
  const { t } = useTranslation('admin');
  const staff = useStaff();
  const [editing, setEditing] = useState<StaffMember>();
  return (
    <Stack spacing={2} component="section" aria-labelledby="staff-title">
      <Typography id="staff-title" variant="h2">
        {t('staff.title')}
      </Typography>
      <Typography color="text.secondary">{t('staff.intro')}</Typography>
      <AddStaffMember onFound={setEditing} />
      {staff.isPending && <CenteredSpinner />}
      {staff.isError && <AdminRefusal error={staff.error} />}
      {staff.isSuccess && staff.data.length === 0 && <Alert severity="info">{t('staff.empty')}</Alert>}
      {staff.isSuccess && staff.data.length > 0 && (
        <List disablePadding aria-label={t('staff.title')}>
          {staff.data.map((member, index) => (
            <ListItem
              key={member.userId}
              disableGutters
              divider={index < staff.data.length - 1}
              sx={{ flexWrap: 'wrap', gap: 1 }}
            >
              <ListItemText
                primary={member.email}
                secondary={[
                  member.roles.map((role) => t(`roles.${role}`)).join(', ') || t('staff.noRoles'),
                  member.managingCultureCodes.join(', '),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
              <Button
                variant="outlined"
                onClick={() => setEditing(member)}
                aria-label={t('staff.editFor', { email: member.email })}
              >
                {t('staff.edit')}
              </Button>
            </ListItem>
          ))}
        </List>
      )}
      {editing && <StaffDialog member={editing} onClose={() => setEditing(undefined)} />}
    </Stack>
  );
}
