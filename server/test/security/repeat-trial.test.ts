import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, deleteAccount as deleteOwnAccount } from '../accounts-helpers';
import { cloudCaller } from '../cloud-helpers';
import { createTestApp, type TestApp } from '../test-app';

// Issue 28, finding 7: the free trial again after deleting the account and signing up with the same e-mail.
let t: TestApp;
let call: ReturnType<typeof cloudCaller>;
beforeAll(async () => {
  t = await createTestApp();
  call = cloudCaller(t);
});
afterAll(() => t.close());

const service = (token: string, body: Record<string, unknown>) =>
  call('POST', '/cloud/api/service', token, body);
const trialAvailable = async (token: string) =>
  (await service(token, { action: 'get-user-rule-status' })).json().ruleStatus.freeTrialAvailable;
const startTrial = (token: string) =>
  service(token, { action: 'post-subscription', offerId: 'ultimate-trial' });
const deleteAccount = (u: { userId: string; idToken: string }) => deleteOwnAccount(t, u);

describe('the free trial is once per e-mail address', () => {
  it('stays used after the account is deleted and made again with the address in another case', async () => {
    const first = await activeUser(t, 'repeat-trial@example.com');
    const trial = (await startTrial(first.idToken)).json().subscription;
    await call('DELETE', `/cloud/api/Processors/subscription/${trial.subscriptionId}`, first.idToken, {
      reason: 'financial',
      comment: 'too expensive',
    });
    expect((await deleteAccount(first)).statusCode).toBe(200);

    const again = await activeUser(t, 'Repeat-Trial@Example.com');
    expect(await trialAvailable(again.idToken)).toBe(false);
    const refused = await startTrial(again.idToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'TRIAL_ALREADY_USED',
      message: 'The free trial is only for first-time members.',
      traceId: expect.any(String),
    });

    // Another address still has its trial.
    const other = await activeUser(t, 'repeat-trial-other@example.com');
    expect(await trialAvailable(other.idToken)).toBe(true);
    expect((await startTrial(other.idToken)).statusCode).toBe(200);
  });

  it('keeps nothing that names the address: a keyed hash, not the address or its plain digest', async () => {
    const rows = (
      await t.app.deps.db.query<{ hmac: string }>('select email_hmac as hmac from cloud_trial_uses')
    ).rows;
    expect(rows.length).toBeGreaterThan(0);
    const plain = ['repeat-trial@example.com', 'repeat-trial-other@example.com'].flatMap((email) => [
      email,
      createHash('sha256').update(email).digest('hex'),
      createHash('sha256').update(email).digest('base64url'),
    ]);
    for (const { hmac } of rows) {
      expect(hmac).not.toContain('@');
      expect(plain).not.toContain(hmac);
    }
  });
});
