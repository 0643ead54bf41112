import type { TestApp } from './test-app';

export const PASSWORD = 'Kettle-Drum-77';

/** A complete sign-up payload (docs/product.md#sign-up) for an e-mail. */
export function signUpPayload(email: string, extra: Record<string, unknown> = {}) {
  return {
    firstName: 'Aiko',
    lastName: 'Tanaka',
    email,
    password: PASSWORD,
    cultureCode: 'en-US',
    allowEmail: true,
    mailFormatType: 'html',
    signupSource: 'backstage',
    useActivationId: true,
    ...extra,
  };
}

/** Signs up through the API with a fresh security token. */
export async function signUp(t: TestApp, email: string, extra: Record<string, unknown> = {}) {
  const { securityToken } = (await t.app.inject('/api/v1/serverTime')).json();
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/signup',
    headers: { 'x-client-id': 'roland', 'x-security-token': securityToken },
    payload: signUpPayload(email, extra),
  });
}

/** The newest mail in the dev outbox for an address. */
export async function lastMail(
  t: TestApp,
  to: string,
): Promise<{ subject: string; text: string; html: string }> {
  const { data } = (await t.app.inject(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json();
  return data[0];
}

/** The 6-digit code of the newest mail for an address. */
export async function mailedCode(t: TestApp, to: string): Promise<string> {
  return (await lastMail(t, to)).text.match(/\b(\d{6})\b/)![1]!;
}

/** Signs up (with extra payload fields), activates with the mailed code and signs in; returns the tokens and user id. */
export async function activeUser(t: TestApp, email: string, extra: Record<string, unknown> = {}) {
  await signUp(t, email, extra);
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/confirm',
    payload: { email, code: await mailedCode(t, email) },
  });
  const tokens = (
    await t.app.inject({ method: 'POST', url: '/api/v1/signin', payload: { email, password: PASSWORD } })
  ).json();
  const me = (
    await t.app.inject({ url: '/api/v1/me', headers: { authorization: `Bearer ${tokens.idToken}` } })
  ).json();
  return { ...tokens, userId: me.id as string } as {
    idToken: string;
    accessToken: string;
    refreshToken: string;
    userId: string;
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A re-authentication proof for the session of an id token (docs/product.md#re-authentication), as its header. */
export async function reauthHeader(
  t: TestApp,
  session: { userId: string; idToken: string },
  body: { password?: string; code?: string } = { password: PASSWORD },
): Promise<Record<string, string>> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/users/${session.userId}/reauth`,
    headers: bearer(session.idToken),
    payload: body,
  });
  return { 'x-reauth-token': res.json().reauthToken };
}

/** Deletes the account as its owner does: a re-authentication proof, then `linkage/delete`. */
export async function deleteAccount(t: TestApp, session: { userId: string; idToken: string }) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/users/${session.userId}/linkage/delete`,
    headers: { ...bearer(session.idToken), ...(await reauthHeader(t, session)) },
  });
}
