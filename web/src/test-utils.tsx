/**
 * What every web unit test renders through: React Testing Library and the providers screens expect, in one
 * file, so a change of renderer or providers touches only this one (docs/decisions/058-react-renders-the-app.md).
 */
import type { Brand } from '@backstage/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { BrandThemeProvider } from '@/theme';

export * from '@testing-library/react';

export interface TestProvidersOptions {
  /** Server state the test set up beforehand; a fresh client by default. */
  client?: QueryClient;
  /** The address the screen is on, under `/backstage`; without it no router is given. */
  route?: string;
  /** The brand whose theme the screen is drawn in; without it no theme is given. */
  brand?: Brand;
}

/**
 * Server state and, when the test names them, the router at an address and a brand's theme, as the app gives
 * them to a screen (app/providers.tsx).
 */
export function testProviders({ client = new QueryClient(), route, brand }: TestProvidersOptions = {}) {
  return function TestProviders({ children }: { children: ReactNode }) {
    const themed = brand ? <BrandThemeProvider brand={brand}>{children}</BrandThemeProvider> : children;
    const routed = route ? (
      <MemoryRouter basename="/backstage" initialEntries={[`/backstage${route}`]}>
        {themed}
      </MemoryRouter>
    ) : (
      themed
    );
    return <QueryClientProvider client={client}>{routed}</QueryClientProvider>;
  };
}

/** `render` inside `testProviders`. */
export function renderWithProviders(
  ui: ReactNode,
  options: TestProvidersOptions & Omit<RenderOptions, 'wrapper'> = {},
) {
  const { client, route, brand, ...rest } = options;
  return render(ui, { wrapper: testProviders({ client, route, brand }), ...rest });
}

/** `renderHook` inside `testProviders`. */
export function renderHookWithProviders<T>(hook: () => T, options: TestProvidersOptions = {}) {
  return renderHook(hook, { wrapper: testProviders(options) });
}
