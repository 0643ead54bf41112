/**
 * What every web unit test renders through: React Testing Library and the providers screens expect, in one
 * file, so a change of renderer or providers touches only this one (docs/decisions/058-react-renders-the-app.md).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

export * from '@testing-library/react';

export interface TestProvidersOptions {
  /** Server state the test set up beforehand; a fresh client by default. */
  client?: QueryClient;
  /** The address the screen is on, under `/backstage`; without it no router is given. */
  route?: string;
}

/** Server state and, when the test names an address, the router, as the app gives them to a screen. */
export function testProviders({ client = new QueryClient(), route }: TestProvidersOptions = {}) {
  return function TestProviders({ children }: { children: ReactNode }) {
    const routed = route ? (
      <MemoryRouter basename="/backstage" initialEntries={[`/backstage${route}`]}>
        {children}
      </MemoryRouter>
    ) : (
      children
    );
    return <QueryClientProvider client={client}>{routed}</QueryClientProvider>;
  };
}

/** `render` inside `testProviders`. */
export function renderWithProviders(
  ui: ReactNode,
  options: TestProvidersOptions & Omit<RenderOptions, 'wrapper'> = {},
) {
  const { client, route, ...rest } = options;
  return render(ui, { wrapper: testProviders({ client, route }), ...rest });
}

/** `renderHook` inside `testProviders`. */
export function renderHookWithProviders<T>(hook: () => T, options: TestProvidersOptions = {}) {
  return renderHook(hook, { wrapper: testProviders(options) });
}
