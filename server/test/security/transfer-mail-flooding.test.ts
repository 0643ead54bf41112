import { EMAIL_CHANGES_PER_ACCOUNT_PER_DAY } from '@backstage/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer, lastMail, reauthHeader } from '../accounts-helpers';
import { registered, type Session, send } from '../gear-transfer-helpers';
import { createTestApp, type TestApp } from '../test-app';

// Issue 42, finding 2: starting and cancelling a transfer 25 times mailed 25 strangers from the brand's
// sender, with the sender's own first name ("Claim your prize at …") in the subject. Now an account and a
// client address start a handful a day, and the subject carries nothing the sender typed.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const SPAM = 'Claim your prize now';

/** Starts a transfer as the owner does (re-authenticated), from a client address. */
async function startTransfer(owner: Session, id: number, to: string, address: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/registeredProducts/${id}/transfer`,
    payload: { email: to },
    headers: { ...bearer(owner.idToken), ...(await reauthHeader(t, owner)), 'x-forwarded-for': address },
  });
}

/** Start and cancel: the flood of the probe. Answers the status of each start. */
async function startAndCancel(owner: Session, id: number, prefix: string, count: number, address: string) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = await startTransfer(owner, id, `${prefix}-${i}@example.com`, address);
    statuses.push(started.statusCode);
    if (started.statusCode === 201)
      await send(t, 'DELETE', `/api/v1/gearTransfers/${started.json().id}`, owner.idToken);
  }
  return statuses;
}

describe('transfer mails to other addresses', () => {
  it('an account mails 5 strangers a day, and its chosen name stays out of the subject', async () => {
    const owner = await activeUser(t, 'flood-sender@example.com', { firstName: SPAM });
    const id = await registered(t, owner, 'FP-30X', 'FLOOD01');
    const statuses = await startAndCancel(owner, id, 'flood-stranger', 25, '198.51.100.20');
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    expect(await lastMail(t, 'flood-stranger-5@example.com')).toBeUndefined();
    const first = await lastMail(t, 'flood-stranger-0@example.com');
    expect(first.subject).toBe('Roland Backstage: someone is handing you their FP-30X');
    expect(first.subject).not.toContain(SPAM);
    expect(first.text).toContain(`gives their name as “${SPAM}” (their own words`);
  });

  it('one client address mails 10 strangers a day over every account it uses', async () => {
    const statuses: number[] = [];
    for (let a = 0; a < 3; a++) {
      const owner = await activeUser(t, `flood-account-${a}@example.com`);
      const id = await registered(t, owner, 'FP-30X', `FLOODA${a}`);
      statuses.push(...(await startAndCancel(owner, id, `flood-ip-${a}`, 5, '198.51.100.30')));
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
  });
});

describe('the e-mail change’s code, the other mail a signed-in account sends to an address it types', () => {
  it('goes out a handful of times a day per account, however many proofs it holds', async () => {
    const owner = await activeUser(t, 'change-flooder@example.com');
    const change = async (n: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/users/${owner.userId}`,
        headers: {
          ...bearer(owner.accessToken),
          ...(await reauthHeader(t, owner)),
          'x-forwarded-for': `198.51.100.${n + 1}`,
        },
        payload: { email: `stranger-${n}@example.com`, mailFormatType: 'html' },
      });
    for (let n = 0; n < EMAIL_CHANGES_PER_ACCOUNT_PER_DAY; n += 1)
      expect((await change(n)).statusCode, `change ${n}`).toBe(200);
    const over = await change(EMAIL_CHANGES_PER_ACCOUNT_PER_DAY);
    expect(over.statusCode).toBe(429);
    expect(await lastMail(t, `stranger-${EMAIL_CHANGES_PER_ACCOUNT_PER_DAY}@example.com`)).toBeUndefined();
  });
});
