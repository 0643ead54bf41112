import type { StaffRole } from '@backstage/domain';
import { generate } from 'otplib';
import { activeUser, bearer, PASSWORD, reauthHeader } from './accounts-helpers';
import type { TestApp } from './test-app';

// Staff accounts for the staff console's tests (docs/product.md#staff-console).

export interface StaffSession {
  userId: string;
  email: string;
  idToken: string;
  accessToken: string;
  secret: string;
}

/** Roles and cultures stored as they are, whatever the address (the guard must refuse an off-domain one). */
export async function storeRoles(t: TestApp, userId: string, roles: StaffRole[], cultures: string[] = []) {
  for (const role of roles)
    await t.db.query(
      `insert into staff_roles (user_id, role, granted_by) values ($1, $2, 'test') on conflict do nothing`,
      [userId, role],
    );
  await t.db.query('update users set managing_culture_codes = $2 where id = $1', [userId, cultures]);
}

/** Turns two-step sign-in on for an account (set-up needs a re-authentication); answers the authenticator's secret. */
export async function turnOnTwoStep(
  t: TestApp,
  user: { userId: string; accessToken: string; idToken: string },
) {
  const setUp = await t.app.inject({
    method: 'POST',
    url: `/api/v1/users/${user.userId}/mfa/totp`,
    headers: { ...bearer(user.accessToken), ...(await reauthHeader(t, user)) },
  });
  const { secret } = setUp.json() as { secret: string };
  await t.app.inject({
    method: 'POST',
    url: `/api/v1/users/${user.userId}/mfa/totp/verify`,
    headers: bearer(user.accessToken),
    payload: { code: await generate({ secret }) },
  });
  return secret;
}

/** Signs in with password and a code of the authenticator (the step after the last one spent). */
export async function signInWithCode(t: TestApp, email: string, secret: string) {
  await t.db.query(
    'update totp_factors set last_time_step = 0 where user_id = (select id from users where email = $1)',
    [email.toLowerCase()],
  );
  const first = await t.app.inject({
    method: 'POST',
    url: '/api/v1/signin',
    payload: { email, password: PASSWORD },
  });
  const passed = await t.app.inject({
    method: 'POST',
    url: '/api/v1/signin/mfa',
    payload: { mfaToken: first.json().mfaToken, code: await generate({ secret }) },
  });
  return passed.json() as { idToken: string; accessToken: string; refreshToken: string };
}

/** A staff account with roles (and cultures) signed in with two-step sign-in. */
export async function staffSession(
  t: TestApp,
  email: string,
  roles: StaffRole[],
  cultures: string[] = [],
): Promise<StaffSession> {
  const user = await activeUser(t, email);
  await storeRoles(t, user.userId, roles, cultures);
  const secret = await turnOnTwoStep(t, user);
  const tokens = await signInWithCode(t, email, secret);
  return { userId: user.userId, email: email.toLowerCase(), secret, ...tokens };
}
