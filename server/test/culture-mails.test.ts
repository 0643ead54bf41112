import { addDaysToDay, addMonthsToDay } from '@backstage/domain';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTexts } from '../src/modules/mail/culture-mail-texts';
import type { MailKind } from '../src/modules/mail/texts';
import { supportMailTexts } from '../src/modules/support/support-mail-texts';
import { runWarrantyReminders } from '../src/modules/warranty-reminders';
import { activeUser, bearer, deleteAccount, PASSWORD, reauthHeader } from './accounts-helpers';
import { accept, handOn, registered } from './gear-transfer-helpers';
import { SoftAuthenticator } from './soft-authenticator';
import { staffSession, turnOnTwoStep } from './staff-helpers';
import { SERVICE_REQUEST, sendRequest } from './support-helpers';
import { createTestApp, type TestApp } from './test-app';

// Issue #39: every mail the server sends arrives in the account's culture. Each kind is triggered through the API
// as a customer triggers it, for three cultures beside English, and read from the outbox: its subject and body
// are the culture's texts (docs/translations.md#mails), its greeting the culture's name order
// (docs/product.md#name-order).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t?.close());

type Session = Awaited<ReturnType<typeof activeUser>>;
const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const RP = { origin: 'http://localhost:3000', rpId: 'localhost' };
const today = new Date().toISOString().slice(0, 10);

const call = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
  headers = {},
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...bearer(token), 'user-agent': UA, ...headers },
    payload,
  });

interface Stored {
  kind: string;
  subject: string;
  text: string;
}
const outbox = async (to: string): Promise<Stored[]> =>
  (
    await t.db.query<Stored>(
      'select kind, subject, text_body as text from mail_outbox where recipient = $1 order by id',
      [to],
    )
  ).rows;

/** A text with its `{…}` placeholders as wildcards, the brand filled, as a whole-line pattern. */
const pattern = (text: string) =>
  new RegExp(
    `^${text
      .split(/(\{\w+\})/)
      .map((part) =>
        part === '{brand}'
          ? 'Roland'
          : /^\{\w+\}$/.test(part)
            ? '.+'
            : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
      )
      .join('')}$`,
    'm',
  );

const PEOPLE = {
  'de-DE': { firstName: 'Klara', lastName: 'Vogel', greeting: 'Hallo Klara,' },
  'ja-JP': {
    firstName: '愛子',
    lastName: '田中',
    phoneticFirstName: 'アイコ',
    phoneticLastName: 'タナカ',
    greeting: '田中 愛子 様',
  },
  'pt-BR': { firstName: 'Beatriz', lastName: 'Souza', greeting: 'Olá, Beatriz,' },
} as const;

const SUPPORT_NAMES = { 'de-DE': 'Klara Vogel', 'ja-JP': '田中 愛子', 'pt-BR': 'Beatriz Souza' } as const;

