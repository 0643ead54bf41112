import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { act, render, screen } from '@/test-utils';
import { ScreenErrorBoundary } from './screen-error';

afterEach(() => vi.restoreAllMocks());

function Broken(): never {
  // As React.lazy throws when a screen's script chunk does not arrive.
  throw new TypeError('Failed to fetch dynamically imported module');
}

describe('a screen that cannot load (docs/product.md#shell)', () => {
  it('says so inside the shell with Try again, and opening another screen clears it', async () => {
    await initI18n('en-US');
    // The boundary reports the caught error to the console; the test keeps its output quiet.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <p>shell</p>
              <ScreenErrorBoundary>
                <Outlet />
              </ScreenErrorBoundary>
            </>
          ),
          children: [
            { path: 'privacy', element: <Broken /> },
            { path: 'tools', element: <h1>Tools</h1> },
          ],
        },
      ],
      { initialEntries: ['/privacy'] },
    );
    render(<RouterProvider router={router} />);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This page could not be shown');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByText('shell')).toBeTruthy();

    await act(() => router.navigate('/tools'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tools');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
