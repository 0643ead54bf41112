import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, lastMail, PASSWORD } from '../../../test/accounts-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
const A = 'new-device-a@example.com';
const B = 'new-device-b@example.com';

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const signIn = async (email: string, userAgent: string, ip = '8.8.8.8') => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/signin',
    headers: { 'user-agent': userAgent, 'x-forwarded-for': ip },
    payload: { email, password: PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { idToken: string; refreshToken: string };
};
const mails = async (to: string) =>
  (await t.app.inject(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json().data as {
    subject: string;
    text: string;
  }[];
const alerts = async (to: string) => (await mails(to)).filter((mail) => /new sign-in/.test(mail.subject));
const wasntMe = (token: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/securityAlerts/wasntMe', payload: { token } });
const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/tokens/refresh', payload: { token } });
const tokenOf = (text: string) =>
  new URL(text.match(/https?:\/\/\S+security-alert\S+/)![0]).searchParams.get('token')!;

describe('new-device alert (docs/product.md#new-device-alert)', () => {
  it('mails once for a device and place not seen in 90 days, not for the first or a known one', async () => {
    await activeUser(t, A); // the first sign-in: nothing to compare with
    expect(await alerts(A)).toEqual([]);
    await signIn(A, DESKTOP);
    const afterDesktop = await alerts(A);
    // activeUser signed in with no user agent; a desktop Chrome is new to the account.
    expect(afterDesktop).toHaveLength(1);
    await signIn(A, DESKTOP); // seen now: no second mail
    expect(await alerts(A)).toHaveLength(1);

    await signIn(A, PHONE);
    const [alert] = await alerts(A);
    expect(await alerts(A)).toHaveLength(2);
    expect(alert!.subject).toMatch(
      /^Roland Backstage: new sign-in on Apple iPhone \(iOS 17\.5\), Mobile Safari 17$/,
    );
    expect(alert!.text).toContain('Hello Aiko,');
    // Device, place and time (in the account's culture, UTC), then the "this wasn't me" link.
    expect(alert!.text).toMatch(
      /Apple iPhone \(iOS 17\.5\), Mobile Safari 17 in United States, on \w+ \d+, \d{4} at \d+:\d\d\s(AM|PM) UTC/,
    );
    expect(alert!.text).toMatch(
      /This wasn’t me: sign out everywhere and reset my password: http:\/\/\S+\/backstage\/security-alert\?token=/,
    );

    // The same phone in another country is a new place.
    const geo = await t.app.inject({ url: '/api/services/geoip', headers: { 'x-forwarded-for': '1.1.1.1' } });
    expect(geo.json().country.names.en).not.toBe('United States');
    await signIn(A, PHONE, '1.1.1.1');
    expect(await alerts(A)).toHaveLength(3);
  });

  it('is written in the account’s culture', async () => {
    await activeUser(t, B, {
      cultureCode: 'ja-JP',
      phoneticFirstName: 'アイコ',
      phoneticLastName: 'タナカ',
    });
    await signIn(B, PHONE);
    const [alert] = await mails(B);
    expect(alert!.subject).toContain('からの新しいサインイン');
    expect(alert!.text).toContain('UTC');
  });

  it('"this wasn’t me" ends every session at once and mails a password reset; the link works once', async () => {
    const here = await signIn(A, DESKTOP);
    const there = await signIn(A, PHONE, '9.9.9.9');
    const token = tokenOf((await alerts(A))[0]!.text);
    const before = (await mails(A)).length;

    const answer = await wasntMe(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'secured', email: A });
    for (const session of [here, there]) expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect(await mails(A)).toHaveLength(before + 1);
    expect((await lastMail(t, A)).subject).toBe('Roland Backstage: reset your password');

    const again = await wasntMe(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('ALERT_LINK_EXPIRED');
    expect(await mails(A)).toHaveLength(before + 1);
  });

  it('refuses a missing, malformed or unknown token with a clear error and changes nothing', async () => {
    const session = await signIn(A, DESKTOP);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/securityAlerts/wasntMe',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect((await wasntMe('short')).json().fields[0].message).toBe('Invalid link.');
    const unknown = await wasntMe('x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'ALERT_LINK_EXPIRED',
      message: 'This link has expired or has already been used.',
    });
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
  });
});
