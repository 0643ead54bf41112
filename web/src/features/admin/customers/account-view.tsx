import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CenteredSpinner } from '@/lib/ui/progress';
import { AdminRefusal } from '../admin-refusal';
import { useAccountView } from '../api/get-account-view';
import { AccountActions } from './account-actions';
import { AccountLists } from './account-lists';
import { AccountSummary } from './account-summary';

/**
 * A customer's account as support sees it (docs/product.md#staff-console): profile and state, the actions that
 * apply, the last sign-ins, sessions, products with warranty and open transfers, tickets and subscriptions.
 * The server records each opening in the audit log.
 */
export function AccountView({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const view = useAccountView(id);
  return (
    <Stack spacing={3}>
      <Button component={RouterLink} to="/admin/customers" sx={{ alignSelf: 'flex-start' }}>
        {t('customers.back')}
      </Button>
      {view.isPending && <CenteredSpinner />}
      {view.isError && <AdminRefusal error={view.error} />}
      {view.isSuccess && (
        <>
          <AccountSummary view={view.data} />
          <AccountActions view={view.data} />
          <AccountLists view={view.data} />
        </>
      )}
    </Stack>
  );
}
