import { SUBSCRIPTION_STATUS as S } from '@backstage/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser } from '../../../test/accounts-helpers';
import { advanceDays, CARDS, cloudCaller, payOnCheckoutPage } from '../../../test/cloud-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let call: ReturnType<typeof cloudCaller>;
beforeAll(async () => {
  t = await createTestApp({ BILLING_CLOCK: 'adjustable' });
  call = cloudCaller(t);
});
afterAll(() => t.close());

const service = (token: string, body: Record<string, unknown>) =>
  call('POST', '/cloud/api/service', token, body);
const subscriptions = async (token: string) =>
  (await call('GET', '/cloud/api/account-details/user-subscriptions', token)).json().data;
const ruleStatus = async (token: string) =>
  (await service(token, { action: 'get-user-rule-status' })).json().ruleStatus;
const cancel = (token: string, id: string, body: Record<string, unknown>) =>
  call('DELETE', `/cloud/api/Processors/subscription/${id}`, token, body);

describe('the cancel call (docs/product.md#cloud-enumerations)', () => {
  it('takes the short set with the reason in words as the comment, and the comment alone for "other"', async () => {
    const u = await activeUser(t, 'cloud-cancel-short@example.com');
    const started = await service(u.idToken, { action: 'post-subscription', offerId: 'core-monthly' });
    await payOnCheckoutPage(t, started.json().checkoutUrl, CARDS.pays);
    const [sub] = await subscriptions(u.idToken);
    const refused = [
      [{}, 'reason', 'Please choose a reason'],
      [{ reason: 'cheaper elsewhere', comment: 'x' }, 'reason', 'Please choose a reason'],
      [{ reason: 'other' }, 'comment', 'Please tell us more'],
    ] as const;
    for (const [body, field, message] of refused) {
      const res = await cancel(u.idToken, sub.subscriptionId, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toMatchObject([{ field, message }]);
    }
    expect((await subscriptions(u.idToken))[0]).toMatchObject({
      status: S.Subscribed,
      cancellationReason: null,
    });

    const res = await cancel(u.idToken, sub.subscriptionId, {
      reason: 'financial',
      comment: 'too expensive: Student budget',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: S.Cancelled,
      hasAccess: true,
      cancellationReason: 'financial',
      cancellationComment: 'too expensive: Student budget',
    });

    const other = await activeUser(t, 'cloud-cancel-other@example.com');
    const trial = (
      await service(other.idToken, { action: 'post-subscription', offerId: 'ultimate-trial' })
    ).json().subscription;
    const res2 = await cancel(other.idToken, trial.subscriptionId, { comment: 'other: Moved to hardware' });
    expect(res2.json()).toMatchObject({
      status: S.TrialCancelled,
      cancellationReason: null,
      cancellationComment: 'other: Moved to hardware',
    });
  });
});

// Last in the file: it moves the billing clock past the trial's end.
describe('cancelling the free trial (docs/product.md#subscriptions)', () => {
  it('keeps access until the trial ends, and the trial cannot be started again', async () => {
    const u = await activeUser(t, 'cloud-cancel-trial@example.com');
    const trial = (
      await service(u.idToken, { action: 'post-subscription', offerId: 'ultimate-trial' })
    ).json().subscription;
    const res = await cancel(u.idToken, trial.subscriptionId, {
      reason: 'disuse',
      comment: "don't use enough",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: S.TrialCancelled, hasAccess: true, endDate: trial.endDate });
    expect(await ruleStatus(u.idToken)).toEqual({
      freeTrialAvailable: false,
      hasMembership: true,
      accessUntil: trial.endDate,
    });
    const again = await service(u.idToken, { action: 'post-subscription', offerId: 'ultimate-trial' });
    expect(again.json().code).toBe('TRIAL_ALREADY_USED');
    expect((await cancel(u.idToken, trial.subscriptionId, { reason: 'quality' })).json().code).toBe(
      'SUBSCRIPTION_ENDED',
    );

    await advanceDays(t, 31);
    expect(await subscriptions(u.idToken)).toMatchObject([{ status: S.TrialCancelled, hasAccess: false }]);
    expect(await ruleStatus(u.idToken)).toMatchObject({ freeTrialAvailable: false, hasMembership: false });
  });
});
