import { BRAND_LABELS, type Brand, portalUrl } from '@backstage/domain';
import type { Config } from '../../config';
import type { OutgoingMail } from '../mail';
import { type MailedAction, staffMailTexts } from './staff-mail-texts';

// The mails a customer gets when support acts on their account (docs/product.md#staff-actions): what was done,
// the reason support gave, and where to see it. Never a code or a link that signs anyone in.

export type { MailedAction };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export interface StaffMailInput {
  action: MailedAction;
  to: string;
  name: string;
  cultureCode: string;
  brand: string;
  reason: string;
  passkey?: string;
}

/** The customer's mail about a staff action, in their culture along its text chain (ADR 083). */
export function staffActionMail(config: Config, input: StaffMailInput): OutgoingMail {
  const texts = staffMailTexts(input.cultureCode, input.action);
  const brand = BRAND_LABELS[input.brand as Brand] ?? input.brand;
  // The name, reason and passkey are filled last and never read as a template.
  const fill = (text: string) =>
    text
      .replaceAll('{brand}', brand)
      .replace('{name}', () => input.name)
      .replace('{passkey}', () => input.passkey ?? '')
      .replace('{reason}', () => input.reason);
  const link = portalUrl(config.PUBLIC_URL, config.ROUTER_MODE, '/settings/security', {});
  const parts = [texts.greeting, texts.done, texts.reason, texts.notYou].map(fill);
  const text = [...parts, `${texts.action}: ${link}`, fill(texts.signature)].join('\n\n');
  const html = [
    ...parts.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.action)}</a></p>`,
    `<p>${escapeHtml(fill(texts.signature))}</p>`,
  ].join('\n');
  return { kind: 'staffAction', to: input.to, subject: fill(texts.subject), text, html };
}
