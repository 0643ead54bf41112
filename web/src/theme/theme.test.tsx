import { BRAND_THEMES } from '@backstage/domain';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandThemeProvider } from './brand-theme-provider';

describe('BrandThemeProvider', () => {
  it('marks <html> and sets the palette as CSS variables', () => {
    render(<BrandThemeProvider brand="RVS">x</BrandThemeProvider>);
    const root = document.documentElement;
    expect(root.dataset.brand).toBe('RVS');
    expect(root.dataset.theme).toBe('rvs');
    expect(root.style.getPropertyValue('--bs-primary')).toBe(BRAND_THEMES.rvs.primary);
  });

  it('draws drum brands in the dw theme', () => {
    render(<BrandThemeProvider brand="SLINGERLAND">x</BrandThemeProvider>);
    expect(document.documentElement.dataset.theme).toBe('dw');
  });
});
