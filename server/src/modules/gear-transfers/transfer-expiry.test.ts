import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, deleteAccount as deleteOwnAccount } from '../../../test/accounts-helpers';
import { advanceDays } from '../../../test/cloud-helpers';
import { withoutTraceId } from '../../../test/error-body';
import { accept, handOn, myGear, registered, send, transferMail } from '../../../test/gear-transfer-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  // The portal's adjustable clock (a test rig's, as for billing) moves the 14 days forward.
  t = await createTestApp({ BILLING_CLOCK: 'adjustable' });
});
afterAll(() => t.close());

const deleteAccount = (u: { userId: string; idToken: string }) => deleteOwnAccount(t, u);

describe('transfers and time, transfers and deleted accounts (docs/product.md#gear-transfer)', () => {
  it('ends a pending transfer when its sender deletes the account: nothing reaches the recipient', async () => {
    const owner = await activeUser(t, 'leaving-owner@example.com');
    const buyer = await activeUser(t, 'left-buyer@example.com');
    const id = await registered(t, owner, 'FP-30X', 'GONE001');
    const transfer = (await handOn(t, owner, id, 'left-buyer@example.com')).json();
    const { code } = await transferMail(t, 'left-buyer@example.com');
    expect((await deleteAccount(owner)).statusCode).toBe(200);
    const res = await accept(t, buyer, transfer.id, code);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('GEAR_TRANSFER_NOT_FOUND');
    expect(await myGear(t, buyer)).toEqual([]);
    expect((await send(t, 'GET', '/api/v1/gearTransfers', buyer.idToken)).json().data).toEqual([]);
  });

  it('keeps the unit’s history for the new owner when an earlier owner deletes the account', async () => {
    const owner = await activeUser(t, 'first-owner@example.com', { firstName: 'Ines' });
    const buyer = await activeUser(t, 'second-owner@example.com');
    const id = await registered(t, owner, 'FP-10', 'KEPT001');
    const transfer = (await handOn(t, owner, id, 'second-owner@example.com')).json();
    await accept(t, buyer, transfer.id, (await transferMail(t, 'second-owner@example.com')).code);
    expect((await deleteAccount(owner)).statusCode).toBe(200);
    const history = (await send(t, 'GET', `/api/v1/registeredProducts/${id}/history`, buyer.idToken)).json();
    expect(history.data.map((e: { event: string }) => e.event)).toEqual([
      'registered',
      'handedOn',
      'accepted',
    ]);
    expect(JSON.stringify(history)).not.toMatch(/Ines|first-owner/);
    expect((await myGear(t, buyer))[0]).toMatchObject({ id, serialCode: 'KEPT001' });
  });

  it('expires after 14 days: then it cannot be accepted, leaves the lists, and the unit may be offered again', async () => {
    const owner = await activeUser(t, 'slow-owner@example.com');
    const buyer = await activeUser(t, 'slow-buyer@example.com');
    const id = await registered(t, owner, 'FP-60X', 'SLOW001');
    const transfer = (await handOn(t, owner, id, 'slow-buyer@example.com')).json();
    const { code } = await transferMail(t, 'slow-buyer@example.com');
    await advanceDays(t, 13);
    expect((await send(t, 'GET', '/api/v1/gearTransfers', buyer.idToken)).json().data).toHaveLength(1);
    await advanceDays(t, 1);
    const res = await accept(t, buyer, transfer.id, code);
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('GEAR_TRANSFER_EXPIRED');
    expect(await myGear(t, buyer)).toEqual([]);
    expect((await send(t, 'GET', '/api/v1/gearTransfers', owner.idToken)).json().data).toEqual([]);
    expect((await handOn(t, owner, id, 'slow-buyer@example.com')).statusCode).toBe(201);
  });

  it('reads a lapsed transfer as expired without writing it; a write refuses it as expired', async () => {
    const owner = await activeUser(t, 'still-owner@example.com');
    const buyer = await activeUser(t, 'late-buyer@example.com');
    const id = await registered(t, owner, 'FP-30X', 'LATE001');
    const transfer = (await handOn(t, owner, id, 'late-buyer@example.com')).json();
    const { code } = await transferMail(t, 'late-buyer@example.com');
    await advanceDays(t, 15);
    const stored = async () =>
      (await t.db.query('select * from gear_transfers where registered_product_id = $1', [id])).rows;
    const before = await stored();
    const reads = async () =>
      Promise.all(
        [owner, buyer].flatMap((u) => [
          send(t, 'GET', '/api/v1/gearTransfers', u.idToken),
          send(t, 'GET', `/api/v1/gearTransfers/${transfer.id}`, u.idToken),
        ]),
      );
    const first = await reads();
    const second = await reads();
    // Listing and reading, twice, change nothing stored.
    expect(await stored()).toEqual(before);
    expect(second.map((r) => [r.statusCode, withoutTraceId(r)])).toEqual(
      first.map((r) => [r.statusCode, withoutTraceId(r)]),
    );
    // Past its expiry it reads as expired, and it is no longer among the open transfers.
    for (const [index, res] of first.entries()) {
      if (index % 2 === 0) expect(res.json()).toEqual({ data: [] });
      else {
        expect(res.statusCode).toBe(410);
        expect(res.json()).toMatchObject({
          code: 'GEAR_TRANSFER_EXPIRED',
          message: 'This transfer has expired. Ask the owner to hand the product on again.',
        });
      }
    }
    const accepted = await accept(t, buyer, transfer.id, code);
    expect(accepted.statusCode).toBe(410);
    expect(accepted.json().message).toBe(
      'This transfer has expired. Ask the owner to hand the product on again.',
    );
    for (const u of [buyer, owner]) {
      const closed = await send(t, 'DELETE', `/api/v1/gearTransfers/${transfer.id}`, u.idToken);
      expect(closed.statusCode).toBe(410);
      expect(closed.json().code).toBe('GEAR_TRANSFER_EXPIRED');
    }
    expect(await myGear(t, buyer)).toEqual([]);
    expect((await myGear(t, owner)).map((r: { id: number }) => r.id)).toEqual([id]);
    // The refused cancel is the write that stores its end: expired, never cancelled or declined.
    expect((await stored()).map((row) => row.status)).toEqual(['expired']);
  });
});
