import { BRANDS, type Brand } from '@backstage/domain';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@/test-utils';
import { BrandThemeProvider } from './brand-theme-provider';
import { ConsentBanner } from './consent-banner';

const banner = (brand: Brand, host: string) =>
  render(
    <MemoryRouter>
      <BrandThemeProvider brand={brand}>
        <ConsentBanner host={host} />
      </BrandThemeProvider>
    </MemoryRouter>,
  );

describe('consent banner (docs/product.md#consent-banner)', () => {
  it.each<Brand>(['ROLAND', 'BOSS', 'RVS'])('is shown for %s on its own host', (brand) => {
    banner(brand, 'backstage.example.com');
    expect(screen.queryAllByRole('region')).toHaveLength(1);
  });

  it.each(BRANDS.filter((b) => !['ROLAND', 'BOSS', 'RVS'].includes(b)))('is not shown for %s', (brand) => {
    banner(brand, 'backstage.example.com');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('is never shown on localhost', () => {
    banner('ROLAND', 'localhost');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('remembers the choice and stays away afterwards', () => {
    banner('BOSS', 'backstage.example.com');
    fireEvent.click(screen.getByRole('button', { name: 'consent.decline' }));
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    expect(localStorage.getItem('backstage.consent')).toBe('declined');
    cleanup();
    banner('BOSS', 'backstage.example.com');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });
});
