import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CenteredSpinner } from '@/lib/ui/progress';
import { AdminRefusal } from '../admin-refusal';
import { useAuditLog } from '../api/get-audit-log';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';

/**
 * The audit log (`admin`, docs/product.md#staff-console): every account opened and every action taken, newest
 * first, filtered by customer or staff account (kept in the address: `?userId=&staffId=`). Read only.
 */
export function AuditSection() {
  const { t } = useTranslation('admin');
  const [search] = useSearchParams();
  const filters = { userId: search.get('userId') ?? '', staffId: search.get('staffId') ?? '' };
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Stack spacing={2} component="section" aria-labelledby="audit-title">
      <Typography id="audit-title" variant="h2">
        {t('audit.title')}
      </Typography>
      <AuditFilters key={`${filters.userId} ${filters.staffId}`} filters={filters} />
      {log.isPending && <CenteredSpinner />}
      {log.isError && <AdminRefusal error={log.error} />}
      {log.isSuccess && entries.length === 0 && <Alert severity="info">{t('audit.empty')}</Alert>}
      {entries.length > 0 && <AuditTable entries={entries} />}
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
