import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@/test-utils';
import { useScrollReset } from './scroll-reset';

describe('scroll reset after a route change (docs/product.md#scroll-reset)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('scrolls to the top 600 ms after the route name changes', () => {
    const { rerender } = renderHook(({ name }) => useScrollReset(name), {
      initialProps: { name: 'Privacy' },
    });
    rerender({ name: 'Policies' });
    vi.advanceTimersByTime(599);
    expect(window.scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('does not scroll when the route name is unchanged', () => {
    const { rerender } = renderHook(({ name }) => useScrollReset(name), {
      initialProps: { name: 'AccountSettings' },
    });
    rerender({ name: 'AccountSettings' });
    vi.advanceTimersByTime(1000);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
