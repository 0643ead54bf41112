import { Button, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SubmitButton } from '@/lib/ui/submit-button';
import type { AuditFilters as Filters } from '../api/get-audit-log';

/** The log's filters: a customer account id and a staff account id; applied to the address on submit. */
export function AuditFilters({ filters }: { filters: Filters }) {
  const { t } = useTranslation('admin');
  const [, setSearch] = useSearchParams();
  const [userId, setUserId] = useState(filters.userId);
  const [staffId, setStaffId] = useState(filters.staffId);
  const apply = (next: Filters) => {
    const params = new URLSearchParams();
    if (next.userId.trim()) params.set('userId', next.userId.trim());
    if (next.staffId.trim()) params.set('staffId', next.staffId.trim());
    setSearch(params, { replace: true });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ userId, staffId });
  };
  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('audit.filters')}
      onSubmit={submit}
      direction={{ xs: 'column', md: 'row' }}
      spacing={1}
    >
      <TextField label={t('audit.userId')} value={userId} onChange={(e) => setUserId(e.target.value)} />
      <TextField label={t('audit.staffId')} value={staffId} onChange={(e) => setStaffId(e.target.value)} />
      <SubmitButton pending={false}>{t('audit.apply')}</SubmitButton>
      <Button onClick={() => apply({ userId: '', staffId: '' })}>{t('audit.clear')}</Button>
    </Stack>
  );
}
