import { describe, expect, it, vi } from 'vitest';
import { startServiceWorker } from './register-service-worker';

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
    expect(await startServiceWorker(container(active), reload, tab)).toBe('reloading');
    expect(await startServiceWorker(container(active), reload, tab)).toBe('registered');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload while the worker is still installing: it claims the page when it activates', async () => {
    const reload = vi.fn();
    const installing = { active: null, installing: {} as ServiceWorker };
    expect(await startServiceWorker(container(installing), reload, session())).toBe('registered');
    expect(reload).not.toHaveBeenCalled();
  });
});
