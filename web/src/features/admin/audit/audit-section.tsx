import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CenteredSpinner } from '@/lib/ui/progress';
import { AdminRefusal } from '../admin-refusal';
import { AUDIT_FILTER_NAMES, type AuditFilters as Filters, useAuditLog } from '../api/get-audit-log';
import { AuditEntries } from './audit-entries';
import { AuditFilters } from './audit-filters';

/**
 * The audit log (`admin`, docs/product.md#staff-audit): every account opened and every action taken, newest
 * first, filtered by customer, staff member, action and days (kept in the address:
 * `?userEmail=&staffId=&action=&from=&to=`…). Read only.
 */
export function AuditSection() {
  const { t } = useTranslation('admin');
  const [search] = useSearchParams();
  const filters: Filters = Object.fromEntries(
    AUDIT_FILTER_NAMES.flatMap((name) => (search.get(name) ? [[name, search.get(name)!]] : [])),
  );
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Stack spacing={2} component="section" aria-labelledby="audit-title">
      <Typography id="audit-title" variant="h2">
        {t('audit.title')}
      </Typography>
      <AuditFilters key={search.toString()} filters={filters} />
      {log.isPending && <CenteredSpinner />}
      {log.isError && <AdminRefusal error={log.error} />}
      {log.isSuccess && entries.length === 0 && <Alert severity="info">{t('audit.empty')}</Alert>}
      {entries.length > 0 && <AuditEntries entries={entries} />}
      {log.hasNextPage && (
        <Button
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
          disabled={log.isFetchingNextPage}
          onClick={() => log.fetchNextPage()}
        >
          {t('more')}
        </Button>
      )}
    </Stack>
  );
}
