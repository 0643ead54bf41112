import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { BrandThemeProvider } from '../../theme';
import HomeLoginPage from './home-login-page';

describe('HomeLogin', () => {
  it('offers sign-in and sign-up (spec §2 paths) and names the page in the title', async () => {
    await initI18n('en-US');
    render(
      <MemoryRouter basename="/backstage" initialEntries={['/backstage/']}>
        <BrandThemeProvider brand="BOSS">
          <HomeLoginPage />
        </BrandThemeProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/backstage/login');
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe(
      '/backstage/signup-login',
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'My Gear',
      'Support',
      'Product information',
    ]);
    expect(document.title).toBe('BOSS - Backstage - Home');
  });
});
