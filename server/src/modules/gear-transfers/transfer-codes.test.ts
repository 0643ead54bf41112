import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser } from '../../../test/accounts-helpers';
import { accept, handOn, myGear, registered, transferMail } from '../../../test/gear-transfer-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { clientAddress } from '../../lib/client-address';
import { takeCodeTry } from '../accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
async function offered(name: string) {
  const owner = await activeUser(t, `${name}-owner-${++n}@example.com`);
  const buyerEmail = `${name}-buyer-${n}@example.com`;
  const buyer = await activeUser(t, buyerEmail);
  const id = await registered(t, owner, 'FP-30X', `CODE${String(n).padStart(3, '0')}`);
  const transfer = (await handOn(t, owner, id, buyerEmail)).json();
  return {
    owner,
    buyer,
    id,
    transferId: transfer.id as string,
    code: (await transferMail(t, buyerEmail)).code,
  };
}
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

describe('transfer codes (docs/product.md#gear-transfer, ADR 066)', () => {
  it('ends a transfer’s code after 5 wrong tries: then even the right one is refused', async () => {
    const o = await offered('tries');
    for (let i = 0; i < 5; i++) {
      expect(
        (await accept(t, o.buyer, o.transferId, wrongOf(o.code), `203.0.113.${i + 1}`)).json().code,
      ).toBe('INVALID_CODE');
    }
    const res = await accept(t, o.buyer, o.transferId, o.code, '203.0.113.9');
    expect(res.statusCode).toBe(429);
    expect(await myGear(t, o.owner)).toHaveLength(1);
  });

  it('counts wrong codes on the client address’s budget that every other code shares', async () => {
    const address = '192.0.2.44';
    // The address spent its budget on other flows' codes (e.g. activation): transfers are refused from it too.
    for (let i = 0; i < 30; i++) await takeCodeTry(t.app.deps, 'activation', clientAddress(address));
    const o = await offered('address');
    const refused = await accept(t, o.buyer, o.transferId, o.code, address);
    expect(refused.json().code).toBe('ATTEMPT_LIMIT_EXCEEDED');
    expect(await myGear(t, o.owner)).toHaveLength(1);
    // And a wrong transfer code is one more on that same counter.
    const other = '192.0.2.45';
    await accept(t, o.buyer, o.transferId, wrongOf(o.code), other);
    expect(Number(await t.kv.get(`code-fail:ip:${other}`))).toBe(1);
    expect((await accept(t, o.buyer, o.transferId, o.code, other)).statusCode).toBe(200);
  });

  it('counts wrong codes on the account’s budget across its transfers', async () => {
    const o = await offered('account');
    for (let i = 0; i < 4; i++)
      await accept(t, o.buyer, o.transferId, wrongOf(o.code), `198.51.100.${i + 20}`);
    expect(Number(await t.kv.get(`code-fail:gear_transfer:${o.buyer.userId}:hour`))).toBe(4);
  });
});
