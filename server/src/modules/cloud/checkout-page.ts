import type { CloudOffer } from '@backstage/domain';
import { formatMoney } from '@backstage/domain/local-currency';
import type { LocalPrice } from './local-price';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export interface CheckoutPageInput {
  action: string;
  purpose: 'purchase' | 'payment-method';
  offer?: CloudOffer;
  /** The price in the buyer's currency; absent: charged in USD. */
  local?: LocalPrice;
  error?: string;
  fields?: { field: string; message: string }[];
  values?: Record<string, string>;
  cancelHref: string;
}

const per = (offer: CloudOffer) =>
  offer.period === 'annual' ? ' / year' : offer.period === 'monthly' ? ' / month' : '';
const usd = (offer: CloudOffer) => `${formatMoney(offer.priceCents, 'USD')}${per(offer)}`;
/** What is charged: the local amount with the USD price beside it (docs/product.md#checkout), or the USD price. */
const price = (offer: CloudOffer, local?: LocalPrice) =>
  local ? `${formatMoney(local.amountMinor, local.currency)}${per(offer)} (${usd(offer)})` : usd(offer);
const charged = (offer: CloudOffer, local?: LocalPrice) =>
  local ? formatMoney(local.amountMinor, local.currency) : formatMoney(offer.priceCents, 'USD');
const rateNote = (local?: LocalPrice) =>
  local
    ? `Prices are in US dollars; your card is charged in ${local.currency} at ${local.rate} ${local.currency} per US dollar (rate of ${local.rateDate}).`
    : 'Prices are in US dollars; your card is charged in US dollars.';

function field(input: CheckoutPageInput, name: string, label: string, attrs: string) {
  const error = input.fields?.find((f) => f.field === name)?.message;
  const value = name === 'number' || name === 'cvc' ? '' : (input.values?.[name] ?? '');
  const described = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return `<p><label for="${name}">${label}</label>
<input id="${name}" name="${name}" ${attrs} value="${escapeHtml(value)}" required${described}>
${error ? `<span class="error" id="${name}-error">${escapeHtml(error)}</span>` : ''}</p>`;
}

/**
 * The built-in processor's payment page (docs/product.md#checkout): plain HTML with no script (the site's
 * content security policy allows none inline), posted back to the server, in the Roland Cloud colours.
 */
export function checkoutPage(input: CheckoutPageInput): string {
  const title = input.purpose === 'purchase' ? 'Checkout' : 'Update payment method';
  const summary = input.offer
    ? `<p class="summary"><strong>${escapeHtml(input.offer.name)}</strong><br>${escapeHtml(price(input.offer, input.local))}</p>
<p class="note">${escapeHtml(rateNote(input.local))}</p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Roland Cloud - ${title}</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#101418;color:#f4f6f8}
main{max-width:28rem;margin:0 auto;padding:2rem 1.25rem}
h1{font-size:1.5rem;margin:0 0 1rem}
.summary{background:#1c232b;border-radius:8px;padding:1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{box-sizing:border-box;width:100%;padding:.7rem;border-radius:6px;border:1px solid #8a96a3;background:#fff;color:#111;font-size:1rem}
.row{display:flex;gap:1rem}.row p{flex:1}
button{width:100%;padding:.8rem;border:0;border-radius:6px;background:#ffb400;color:#111;font-weight:700;font-size:1rem;cursor:pointer}
.error{color:#ffb3b3;display:block;margin-top:.25rem}
.alert{background:#5c1a1a;color:#fff;border-radius:6px;padding:.75rem}
a{color:#8cc8ff}.note{color:#c5ced8;font-size:.9rem}
</style></head>
<body><main>
<h1>${title}</h1>
${summary}
${input.error ? `<p class="alert" role="alert">${escapeHtml(input.error)}</p>` : ''}
<form method="post" action="${escapeHtml(input.action)}" novalidate>
${field(input, 'name', 'Name on card', 'autocomplete="cc-name" maxlength="100"')}
${field(input, 'number', 'Card number', 'autocomplete="cc-number" inputmode="numeric" maxlength="23"')}
<div class="row">
${field(input, 'expiry', 'Expiry (MM/YY)', 'autocomplete="cc-exp" maxlength="7" placeholder="MM/YY"')}
${field(input, 'cvc', 'Security code', 'autocomplete="cc-csc" inputmode="numeric" maxlength="4"')}
</div>
<button type="submit">${input.purpose === 'purchase' && input.offer ? `Pay ${escapeHtml(charged(input.offer, input.local))}` : 'Save card'}</button>
</form>
<p class="note">Roland Cloud's own processor. <a href="${escapeHtml(input.cancelHref)}">Cancel and go back</a></p>
</main></body></html>`;
}
