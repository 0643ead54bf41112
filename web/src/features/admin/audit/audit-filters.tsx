import { AUDIT_EVENTS } from '@backstage/domain';
import { Box, Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { DateField } from '@/lib/ui/date-field';
import { FormField } from '@/lib/ui/form-field';
import { FormStack } from '@/lib/ui/form-stack';
import { SelectField } from '@/lib/ui/select-field';
import { SubmitButton } from '@/lib/ui/submit-button';
import { useFormSubmit } from '@/lib/use-form-submit';
import { AUDIT_FILTER_NAMES, type AuditFilters as Filters } from '../api/get-audit-log';
import type { AuditFilterForm } from './audit-filter-schema';

const resolver = lazyZodResolver(() => import('./audit-filter-schema').then((m) => m.auditFilterFormSchema));

/** The address's filters, as the form's fields show them. */
const formOf = (filters: Filters): AuditFilterForm => ({
  customer: filters.userEmail ?? filters.userId ?? '',
  staff: filters.staffEmail ?? filters.staffId ?? '',
  action: (filters.action ?? '') as AuditFilterForm['action'],
  from: filters.from ?? '',
  to: filters.to ?? '',
});

/**
 * The log's filters: customer and staff member (an e-mail address or an account id), the action, and the first
 * and last day; applied to the address on submit, so a filtered log can be shared and reloaded.
 */
export function AuditFilters({ filters }: { filters: Filters }) {
  const { t } = useTranslation('admin');
  const [, setSearch] = useSearchParams();
  const form = useForm<AuditFilterForm>({ resolver, defaultValues: formOf(filters) });
  const apply = (next: Filters) => {
    const params = new URLSearchParams();
    for (const name of AUDIT_FILTER_NAMES) {
      const value = next[name];
      if (value) params.set(name, value);
    }
    setSearch(params, { replace: true });
  };
  const submit = useFormSubmit(form, {
    // The form's rules came with this module: it is loaded by the time the values are checked.
    send: async (values) => apply((await import('./audit-filter-schema')).filtersOf(values)),
    failure: t('refusal.failed'),
    progress: false,
  });
  const actions = AUDIT_EVENTS.map((event) => ({ value: event, label: t(`auditActions.${event}`) }));
  return (
    <FormStack
      role="search"
      aria-label={t('audit.filters')}
      onSubmit={submit}
      resolver={resolver}
      spacing={2}
    >
      {/* One column on a phone, two on a tablet, the accounts then the action and days on a wide screen. */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(6, minmax(0, 1fr))',
          },
          '& > :nth-child(-n + 2)': { gridColumn: { lg: 'span 3' } },
          '& > :nth-child(n + 3)': { gridColumn: { lg: 'span 2' } },
        }}
      >
        <FormField form={form} name="customer" label={t('audit.customerFilter')} type="search" fullWidth />
        <FormField form={form} name="staff" label={t('audit.staffFilter')} type="search" fullWidth />
        <SelectField
          form={form}
          name="action"
          label={t('audit.action')}
          options={actions}
          emptyLabel={t('audit.anyAction')}
          fullWidth
        />
        <DateField form={form} name="from" label={t('audit.from')} />
        <DateField form={form} name="to" label={t('audit.to')} />
      </Box>
      <Stack direction="row" spacing={1}>
        <SubmitButton pending={form.formState.isSubmitting}>{t('audit.apply')}</SubmitButton>
        <Button
          onClick={() => {
            form.reset(formOf({}));
            apply({});
          }}
        >
          {t('audit.clear')}
        </Button>
      </Stack>
    </FormStack>
  );
}