/** The owner's turn through every flow that mails them, and the other side's where one takes part. */
async function everyMail(culture: keyof typeof PEOPLE, support: string) {
  const tag = culture.toLowerCase();
  const { greeting: _g, ...names } = PEOPLE[culture];
  const email = `kinds-${tag}@example.com`;
  const owner: Session = await activeUser(t, email, { cultureCode: culture, ...names });
  // A sign-in from a device the account has not used: the new-device alert.
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/signin',
    headers: { 'user-agent': UA, 'x-forwarded-for': '8.8.8.8' },
    payload: { email, password: PASSWORD },
  });
  await t.app.inject({ method: 'POST', url: '/api/v1/users/password', payload: { email } });

  const options = await call('POST', `/users/${owner.userId}/passkeys/options`, owner.idToken, undefined, {
    ...(await reauthHeader(t, owner)),
  });
  const response = new SoftAuthenticator(RP).register(options.json());
  const passkey = await call('POST', `/users/${owner.userId}/passkeys`, owner.idToken, {
    name: 'Desk',
    response,
  });
  await call('DELETE', `/users/${owner.userId}/passkeys/${passkey.json().id}`, owner.idToken, undefined, {
    ...(await reauthHeader(t, owner)),
  });

  const secret = await turnOnTwoStep(t, owner);
  // Each call below spends a code of the authenticator; the test lets the next one be this step's code again.
  const code = async () => {
    await t.db.query('update totp_factors set last_time_step = 0 where user_id = $1', [owner.userId]);
    return generate({ secret });
  };
  await call('POST', `/users/${owner.userId}/mfa/recoveryCodes`, owner.accessToken, undefined, {
    ...(await reauthHeader(t, owner, { code: await code() })),
  });
  const proof = await reauthHeader(t, owner, { code: await code() });
  await call('DELETE', `/users/${owner.userId}/mfa/totp`, owner.accessToken, { code: await code() }, proof);

  // Handing a unit on to another account of the same culture, who accepts it.
  const heirEmail = `kinds-heir-${tag}@example.com`;
  const heir = await activeUser(t, heirEmail, { cultureCode: culture, ...names });
  const unit = await registered(t, owner, 'FP-30X', `KND${tag.slice(0, 2).toUpperCase()}01`);
  const transfer = (await handOn(t, owner, unit, heirEmail)).json();
  const [offer] = (await outbox(heirEmail)).filter((mail) => mail.kind === 'gearTransfer');
  expect(offer, culture).toBeDefined();
  expect((await accept(t, heir, transfer.id, offer!.text.match(/\b(\d{6})\b/)![1]!)).statusCode).toBe(200);

  // A Roland piano bought 36 months less 9 days ago: its warranty ends within the reminder's 30 days.
  const bought = addMonthsToDay(addDaysToDay(today, 10), -36);
  await registered(t, owner, 'FP-10', `KND${tag.slice(0, 2).toUpperCase()}02`, { purchaseDate: bought });
  await runWarrantyReminders(t.app.deps);

  // The form's name as the profile fills it in the culture (docs/product.md#name-order).
  const ticket = await sendRequest(t, owner.idToken, { ...SERVICE_REQUEST, email, name: support });
  expect(ticket.statusCode, ticket.body).toBe(201);
  // The help desk answers from the staff console: an agent with the support role, signed in with two steps.
  const staff = await staffSession(t, `kinds-agent-${tag}@roland.com`, ['support']);
  await t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/desk/tickets/${ticket.json().id}/replies`,
    headers: bearer(staff.idToken),
    payload: { body: 'Bitte / お願い / Por favor' },
  });

  const newEmail = `kinds-new-${tag}@example.com`;
  await call(
    'PUT',
    `/users/${owner.userId}`,
    owner.accessToken,
    { email: newEmail, mailFormatType: 'html' },
    await reauthHeader(t, owner),
  );
  const newAddress = await outbox(newEmail);
  expect((await deleteAccount(t, owner)).statusCode, culture).toBeLessThan(300);
  return [
    ...(await outbox(email)),
    ...newAddress,
    ...(await outbox(heirEmail)).filter((m) => m.kind !== 'activation'),
  ];
}

const ACCOUNT_KINDS: MailKind[] = [
  'activation',
  'newDevice',
  'passwordReset',
  'passkeyAdded',
  'passkeyRemoved',
  'twoStepOn',
  'recoveryCodesRenewed',
  'twoStepOff',
  'gearTransfer',
  'gearTransferAccepted',
  'warrantyReminder',
  'emailChange',
  'emailChangeNotice',
  'accountDeleted',
];

describe.each(Object.keys(PEOPLE) as (keyof typeof PEOPLE)[])(
  "every mail kind in the account's culture: %s",
  (culture) => {
    it('arrives with the culture’s subject, greeting and body', { timeout: 240_000 }, async () => {
      const mails = await everyMail(culture, SUPPORT_NAMES[culture]);
      const of = (kind: string) => mails.find((mail) => mail.kind === kind);
      for (const kind of ACCOUNT_KINDS) {
        const mail = of(kind);
        const texts = mailTexts(culture, kind);
        expect(mail, `${culture} ${kind}`).toBeDefined();
        expect(mail!.subject, `${culture} ${kind}`).toMatch(pattern(texts.subject));
        expect(mail!.subject, `${culture} ${kind}`).not.toMatch(pattern(mailTexts('en-US', kind).subject));
        expect(mail!.text, `${culture} ${kind}`).toMatch(pattern(texts.body));
        // The offer to the heir greets nobody by name; every other kind greets the account's holder.
        if (kind !== 'gearTransfer')
          expect(mail!.text, `${culture} ${kind}`).toContain(PEOPLE[culture].greeting);
      }
      const support = supportMailTexts(culture);
      expect(of('supportReceived')?.subject).toMatch(pattern(support.receivedSubject));
      expect(of('supportReceived')?.text).toContain(
        support.greeting.replace('{name}', SUPPORT_NAMES[culture]),
      );
      expect(of('supportReceived')?.text).toMatch(pattern(support.received));
      expect(of('supportAnswer')?.subject).toMatch(pattern(support.answerSubject));
      expect(of('supportAnswer')?.text).toMatch(pattern(support.answered));
    });
  },
);
