import { OfflineNotice } from './offline-notice';
import { useServiceWorker } from './use-service-worker';

/**
 * The installable app's part of every page (docs/product.md#installable-app): the service worker with its
 * token bridge for the store, and the offline notice. The shell loads it after the first paint.
 */
export default function InstallableApp() {
  useServiceWorker();
  return <OfflineNotice />;
}
