import type { GearTransferResponse } from '@backstage/domain';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '@/lib/ui/snackbar';
import { useCloseTransfer } from './api/close-transfer';

/**
 * Cancels (sender) or declines (recipient) an open transfer and says so; true when it was closed. The card,
 * the Transfers section and the acceptance screen share it.
 */
export function useCloseTransferAction() {
  const { t } = useTranslation('myGear');
  const snackbar = useSnackbar();
  const close = useCloseTransfer();
  const run = async (transfer: GearTransferResponse): Promise<boolean> => {
    const name = transfer.product.name;
    try {
      await close.mutateAsync(transfer.id);
      const done = transfer.direction === 'outgoing' ? 'transfer.cancelled' : 'transfers.declined';
      snackbar.show(t(done, { name }), 'success');
      return true;
    } catch (error) {
      snackbar.show((error as Error).message, 'error');
      return false;
    }
  };
  return { run, pending: close.isPending };
}
