import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { act } from '@/test-utils';
import { useHydrated } from './use-hydrated';

function Submit() {
  return <button type="submit" disabled={!useHydrated()} />;
}

describe('useHydrated (docs/decisions/046-prerendered-public-pages.md)', () => {
  it('keeps a prerendered submit button disabled until React has adopted the page', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Submit />);
    expect(container.querySelector('button')?.disabled).toBe(true);
    await act(async () => {
      hydrateRoot(container, <Submit />);
    });
    expect(container.querySelector('button')?.disabled).toBe(false);
  });
});
