import type { StaffUserSearchResponse } from '@backstage/domain';
import { Alert, Box, Button, Link, List, ListItem, ListItemText } from '@mui/material';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CenteredSpinner } from '@/lib/ui/progress';
import { AdminRefusal } from '../admin-refusal';
import { StateChip } from './state-chip';
import { useCustomerName } from './use-customer-name';

/** The accounts found, 20 a page, each a link to its account view. */
export function CustomerResults({
  results,
}: {
  results: UseInfiniteQueryResult<InfiniteData<StaffUserSearchResponse>>;
}) {
  const { t } = useTranslation('admin');
  const nameOf = useCustomerName();
  if (results.isPending) return <CenteredSpinner />;
  if (results.isError) return <AdminRefusal error={results.error} />;
  const hits = results.data.pages.flatMap((page) => page.data);
  if (hits.length === 0) return <Alert severity="info">{t('customers.none')}</Alert>;
  return (
    <>
      <List aria-label={t('customers.results')} disablePadding>
        {hits.map((hit, index) => (
          // The state sits beside the name and address, not over them: a long address wraps in its own room.
          <ListItem key={hit.id} disableGutters divider={index < hits.length - 1} sx={{ gap: 1 }}>
            <ListItemText
              sx={{
                '& .MuiListItemText-primary, & .MuiListItemText-secondary': { overflowWrap: 'anywhere' },
              }}
              primary={
                <Link component={RouterLink} to={`/admin/customers/${encodeURIComponent(hit.id)}`}>
                  {nameOf(hit)}
                </Link>
              }
              secondary={hit.email}
            />
            <Box sx={{ flexShrink: 0 }}>
              <StateChip state={hit.state} />
            </Box>
          </ListItem>
        ))}
      </List>
      {results.hasNextPage && (
        <Button
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
          disabled={results.isFetchingNextPage}
          onClick={() => results.fetchNextPage()}
        >
          {t('more')}
        </Button>
      )}
    </>
  );
}
