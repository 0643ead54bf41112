import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, lastMail } from '../../../test/accounts-helpers';
import {
  accept,
  handOn,
  myGear,
  registered,
  type Session,
  send,
  transferMail,
} from '../../../test/gear-transfer-helpers';
import { registration } from '../../../test/my-gear-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
async function user(name: string, extra = {}) {
  const address = `${name}-${++n}@example.com`;
  return { ...(await activeUser(t, address, extra)), email: address };
}
const email = (s: Session & { email: string }) => s.email;

describe('handing gear on (docs/product.md#gear-transfer)', () => {
  it('offers the owner’s unit to an address for 14 days, mails the code and link, and lists it both ways', async () => {
    const owner = await user('seller', { firstName: 'Maya', lastName: 'Quist' });
    const buyer = await user('buyer');
    const id = await registered(t, owner, 'FP-30X', 'FP30001');
    const res = await handOn(t, owner, id, email(buyer).toUpperCase());
    expect(res.statusCode).toBe(201);
    const transfer = res.json();
    expect(transfer).toMatchObject({
      direction: 'outgoing',
      status: 'pending',
      registeredProductId: id,
      recipientEmail: email(buyer),
      product: { name: 'FP-30X' },
      serialCode: 'FP30001',
    });
    const created = Date.parse(transfer.createDate);
    expect(transfer.expiresOn).toBe(new Date(created + 14 * 86_400_000).toISOString().slice(0, 10));
    const mail = await transferMail(t, email(buyer));
    // No text the sender chose in the subject; their name only in the body, as their own words.
    expect(mail.subject).toBe('Roland Backstage: someone is handing you their FP-30X');
    expect(mail.text).toContain('gives their name as “Maya” (their own words');
    expect(mail.link).toContain(`/backstage/gear-transfer/${transfer.id}?code=${mail.code}`);
    const incoming = (await send(t, 'GET', '/api/v1/gearTransfers', buyer.idToken)).json().data;
    expect(incoming).toEqual([
      expect.objectContaining({ id: transfer.id, direction: 'incoming', fromFirstName: 'Maya' }),
    ]);
    // The recipient sees the first name only: not the sender's address, surname or registration id.
    expect(JSON.stringify(incoming)).not.toMatch(/Quist|seller|registeredProductId/);
    const one = await send(t, 'GET', `/api/v1/gearTransfers/${transfer.id}`, buyer.idToken);
    expect(one.json()).toMatchObject({ fromFirstName: 'Maya', warranty: { status: 'active' } });
    const outgoing = (await send(t, 'GET', '/api/v1/gearTransfers', owner.idToken)).json().data;
    expect(outgoing.map((x: { direction: string }) => x.direction)).toEqual(['outgoing']);
  });

  it('is for the owner only: anyone else’s or a missing unit is 404 and nothing is stored or mailed', async () => {
    const owner = await user('own');
    const other = await user('other');
    const id = await registered(t, owner, 'FP-10', 'FP10001');
    for (const target of [id, 999_999]) {
      const res = await handOn(t, other, target, 'friend@example.com');
      expect(res.statusCode).toBe(404);
    }
    expect(
      (await t.db.query('select * from gear_transfers where registered_product_id = $1', [id])).rows,
    ).toEqual([]);
    expect(await lastMail(t, 'friend@example.com')).toBeUndefined();
  });

  it('refuses bad input, a pending registration, the owner’s own address and a second open transfer', async () => {
    const owner = await user('careful');
    const id = await registered(t, owner, 'FP-60X', 'FP60001');
    const bad = await handOn(t, owner, id, 'not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([{ field: 'email', message: 'Invalid email', code: 'invalidEmail' }]);
    expect((await handOn(t, owner, id, email(owner))).json().code).toBe('GEAR_TRANSFER_TO_SELF');
    const pending = await registered(t, owner, 'FP-90X', 'FP90001', {
      pending: true,
      purchaseDate: undefined,
    });
    expect((await handOn(t, owner, pending, 'x@example.com')).json().code).toBe('GEAR_TRANSFER_INCOMPLETE');
    expect((await handOn(t, owner, id, 'first@example.com')).statusCode).toBe(201);
    const again = await handOn(t, owner, id, 'second@example.com');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('GEAR_TRANSFER_PENDING');
    expect(await lastMail(t, 'second@example.com')).toBeUndefined();
  });

  it('lets the owner cancel and the recipient decline; nothing moves and the code is dead', async () => {
    const owner = await user('canceller');
    const buyer = await user('decliner');
    const id = await registered(t, owner, 'F701', 'F701001');
    const first = (await handOn(t, owner, id, email(buyer))).json();
    const { code } = await transferMail(t, email(buyer));
    const stranger = await user('stranger');
    expect((await send(t, 'DELETE', `/api/v1/gearTransfers/${first.id}`, stranger.idToken)).statusCode).toBe(
      403,
    );
    const cancelled = await send(t, 'DELETE', `/api/v1/gearTransfers/${first.id}`, owner.idToken);
    expect(cancelled.json()).toEqual({ status: 'cancelled' });
    expect((await accept(t, buyer, first.id, code)).json().code).toBe('GEAR_TRANSFER_CLOSED');
    const second = (await handOn(t, owner, id, email(buyer))).json();
    const declined = await send(t, 'DELETE', `/api/v1/gearTransfers/${second.id}`, buyer.idToken);
    expect(declined.json()).toEqual({ status: 'declined' });
    expect((await myGear(t, owner)).map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await send(t, 'GET', '/api/v1/gearTransfers', owner.idToken)).json().data).toEqual([]);
  });
});

