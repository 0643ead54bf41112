import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelSubscription } from './cancel-subscription';

const token = `x.${btoa(JSON.stringify({ exp: Date.now() / 1000 + 3600, 'custom:user_id': 'u1' }))}.y`;

beforeEach(() => {
  localStorage.setItem(
    'backstage.credentials',
    JSON.stringify({ idToken: token, accessToken: token, refreshToken: 'r' }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** Cancels with the dialog's choice and answers the request the gateway received. */
async function sent(request: Parameters<typeof cancelSubscription>[0]) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => Response.json({}));
  vi.stubGlobal('fetch', fetch);
  await cancelSubscription(request);
  const [url, init] = fetch.mock.calls[0]!;
  return { url, method: init.method, body: JSON.parse(init.body as string) };
}

describe('the cancel call (docs/product.md#cloud-enumerations)', () => {
  it('carries the short reason and the picked reason with the details as the comment', async () => {
    expect(
      await sent({ id: 's1', reason: 'too expensive', comment: 'Student budget', refund: false }),
    ).toEqual({
      url: '/cloud/api/Processors/subscription/s1',
      method: 'DELETE',
      body: { reason: 'financial', comment: 'too expensive: Student budget', refund: false },
    });
    expect((await sent({ id: 's1', reason: 'not enough variety', comment: '', refund: true })).body).toEqual({
      reason: 'instruments',
      comment: 'not enough variety',
      refund: true,
    });
  });

  it('sends "other" as its comment, with no short reason', async () => {
    expect(
      (await sent({ id: 's1', reason: 'other', comment: 'Moved to hardware', refund: false })).body,
    ).toEqual({
      comment: 'other: Moved to hardware',
      refund: false,
    });
  });
});
