import type { TestApp } from './test-app';

export const CARDS = {
  pays: '4242424242424242',
  declined: '4000000000000002',
  failsOnRenewal: '4000000000000341',
};

/** Calls the cloud gateway with a user's id token. */
export function cloudCaller(t: TestApp) {
  return (method: 'GET' | 'POST' | 'DELETE', url: string, idToken: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${idToken}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

/** Pays a checkout on the built-in processor's page with a card, as the browser's form post does. */
export function payOnCheckoutPage(
  t: TestApp,
  checkoutUrl: string,
  number: string,
  extra: Record<string, string> = {},
) {
  const form = new URLSearchParams({ name: 'Aiko Tanaka', number, expiry: '12/39', cvc: '123', ...extra });
  return t.app.inject({
    method: 'POST',
    url: checkoutUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

/** Moves the billing clock forward (BILLING_CLOCK=adjustable) and runs the billing job. */
export async function advanceDays(t: TestApp, days: number) {
  return (
    await t.app.inject({ method: 'POST', url: '/cloud/dev/clock', payload: { advanceDays: days } })
  ).json();
}
