import { BRAND_LABELS, type Brand } from '@backstage/domain';
import { mailTexts } from './culture-mail-texts';
import type { OutgoingMail } from './outbox-repo';
import type { MailKind } from './texts';

export interface MailInput {
  kind: MailKind;
  to: string;
  cultureCode: string;
  brand: Brand;
  name: string;
  link: string;
  code?: string;
  newEmail?: string;
  /** A sign-in's device, place and time (the new-device alert). */
  device?: string;
  place?: string;
  time?: string;
  /** The name of a passkey just added (its security alert). */
  passkey?: string;
  /** A registered product's name and serial, the person handing it on, and a day (gear transfers, warranty). */
  product?: string;
  serial?: string;
  sender?: string;
  date?: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The Intl locale of a culture code: `Lt-sr-SP` is no BCP 47 tag (Intl throws on it), Serbian in Latin script is. */
export const intlLocale = (cultureCode: string): string =>
  cultureCode === 'Lt-sr-SP' ? 'sr-Latn-RS' : cultureCode;

/** A day (YYYY-MM-DD) as the culture writes it in a mail. */
export const mailDate = (day: string, cultureCode: string): string =>
  new Intl.DateTimeFormat(intlLocale(cultureCode), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(day),
  );

/** A mail in the user's culture (along its text chain, ADR 083) and brand, with the link and the code as text. */
export function composeMail(input: MailInput): OutgoingMail {
  const texts = mailTexts(input.cultureCode, input.kind);
  const fill = (text: string) =>
    text
      .replaceAll('{brand}', BRAND_LABELS[input.brand])
      .replaceAll('{name}', input.name)
      .replaceAll('{code}', input.code ?? '')
      .replaceAll('{newEmail}', input.newEmail ?? '')
      .replaceAll('{device}', input.device ?? '')
      .replaceAll('{place}', input.place ?? '')
      .replaceAll('{time}', input.time ?? '')
      .replaceAll('{passkey}', input.passkey ?? '')
      .replaceAll('{product}', input.product ?? '')
      .replaceAll('{serial}', input.serial ?? '')
      .replaceAll('{sender}', input.sender ?? '')
      .replaceAll('{date}', input.date ?? '');
  const lines = [fill(texts.greeting), fill(texts.body), `${fill(texts.action)}: ${input.link}`];
  if (texts.code && input.code) lines.push(fill(texts.code));
  lines.push(fill(texts.ignore));
  const html = [
    `<p>${escapeHtml(fill(texts.greeting))}</p>`,
    `<p>${escapeHtml(fill(texts.body))}</p>`,
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(fill(texts.action))}</a></p>`,
    texts.code && input.code ? `<p>${escapeHtml(fill(texts.code))}</p>` : '',
    `<p>${escapeHtml(fill(texts.ignore))}</p>`,
  ].join('\n');
  return { kind: input.kind, to: input.to, subject: fill(texts.subject), text: lines.join('\n\n'), html };
}
