import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@/test-utils';
import { ProgressProvider, useProgress } from './progress';

let api: ReturnType<typeof useProgress>;
function Grab() {
  api = useProgress();
  return null;
}
const spinners = () => screen.queryAllByRole('progressbar').length;

describe('progress indicator (docs/product.md#progress-indicator)', () => {
  // The linear bar is loaded when first shown; loaded beforehand, it arrives within the test's act().
  beforeAll(() => import('@mui/material/LinearProgress'));
  beforeEach(() => {
    vi.useFakeTimers();
    render(
      <ProgressProvider>
        <Grab />
      </ProgressProvider>,
    );
  });
  afterEach(() => vi.useRealTimers());

  it('counts nested show/hide and hides at zero', () => {
    act(() => {
      api.show();
      api.show();
    });
    expect(spinners()).toBe(1);
    act(() => api.hide());
    expect(spinners()).toBe(1);
    act(() => api.hide());
    expect(spinners()).toBe(0);
  });

  it('keeps linear and circular apart', async () => {
    await act(async () => api.show('linear'));
    expect(spinners()).toBe(1);
    act(() => api.hide('circular'));
    expect(spinners()).toBe(1);
  });

  it('hides after 60 s even if never hidden', () => {
    act(() => api.show());
    act(() => {
      vi.advanceTimersByTime(59_999);
    });
    expect(spinners()).toBe(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(spinners()).toBe(0);
  });
});
