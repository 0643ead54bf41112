import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@/test-utils';
import { SnackbarProvider, useSnackbar } from './snackbar';

let show: ReturnType<typeof useSnackbar>['show'];
function Grab() {
  show = useSnackbar().show;
  return null;
}

describe('snackbar (docs/product.md#shell)', () => {
  // The view is loaded with the first message; loaded beforehand, it arrives within the test's act().
  beforeAll(() => import('./snackbar-view'));
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a message and hides it after 8 s', async () => {
    render(
      <SnackbarProvider>
        <Grab />
      </SnackbarProvider>,
    );
    await act(async () => show('Saved.', 'success'));
    expect(screen.getByRole('alert')).toHaveProperty('textContent', 'Saved.');
    act(() => {
      vi.advanceTimersByTime(7_900);
    });
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(screen.queryByText('Saved.')).toBeNull();
  });

  it('keeps one API object while messages come and go, so effects that depend on it run once', () => {
    const seen = new Set<ReturnType<typeof useSnackbar>>();
    function Collect() {
      seen.add(useSnackbar());
      return null;
    }
    render(
      <SnackbarProvider>
        <Collect />
        <Grab />
      </SnackbarProvider>,
    );
    act(() => show('One.'));
    act(() => show('Two.', 'error'));
    expect(seen.size).toBe(1);
  });
});
