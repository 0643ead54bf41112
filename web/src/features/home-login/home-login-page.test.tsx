import { describe, expect, it } from 'vitest';
import { initI18n } from '@/i18n';
import { renderWithProviders, screen } from '@/test-utils';
import HomeLoginPage from './home-login-page';

describe('HomeLogin', () => {
  it('offers the sign-in form, sign-up and password reset (docs/product.md#routes paths) and names the page in the title', async () => {
    await initI18n('en-US');
    renderWithProviders(<HomeLoginPage />, { route: '/', brand: 'BOSS' });
    expect(screen.getByRole('button', { name: 'Sign in' }).getAttribute('type')).toBe('submit');
    expect(screen.getByLabelText('Email').getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    for (const link of screen.getAllByRole('link', { name: 'Create account' })) {
      expect(link.getAttribute('href')).toBe('/backstage/signup-login');
    }
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/backstage/reset-password',
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'My Gear',
      'Support',
      'Product information',
    ]);
    expect(document.title).toBe('BOSS - Backstage - Home');
  });

  it('with ?client=app is the sign-in alone, leading nowhere into the portal (ADR 043)', async () => {
    await initI18n('en-US');
    renderWithProviders(<HomeLoginPage />, { route: '/login?client=app', brand: 'BOSS' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in to continue');
    expect(screen.getByRole('button', { name: 'Sign in' }).getAttribute('type')).toBe('submit');
    // A new account is made in RegisterByApp; the portal's reset and home cards are not offered.
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe(
      '/backstage/app/signup',
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
    expect(document.title).toBe('BOSS - Backstage - Sign in to continue');
  });
});
