import { type activeUser, bearer, lastMail, reauthHeader } from './accounts-helpers';
import { registration } from './my-gear-helpers';
import type { TestApp } from './test-app';

/** Test helpers for handing gear on (docs/product.md#gear-transfer). */
export type Session = Awaited<ReturnType<typeof activeUser>>;

export const send = (
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: bearer(token) });

/** Registers a product for the user and answers its id. */
export async function registered(t: TestApp, user: Session, model: string, serial: string, extra = {}) {
  const url = `/api/v1/users/${user.userId}/registeredProducts`;
  const res = await send(t, 'POST', url, user.idToken, registration(model, serial, extra));
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().id as number;
}

let clients = 0;

/**
 * Starts handing a registration on to an address, re-authenticated as the owner (docs/product.md#re-authentication),
 * each from a client address of its own so the tests do not spend one address's daily budget.
 */
export async function handOn(t: TestApp, owner: Session, id: number, email: string) {
  clients += 1;
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/registeredProducts/${id}/transfer`,
    payload: { email },
    headers: {
      ...bearer(owner.idToken),
      ...(await reauthHeader(t, owner)),
      'x-forwarded-for': `203.0.113.${clients % 250}`,
    },
  });
}

/** The code and the link of the newest transfer mail to an address. */
export async function transferMail(t: TestApp, to: string) {
  const mail = await lastMail(t, to);
  return {
    ...mail,
    code: mail.text.match(/code: (\d{6})/)![1]!,
    link: mail.text.match(/https?:\/\/\S+gear-transfer\/\S+/)![0],
  };
}

/** Accepts a transfer with a code, from a client address. */
export const accept = (t: TestApp, user: Session, id: string, code: string, address = '198.51.100.7') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/gearTransfers/${id}/accept`,
    payload: { code },
    headers: { ...bearer(user.idToken), 'x-forwarded-for': address },
  });

/** The user's registrations as My Gear lists them. */
export async function myGear(t: TestApp, user: Session) {
  return (await send(t, 'GET', `/api/v1/users/${user.userId}/registeredProducts`, user.idToken)).json().data;
}
