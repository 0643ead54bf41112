import { DAY_MS } from '@backstage/domain';

/**
 * The built-in processor's cards (docs/product.md#test-cards). It moves no money, so it accepts only these:
 * one that always pays, one that is declined, and one that pays the first order and then fails to renew.
 */
export const TEST_CARDS = {
  '4242424242424242': 'pays',
  '4000000000000002': 'declined',
  '4000000000000341': 'fails-on-renewal',
} as const;
export type CardBehaviour = (typeof TEST_CARDS)[keyof typeof TEST_CARDS];

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardCheck =
  | { ok: true; last4: string; behaviour: CardBehaviour | 'declined' }
  | { ok: false; fields: { field: string; message: string }[] };

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Checks a card's form (number, expiry not past at `now`, security code, name) and finds how it behaves. */
export function checkCard(input: CardInput, now: Date): CardCheck {
  const number = input.number.replace(/[\s-]/g, '');
  const fields: { field: string; message: string }[] = [];
  if (!/^\d{13,19}$/.test(number) || !luhn(number))
    fields.push({ field: 'number', message: 'Card number is invalid' });
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.expiry.trim());
  const month = Number(expiry?.[1]);
  const ends = expiry ? Date.UTC(2000 + Number(expiry[2]), month, 1) : 0;
  if (!expiry || month < 1 || month > 12 || ends <= now.getTime() - DAY_MS)
    fields.push({ field: 'expiry', message: 'Expiry date is invalid' });
  if (!/^\d{3,4}$/.test(input.cvc.trim())) fields.push({ field: 'cvc', message: 'Security code is invalid' });
  if (!input.name.trim() || input.name.length > 100)
    fields.push({ field: 'name', message: 'Name on card is required' });
  if (fields.length > 0) return { ok: false, fields };
  const behaviour = TEST_CARDS[number as keyof typeof TEST_CARDS] ?? 'declined';
  return { ok: true, last4: number.slice(-4), behaviour };
}

/** Whether a card with this behaviour pays a first order, or a renewal. */
export const cardPays = (behaviour: string, kind: 'order' | 'renewal') =>
  behaviour === 'pays' || (behaviour === 'fails-on-renewal' && kind === 'order');
