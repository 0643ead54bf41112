import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { ProgressProvider } from '@/lib/ui/progress';
import { SnackbarProvider } from '@/lib/ui/snackbar';
import { act, render, screen } from '@/test-utils';
import { useServiceWorker } from './use-service-worker';

function Start() {
  useServiceWorker();
  return null;
}

/** Starts the hook in a secure page whose browser registers workers with `register`. */
function startWith(register: () => Promise<unknown>, browser: Partial<Navigator> = {}) {
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('navigator', {
    ...navigator,
    ...browser,
    serviceWorker: { controller: null, getRegistration: async () => undefined, register },
  });
  render(
    <ProgressProvider>
      <SnackbarProvider>
        <Start />
      </SnackbarProvider>
    </ProgressProvider>,
  );
}

describe('useServiceWorker (docs/product.md#service-worker)', () => {
  beforeAll(() => initI18n('en-US'));
  afterEach(() => vi.unstubAllGlobals());

  it('tries a failing registration once and says so once', async () => {
    const register = vi.fn(async () => {
      throw new Error('A bad HTTP response code (503) was received when fetching the script.');
    });
    const log = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', log);
    startWith(register);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('503'));
    // The message re-rendered the providers; a second start would register (and log) again.
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(register).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('starts the worker once per page, however often texts arrive', async () => {
    const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
    // Offline: the worker is not asked to verify a token, only started.
    startWith(register, { onLine: false });
    await vi.waitFor(() => expect(register).toHaveBeenCalledTimes(1));
    // New texts give the page a new `t` (react-i18next binds to the store's 'added' event).
    await act(async () => {
      i18next.addResourceBundle('en-US', 'installableApp', { later: 'Later' }, true);
    });
    await act(async () => {
      await i18next.changeLanguage('ja-JP');
      await i18next.changeLanguage('en-US');
    });
    expect(register).toHaveBeenCalledTimes(1);
  });
});
