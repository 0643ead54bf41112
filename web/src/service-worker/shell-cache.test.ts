import { describe, expect, it, vi } from 'vitest';
import { networkFirstPage, PRERENDERED_HEADER, SHELL_PATH } from './shell-cache';

function memoryCache() {
  const kept = new Map<string, Response>();
  return {
    kept,
    put: vi.fn(async (key: string, response: Response) => void kept.set(key, response)),
    match: vi.fn(async (key: string) => kept.get(key)),
  } as unknown as Cache & { kept: Map<string, Response> };
}

describe('networkFirstPage (docs/product.md#service-worker)', () => {
  it('keeps a screen answered by the network as the offline shell, but never a prerendered page', async () => {
    const cache = memoryCache();
    const page = new Request('https://portal.example/backstage/mygear');
    await networkFirstPage(cache, page, async () => new Response('<div id="root"></div>'));
    const shell = cache.kept.get(SHELL_PATH);
    expect(await shell?.clone().text()).toBe('<div id="root"></div>');
    const drawn = new Response('<div id="root">Sign in</div>', { headers: { [PRERENDERED_HEADER]: '1' } });
    expect(await (await networkFirstPage(cache, page, async () => drawn)).text()).toContain('Sign in');
    expect(cache.kept.get(SHELL_PATH)).toBe(shell);
  });
});
