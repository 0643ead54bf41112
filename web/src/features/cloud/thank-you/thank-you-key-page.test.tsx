import { describe, expect, it } from 'vitest';
import { initI18n } from '@/i18n';
import { cleanup, renderWithProviders, screen } from '@/test-utils';
import ThankYouKeyPage from './thank-you-key-page';

async function renderAt(path: string) {
  await initI18n('en-US', ['cloud']);
  cleanup();
  renderWithProviders(<ThankYouKeyPage />, { route: path });
}

describe('ThankYouKey (docs/product.md#cloud-screens)', () => {
  it('names the product a key or serial registered', async () => {
    await renderAt('/thank-you-key?product=JUPITER-8');
    expect(screen.getByText('JUPITER-8 is registered to your account.')).toBeTruthy();
  });

  it('opened without a product says nothing was confirmed, not " is registered to your account."', async () => {
    await renderAt('/thank-you-key');
    expect(screen.queryByText(/is registered to your account/)).toBeNull();
    expect(
      screen.getByText(
        'This page confirms a registered key or serial, and none was named. Your products list what is registered.',
      ),
    ).toBeTruthy();
  });
});
