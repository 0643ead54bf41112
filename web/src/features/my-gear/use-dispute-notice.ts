import type { RegisteredProductResponse } from '@backstage/domain';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/lib/ui/dialogs';

/**
 * docs/product.md#unit-ownership: a registration of a unit another account holds is kept pending and goes to
 * support. Said plainly once, when it happens (registering, or completing a pending one); the card says it after.
 * Answers whether the registration is disputed.
 */
export function useDisputeNotice() {
  const { t } = useTranslation('myGear');
  const dialogs = useDialogs();
  return (registration: RegisteredProductResponse): boolean => {
    if (registration.ownership !== 'disputed') return false;
    dialogs.open({
      title: t('dispute.title'),
      body: t('dispute.body', { name: registration.product.name, serial: registration.serialCode ?? '' }),
    });
    return true;
  };
}
