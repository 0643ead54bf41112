import { describe, expect, it, vi } from 'vitest';
import { startServiceWorker, watchAssetsLoadedWithoutWorker } from './register-service-worker';

function container(existing: Partial<ServiceWorkerRegistration> | undefined, controller: unknown = null) {
  return {
    controller,
    getRegistration: vi.fn(async () => existing),
    register: vi.fn(async () => ({})),
    ready: Promise.resolve({}),
  } as unknown as ServiceWorkerContainer;
}

function session() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (k: string, v: string) => values.set(k, v),
  };
}

describe('startServiceWorker (docs/product.md#service-worker)', () => {
  it('goes on at once on the first visit and when the worker controls the page', async () => {
    const reload = vi.fn();
    expect(await startServiceWorker(container(undefined), reload, session())).toBe('registered');
    expect(await startServiceWorker(container({ active: {} as ServiceWorker }, {}), reload, session())).toBe(
      'controlled',
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once per tab when an active worker does not control the page (a hard reload)', async () => {
    const reload = vi.fn();
    const tab = session();
    const active = { active: {} as ServiceWorker };
    expect(await startServiceWorker(container(active), reload, tab, 'reload')).toBe('reloading');
    expect(await startServiceWorker(container(active), reload, tab, 'reload')).toBe('registered');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload a page that began loading while the worker was activating: the worker claims it', async () => {
    const reload = vi.fn();
    const active = { active: {} as ServiceWorker };
    expect(await startServiceWorker(container(active), reload, session(), 'navigate')).toBe('registered');
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload while the worker is still installing: it claims the page when it activates', async () => {
    const reload = vi.fn();
    const installing = { active: null, installing: {} as ServiceWorker };
    expect(await startServiceWorker(container(installing), reload, session())).toBe('registered');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('watchAssetsLoadedWithoutWorker', () => {
  it('hands over the build files that finished loading without the worker, and nothing else', () => {
    let report: (entries: Partial<PerformanceResourceTiming>[]) => void = () => {};
    const disconnect = vi.fn();
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(callback: (list: { getEntries(): unknown[] }) => void) {
          report = (entries) => callback({ getEntries: () => entries });
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    const send = vi.fn();
    const stop = watchAssetsLoadedWithoutWorker(send);
    report([
      { name: 'http://localhost/backstage/assets/late-1.js', workerStart: 0 },
      { name: 'http://localhost/backstage/assets/seen-2.js', workerStart: 12.5 },
      { name: 'http://localhost/api/v1/me', workerStart: 0 },
    ]);
    report([{ name: 'http://localhost/backstage/assets/seen-3.js', workerStart: 40 }]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(['http://localhost/backstage/assets/late-1.js']);
    stop();
    expect(disconnect).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
