import { BRAND_THEMES } from '@backstage/domain';
import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { render } from '@/test-utils';
import { BrandThemeProvider } from './brand-theme-provider';
import { muiTheme } from './mui-theme';

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

describe('muiTheme', () => {
  it('puts text on every status colour with at least 4.5:1 contrast in every brand theme', () => {
    for (const palette of Object.values(BRAND_THEMES)) {
      const theme = muiTheme(palette);
      for (const name of ['error', 'warning', 'info', 'success'] as const) {
        const { main, contrastText } = theme.palette[name];
        expect(getContrastRatio(main, contrastText), `${palette.mode} ${name}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('keeps a filled button readable on hover (its dark shade) in every brand theme', () => {
    for (const [name, palette] of Object.entries(BRAND_THEMES)) {
      const theme = muiTheme(palette);
      for (const colour of ['primary', 'secondary'] as const) {
        const { dark, contrastText } = theme.palette[colour];
        expect(getContrastRatio(dark, contrastText), `${name} ${colour}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it("makes each palette's theme once, so the start can make it before the providers ask (ADR 052)", () => {
    expect(muiTheme(BRAND_THEMES.dw)).toBe(muiTheme(BRAND_THEMES.dw));
    expect(muiTheme(BRAND_THEMES.dw)).not.toBe(muiTheme(BRAND_THEMES.rvs));
  });
});
