import { describe, expect, it } from 'vitest';
import { initI18n } from '@/i18n';
import { renderWithProviders, screen } from '@/test-utils';
import ThankYouPage from './thank-you-page';

async function renderAt(path: string) {
  await initI18n('en-US', ['cloud']);
  renderWithProviders(<ThankYouPage />, { route: path });
}

const hrefs = () => screen.getAllByRole('link').map((link) => link.getAttribute('href'));

describe('ThankYou (docs/product.md#cloud-screens)', () => {
  it('leads a plan into the account’s subscriptions', async () => {
    await renderAt('/thank-you?offer=core-monthly');
    expect(screen.getByText('Thank you for your order. Your membership is active.')).toBeTruthy();
    expect(hrefs()).toEqual(['/backstage/cloud/account/subscriptions', '/backstage/cloud']);
  });

  it('leads a lifetime key into billing history', async () => {
    await renderAt('/thank-you?offer=lifetime-tr-808');
    expect(hrefs()).toEqual(['/backstage/cloud/account/billing', '/backstage/cloud']);
  });

  it('in the app client’s view hands the membership back to the app and leads nowhere into the portal (ADR 043)', async () => {
    await renderAt('/thank-you?offer=lifetime-tr-808&client=app');
    expect(screen.getByText(/Your key is in your billing history/)).toBeTruthy();
    expect(screen.getByText('Everything is set: go back to the app to carry on.')).toBeTruthy();
    expect(hrefs()).toEqual(['rolandbackstage://backstage?done=membership&code=RCM-STATUS-DONE']);
    expect(screen.getByRole('link', { name: 'Return to the app' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close this page' })).toBeTruthy();
  });

  it('says the trial started', async () => {
    await renderAt('/thank-you?offer=ultimate-trial&client=app');
    expect(screen.getByText(/Your free trial has started/)).toBeTruthy();
  });
});
