import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@/test-utils';
import { FakeObserver, liveObservers as live } from './fake-intersection-observer';
import { useLoadWhenSeen } from './use-load-when-seen';

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('useLoadWhenSeen (docs/product.md#feed: 8 more as the end of the list scrolls into view)', () => {
  it('loads the next page when the end of the list comes near the viewport, not before', () => {
    const load = vi.fn();
    const { result } = renderHook(() => useLoadWhenSeen(true, load));
    const sentinel = document.createElement('div');
    result.current(sentinel);
    const [observer] = live();
    expect(observer!.observed).toEqual([sentinel]);
    // Starts loading 400 px before the end is on screen.
    expect(observer!.options?.rootMargin).toBe('400px 0px');
    observer!.fire(false);
    expect(load).not.toHaveBeenCalled();
    observer!.fire(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not load while a page is on its way or the feed has no more (not enabled)', () => {
    const load = vi.fn();
    const { result } = renderHook(() => useLoadWhenSeen(false, load));
    result.current(document.createElement('div'));
    live()[0]!.fire(true);
    expect(load).not.toHaveBeenCalled();
  });

  it('watches the end again after each page, so an end still in view loads the next one', () => {
    const first = vi.fn();
    const next = vi.fn();
    const { result, rerender } = renderHook(({ enabled, load }) => useLoadWhenSeen(enabled, load), {
      initialProps: { enabled: true, load: first },
    });
    const sentinel = document.createElement('div');
    const before = result.current;
    before(sentinel);
    live()[0]!.fire(true);
    expect(first).toHaveBeenCalledTimes(1);

    // While the page loads the ref stays but loading is off; React calls the new ref with the element.
    rerender({ enabled: false, load: first });
    expect(result.current).not.toBe(before);
    result.current(sentinel);
    live()[0]!.fire(true);
    expect(first).toHaveBeenCalledTimes(1);

    // The page arrived: a fresh observer reports the end still in view and the newest `load` runs.
    rerender({ enabled: true, load: next });
    result.current(sentinel);
    expect(live()).toHaveLength(1);
    live()[0]!.fire(true);
    expect(next).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('stops watching when the element goes away', () => {
    const load = vi.fn();
    const { result } = renderHook(() => useLoadWhenSeen(true, load));
    result.current(document.createElement('div'));
    const [observer] = live();
    result.current(null);
    expect(observer!.disconnected).toBe(true);
    expect(live()).toHaveLength(0);
  });
});
