import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@/test-utils';
import { logEvent } from './log-event';
import { usePageViewLogging } from './use-page-view-logging';

vi.mock('./log-event', () => ({ logEvent: vi.fn(async () => {}) }));
afterEach(() => vi.useRealTimers());

// As the app shell calls it: from the layout route around the screen, which has the `:tab` parameter.
function Shell() {
  usePageViewLogging('AccountSettings');
  return (
    <>
      <Link to="/settings/interests">Interests</Link>
      <Outlet />
    </>
  );
}

describe('page views (docs/product.md#analytics)', () => {
  it("logs a change of the screen's tab, read from the layout around it, as tab_change", async () => {
    vi.useFakeTimers();
    render(
      <MemoryRouter initialEntries={['/settings/profile']}>
        <Routes>
          <Route element={<Shell />}>
            <Route path="settings/:tab?" element={<p>settings</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.click(screen.getByRole('link', { name: 'Interests' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));

    expect(logEvent).toHaveBeenCalledWith('page_view', { routeName: 'AccountSettings' });
    expect(logEvent).toHaveBeenCalledWith('tab_change', {
      routeName: 'AccountSettings',
      tab: 'interests',
      previousTab: 'profile',
    });
  });
});
