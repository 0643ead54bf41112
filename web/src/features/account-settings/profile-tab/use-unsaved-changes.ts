import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useDialogs } from '@/lib/ui/dialogs';

/** Asks before leaving a form with unsaved changes: in-app navigation gets a dialog, a reload the browser's prompt. */
export function useUnsavedChanges(dirty: boolean): void {
  const { t } = useTranslation('profile');
  const dialogs = useDialogs();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  // The blocker and dialog objects change on every render: open the dialog once per blocked navigation.
  const latest = useRef({ blocker, dialogs, t });
  latest.current = { blocker, dialogs, t };
  const blocked = blocker.state === 'blocked';

  useEffect(() => {
    if (!blocked) return;
    const { blocker, dialogs, t } = latest.current;
    dialogs.open({
      title: t('unsaved.title'),
      body: t('unsaved.body'),
      actions: [
        { label: t('unsaved.stay'), onClick: () => blocker.reset?.() },
        { label: t('unsaved.leave'), primary: true, onClick: () => blocker.proceed?.() },
      ],
      onDismiss: () => blocker.reset?.(),
    });
  }, [blocked]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
