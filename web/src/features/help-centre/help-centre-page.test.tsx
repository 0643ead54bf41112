import { describe, expect, it } from 'vitest';
import { initI18n } from '@/i18n';
import { renderWithProviders, screen } from '@/test-utils';
import { BrandThemeProvider } from '@/theme';
import HelpCentrePage from './help-centre-page';

describe('ZendeskSSO (docs/product.md#help-centre)', () => {
  it('is titled "{brand} - Help Center", the spec’s title for the help centre’s sign-in', async () => {
    await initI18n('en-US');
    renderWithProviders(
      <BrandThemeProvider brand="BOSS">
        <HelpCentrePage />
      </BrandThemeProvider>,
      { route: '/hc/login?return_to=https%3A%2F%2Fhelp.example.com%2Fhc' },
    );
    expect(await screen.findByRole('button', { name: /sign in|continue/i })).toBeTruthy();
    expect(document.title).toBe('BOSS - Help Center');
  });
});
