import type { RegisteredProductResponse } from '@backstage/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/lib/ui/dialogs';

/** docs/product.md#product-registration "registration-pending dialog": once per visit, offers to continue a pending registration. */
export function usePendingRegistrationPrompt(
  registrations: RegisteredProductResponse[] | undefined,
  onContinue: (registration: RegisteredProductResponse) => void,
): void {
  const { t } = useTranslation('myGear');
  const dialogs = useDialogs();
  const shown = useRef(false);
  const latest = useRef({ dialogs, onContinue, t });
  latest.current = { dialogs, onContinue, t };
  // A disputed one waits for support, not for the member (docs/product.md#unit-ownership).
  const pending = registrations?.find(
    (registration) => registration.status === 'pending' && registration.ownership !== 'disputed',
  );

  useEffect(() => {
    if (!pending || shown.current) return;
    shown.current = true;
    const { dialogs, onContinue, t } = latest.current;
    dialogs.open({
      title: t('pending.title'),
      body: t('pending.body', { name: pending.product.name }),
      actions: [
        { label: t('pending.later') },
        { label: t('pending.continue'), primary: true, onClick: () => onContinue(pending) },
      ],
    });
  }, [pending]);
}