describe('accepting a transfer (docs/product.md#gear-transfer)', () => {
  it('moves the registration with its serial, purchase date, answers and warranty, once; the old owner is told', async () => {
    const owner = await user('giver', { firstName: 'Ren' });
    const buyer = await user('taker');
    const id = await registered(t, owner, 'FP-30X', 'MOVE001', { purchaseDate: '2026-01-10' });
    const started = await send(t, 'POST', '/api/v1/questionnaires/1/answerInfos', owner.idToken, {
      registeredProductId: id,
    });
    const [before] = await myGear(t, owner);
    expect(before.answerInfos).toHaveLength(1);
    const transfer = (await handOn(t, owner, id, email(buyer))).json();
    const { code } = await transferMail(t, email(buyer));

    const wrongAccount = await user('wrong');
    const refused = await accept(t, wrongAccount, transfer.id, code);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('GEAR_TRANSFER_OTHER_ACCOUNT');
    expect((await accept(t, owner, transfer.id, code)).statusCode).toBe(403);

    const wrong = await accept(t, buyer, transfer.id, code === '000000' ? '111111' : '000000');
    expect(wrong.json()).toEqual({
      code: 'INVALID_CODE',
      message: 'Invalid code. Please try again.',
      traceId: expect.any(String),
    });
    expect(await myGear(t, owner)).toHaveLength(1);

    const res = await accept(t, buyer, transfer.id, code);
    expect(res.statusCode).toBe(200);
    const moved = res.json();
    expect(moved).toMatchObject({
      id,
      serialCode: 'MOVE001',
      purchaseDate: '2026-01-10',
      createDate: before.createDate,
      warranty: before.warranty,
    });
    expect(await myGear(t, owner)).toEqual([]);
    const [after] = await myGear(t, buyer);
    expect(after.id).toBe(id);
    expect(after.answerInfos.map((a: { id: number; user: { id: string } }) => [a.id, a.user.id])).toEqual([
      [started.json().id, buyer.userId],
    ]);
    const notice = await lastMail(t, email(owner));
    expect(notice.subject).toBe('Roland Backstage: your FP-30X has a new owner');
    expect(notice.text).toContain('MOVE001');

    const again = await accept(t, buyer, transfer.id, code);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('GEAR_TRANSFER_CLOSED');
  });

  it('shows the new owner the unit’s history as dates only, and nobody else', async () => {
    const owner = await user('historian');
    const buyer = await user('heir');
    const id = await registered(t, owner, 'FP-E50', 'HIST001');
    const transfer = (await handOn(t, owner, id, email(buyer))).json();
    await accept(t, buyer, transfer.id, (await transferMail(t, email(buyer))).code);
    const history = await send(t, 'GET', `/api/v1/registeredProducts/${id}/history`, buyer.idToken);
    const today = new Date().toISOString().slice(0, 10);
    expect(history.json()).toEqual({
      data: [
        { event: 'registered', date: today },
        { event: 'handedOn', date: today },
        { event: 'accepted', date: today },
      ],
    });
    expect((await send(t, 'GET', `/api/v1/registeredProducts/${id}/history`, owner.idToken)).statusCode).toBe(
      404,
    );
  });

  it('keeps serials unique per owner after the move', async () => {
    const owner = await user('twice');
    const buyer = await user('holder');
    const id = await registered(t, owner, 'RP102', 'SAME001');
    const transfer = (await handOn(t, owner, id, email(buyer))).json();
    await accept(t, buyer, transfer.id, (await transferMail(t, email(buyer))).code);
    const repeat = await send(
      t,
      'POST',
      `/api/v1/users/${buyer.userId}/registeredProducts`,
      buyer.idToken,
      registration('RP102', 'SAME001'),
    );
    expect(repeat.json().code).toBe('PRODUCT_ALREADY_REGISTERED');

    // Another account cannot hold a second copy of the unit to offer: its registration is a dispute, pending
    // (docs/product.md#unit-ownership), and a pending registration is not handed on.
    const second = await user('second-seller');
    const copy = (
      await send(
        t,
        'POST',
        `/api/v1/users/${second.userId}/registeredProducts`,
        second.idToken,
        registration('RP102', 'SAME001'),
      )
    ).json();
    expect(copy).toMatchObject({ status: 'pending', ownership: 'disputed' });
    const offer = await handOn(t, second, copy.id, email(buyer));
    expect(offer.json().code).toBe('GEAR_TRANSFER_INCOMPLETE');
  });
});
