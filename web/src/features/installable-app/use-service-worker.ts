import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { logError } from '@/lib/analytics';
import { onCredentialsChange } from '@/lib/credentials';
import { freshCredentials } from '@/lib/session';
import { useProgress } from '@/lib/ui/progress';
import { useSnackbar } from '@/lib/ui/snackbar';
import {
  cacheLoadedAssets,
  loadedAssetUrls,
  startServiceWorker,
  type WorkerStart,
  watchAssetsLoadedWithoutWorker,
} from './register-service-worker';
import { applyTokenVerification, verifyTokenForStore } from './verify-token-for-store';

/** The worker controlling this page, waiting for it when it is still taking over (first visit). */
function controllerOf(container: ServiceWorkerContainer): Promise<ServiceWorker> {
  if (container.controller) return Promise.resolve(container.controller);
  return new Promise((resolve) =>
    container.addEventListener(
      'controllerchange',
      () => container.controller && resolve(container.controller),
      {
        once: true,
      },
    ),
  );
}

// One start per page, whichever render asked: StrictMode runs effects twice in development, and a second start
// while the new worker is taking over would reload the page (register-service-worker.ts).
const starts = new WeakMap<ServiceWorkerContainer, Promise<WorkerStart>>();
function startOnce(container: ServiceWorkerContainer): Promise<WorkerStart> {
  let start = starts.get(container);
  if (!start) {
    start = startServiceWorker(container);
    starts.set(container, start);
  }
  return start;
}

/**
 * Starts the service worker (docs/product.md#service-worker) and, while signed in, has it verify the id token
 * for the store at start and after each sign-in. Errors hide the progress indicator, are logged and shown as
 * a notification (docs/product.md#errors "Service worker").
 */
export function useServiceWorker(): void {
  const { t } = useTranslation('installableApp');
  const progress = useProgress();
  const snackbar = useSnackbar();
  // The effect runs once per page: `t` changes whenever texts arrive.
  const ui = useRef({ t, progress, snackbar });
  ui.current = { t, progress, snackbar };

  useEffect(() => {
    const container = navigator.serviceWorker;
    if (!container || !window.isSecureContext) return;
    let active = true;
    const fail = (error: unknown) => {
      if (!active) return;
      const { t, progress, snackbar } = ui.current;
      progress.hide();
      void logError('serviceWorker', error);
      snackbar.show(
        t('workerError', { message: error instanceof Error ? error.message : String(error) }),
        'error',
      );
    };
    const verify = async (event: string) => {
      // Offline there is no server to ask; the last answer stands until the next start.
      if (!navigator.onLine) return;
      const credentials = await freshCredentials();
      if (!credentials || !active) return;
      const worker = await controllerOf(container);
      applyTokenVerification(await verifyTokenForStore(worker, credentials.idToken, event));
    };
    let stopWatching = () => {};
    const started = startOnce(container).then(async (start) => {
      if (start === 'reloading' || start === 'unsupported') return false;
      const worker = await controllerOf(container);
      if (!active) return false;
      stopWatching = watchAssetsLoadedWithoutWorker((urls) => void cacheLoadedAssets(worker, urls));
      await cacheLoadedAssets(worker, loadedAssetUrls());
      return true;
    });
    started.then((running) => (running ? verify('start') : undefined)).catch(fail);
    const stop = onCredentialsChange(() => {
      started.then((running) => (running ? verify('signIn') : undefined)).catch(fail);
    });
    return () => {
      active = false;
      stop();
      stopWatching();
    };
  }, []);
}
