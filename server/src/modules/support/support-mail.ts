import { BRAND_LABELS, type Brand, portalUrl, replyPromise } from '@backstage/domain';
import type { Config } from '../../config';
import type { OutgoingMail } from '../mail';
import { type SupportMailFields, supportMailTexts } from './support-mail-texts';

interface TicketMailInput {
  id: number;
  form: string;
  subject: string;
  brand: string;
  to: string;
  name: string;
  cultureCode: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

type Texts = SupportMailFields;

function compose(
  config: Config,
  input: TicketMailInput,
  subjectKey: 'receivedSubject' | 'answerSubject',
  paragraphs: (t: Texts) => string[],
  quoted?: string,
): OutgoingMail {
  const texts = supportMailTexts(input.cultureCode);
  const fill = (text: string) =>
    text
      .replaceAll('{brand}', BRAND_LABELS[input.brand as Brand] ?? input.brand)
      .replaceAll('{id}', String(input.id))
      .replaceAll('{subject}', input.subject)
      .replaceAll('{name}', input.name);
  const link = portalUrl(config.PUBLIC_URL, config.ROUTER_MODE, '/support/requests', {});
  // The staff answer is quoted as written, never filled like a template.
  const parts = [fill(texts.greeting), ...paragraphs(texts).map(fill), ...(quoted ? [quoted] : [])];
  const text = [...parts, `${fill(texts.action)}: ${link}`, fill(texts.signature)].join('\n\n');
  const html = [
    ...parts.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(fill(texts.action))}</a></p>`,
    `<p>${escapeHtml(fill(texts.signature))}</p>`,
  ].join('\n');
  const kind = subjectKey === 'receivedSubject' ? 'supportReceived' : 'supportAnswer';
  return { kind, to: input.to, subject: fill(texts[subjectKey]), text, html };
}

/** The confirmation of a new ticket, with the reply-time promise (docs/product.md#support-times). */
export function receivedMail(config: Config, input: TicketMailInput): OutgoingMail {
  const promise = replyPromise(input.form).kind;
  return compose(config, input, 'receivedSubject', (t) => [
    t.received,
    promise === 'acknowledge' ? t.promiseAcknowledge : t.promiseWorking,
  ]);
}

/** A staff answer, quoted in full, so the requester need not sign in to read it. */
export function answerMail(config: Config, input: TicketMailInput, answer: string): OutgoingMail {
  return compose(config, input, 'answerSubject', (t) => [t.answered], answer);
}
