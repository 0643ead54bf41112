import { historyPathFromHash, PUBLIC_PATH } from '@backstage/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDialogs } from '@/lib/ui/dialogs';

/** The router's address in a URL: the hash's in hash mode (`/backstage/#/settings`), else the path under /backstage. */
function routerAddress(url: string): string {
  const { pathname, search, hash } = new URL(url);
  return historyPathFromHash(hash) ?? `${pathname.slice(PUBLIC_PATH.length - 1)}${search}${hash}`;
}
const screenOf = (address: string) => address.split(/[?#]/)[0];

/**
 * Asks before leaving a form with unsaved changes: going to another screen gets a dialog, a reload the browser's
 * prompt. The browser's Navigation API announces every navigation before it happens, the router's links,
 * `navigate()` and Back alike, and cancelling it leaves the router where it is (docs/decisions/072-*.md). A
 * browser without it only prompts on reload.
 */
export function useUnsavedChanges(dirty: boolean): void {
  const { t } = useTranslation('profile');
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const latest = useRef({ navigate, t });
  latest.current = { navigate, t };

  useEffect(() => {
    if (!dirty || !('navigation' in window)) return;
    let leaving = false;
    const ask = (event: NavigateEvent) => {
      const next = routerAddress(event.destination.url);
      const sameScreen = screenOf(next) === screenOf(routerAddress(window.location.href));
      if (leaving || sameScreen || !event.cancelable) return;
      event.preventDefault();
      const { navigate, t } = latest.current;
      const leave = () => {
        leaving = true;
        if (event.navigationType === 'traverse') navigation.traverseTo(event.destination.key);
        else navigate(next, { replace: event.navigationType === 'replace' });
      };
      dialogs.open({
        title: t('unsaved.title'),
        body: t('unsaved.body'),
        actions: [{ label: t('unsaved.stay') }, { label: t('unsaved.leave'), primary: true, onClick: leave }],
      });
    };
    navigation.addEventListener('navigate', ask);
    return () => navigation.removeEventListener('navigate', ask);
  }, [dirty, dialogs]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
