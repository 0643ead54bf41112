import {
  OWNERSHIP_DISPUTES_PER_ACCOUNT_PER_DAY,
  OWNERSHIP_DISPUTES_PER_CLIENT_PER_DAY,
} from '@backstage/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer, lastMail } from '../accounts-helpers';
import { accept, handOn, myGear, registered, send, transferMail } from '../gear-transfer-helpers';
import { registration, storedRegistrations } from '../my-gear-helpers';
import { SERVICE_REQUEST, sendRequest } from '../support-helpers';
import { createTestApp, type TestApp } from '../test-app';

// Issue 42, finding 3 (last part): the old owner registered the handed-on serial again and held a second
// running warranty, which support tickets then tagged `in_warranty`. Now one unit has at most one current
// owner across accounts: registering a unit another account holds starts the dispute path (pending, no
// warranty, support told with a ticket, the current owner mailed without the claimant's details), ADR 093.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

type Session = Awaited<ReturnType<typeof activeUser>>;
let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `198.18.0.${addresses}`;
};
/** Registers from a client address of its own unless one is given, so only the address test shares one. */
const register = (u: Session, payload: object, address = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/users/${u.userId}/registeredProducts`,
    payload,
    headers: { ...bearer(u.idToken), 'x-forwarded-for': address },
  });
const edit = (u: Session, id: number, payload: object) =>
  send(t, 'PUT', `/api/v1/registeredProducts/${id}`, u.idToken, payload);
const disputeTickets = async (userId: string) =>
  (
    await t.db.query(
      `select subject, body, tags from support_tickets where user_id = $1 and 'ownership_dispute' = any (tags)`,
      [userId],
    )
  ).rows as { subject: string; body: string; tags: string[] }[];

/** A unit handed on from `seller` to `buyer`: answers the registration's id, now the buyer's. */
async function handedOn(seller: Session, buyer: Session, buyerEmail: string, serial: string) {
  const id = await registered(t, seller, 'FP-30X', serial, { purchaseDate: '2025-06-01' });
  expect((await handOn(t, seller, id, buyerEmail)).statusCode).toBe(201);
  const mail = await transferMail(t, buyerEmail);
  const transfer = mail.link.match(/gear-transfer\/([0-9a-f-]+)/)![1]!;
  expect((await accept(t, buyer, transfer, mail.code)).statusCode).toBe(200);
  return id;
}

describe('one current owner per unit across accounts (docs/product.md#unit-ownership)', () => {
  it('the old owner registering the handed-on serial again gets a dispute, not a second warranty', async () => {
    const seller = await activeUser(t, 'again-seller@example.com');
    const buyer = await activeUser(t, 'again-buyer@example.com');
    const unitId = await handedOn(seller, buyer, 'again-buyer@example.com', 'AGAIN01');

    const again = await register(seller, registration('FP-30X', 'again01', { purchaseDate: '2025-06-01' }));
    expect(again.statusCode).toBe(201);
    const claim = again.json();
    expect(claim).toMatchObject({ status: 'pending', ownership: 'disputed', serialCode: 'AGAIN01' });
    expect(claim.warranty).toMatchObject({ status: 'unknown', endsOn: null });
    // The buyer's unit is untouched.
    const [owned] = await myGear(t, buyer);
    expect(owned).toMatchObject({ id: unitId, status: 'registered', warranty: { status: 'active' } });
    expect(owned).not.toHaveProperty('ownership');

    // Support is told, in the claimant's name, with both registrations.
    const [ticket, ...more] = await disputeTickets(seller.userId);
    expect(more).toEqual([]);
    expect(ticket!.subject).toBe('Ownership dispute: FP-30X AGAIN01');
    expect(ticket!.body).toContain(`Claimant's registration: #${claim.id}`);
    expect(ticket!.body).toContain(`Current owner's registration: #${unitId}`);
    // The current owner is mailed; nothing of the claimant is in it.
    const notice = await lastMail(t, 'again-buyer@example.com');
    expect(notice.subject).toBe('Roland Backstage: another account registered your FP-30X');
    expect(notice.text).toContain('serial number AGAIN01');
    expect(notice.text).not.toMatch(/again-seller/i);

    // A support request about the disputed registration carries no warranty running, no in_warranty tag.
    const asked = await sendRequest(t, seller.idToken, {
      ...SERVICE_REQUEST,
      form: 'product_repair',
      description: 'It makes a noise.',
      registeredProductId: claim.id,
    });
    expect(asked.statusCode).toBe(201);
    const filed = await t.db.query('select body, tags from support_tickets where id = $1', [asked.json().id]);
    expect(filed.rows[0]!.tags).not.toContain('in_warranty');
    expect(filed.rows[0]!.body).toContain('Warranty: unknown');
  });

  it('keeps the dispute pending through Continue, and completes it once the unit is no longer held', async () => {
    const first = await activeUser(t, 'held-first@example.com');
    const second = await activeUser(t, 'held-second@example.com');
    const heldId = await registered(t, first, 'FP-30X', 'HELD001');
    const claim = (await register(second, registration('FP-30X', 'HELD001'))).json();
    expect(claim.ownership).toBe('disputed');

    const continued = await edit(second, claim.id, { pending: false, dealerName: 'A shop' });
    expect(continued.statusCode).toBe(200);
    expect(continued.json()).toMatchObject({ status: 'pending', ownership: 'disputed' });
    // Still one ticket: Continue is not a new dispute.
    expect(await disputeTickets(second.userId)).toHaveLength(1);

    // The first owner lets the unit go: the claimant's Continue completes it, with its warranty.
    expect((await send(t, 'DELETE', `/api/v1/registeredProducts/${heldId}`, first.idToken)).statusCode).toBe(
      200,
    );
    const settled = await edit(second, claim.id, { pending: false });
    expect(settled.statusCode).toBe(200);
    expect(settled.json()).toMatchObject({ status: 'registered', warranty: { status: 'active' } });
    expect(settled.json()).not.toHaveProperty('ownership');
  });

  it('the owner handing the unit to the claimant settles the dispute: the unit’s registration takes its place', async () => {
    const owner = await activeUser(t, 'settle-owner@example.com');
    const claimant = await activeUser(t, 'settle-claimant@example.com');
    const unitId = await registered(t, owner, 'FP-30X', 'SETTLE1', { purchaseDate: '2025-06-01' });
    const claim = (await register(claimant, registration('FP-30X', 'SETTLE1'))).json();
    expect(claim.ownership).toBe('disputed');
    expect((await handOn(t, owner, unitId, 'settle-claimant@example.com')).statusCode).toBe(201);
    const mail = await transferMail(t, 'settle-claimant@example.com');
    const transfer = mail.link.match(/gear-transfer\/([0-9a-f-]+)/)![1]!;
    expect((await accept(t, claimant, transfer, mail.code)).statusCode).toBe(200);
    const gear = await myGear(t, claimant);
    expect(gear).toHaveLength(1);
    expect(gear[0]).toMatchObject({ id: unitId, status: 'registered', purchaseDate: '2025-06-01' });
    expect(gear[0]).not.toHaveProperty('ownership');
  });

  it('a pending registration completed with a held serial becomes a dispute; a completed one cannot move onto it', async () => {
    const owner = await activeUser(t, 'move-owner@example.com');
    const other = await activeUser(t, 'move-other@example.com');
    await registered(t, owner, 'FP-30X', 'MOVE001');

    const pending = (await register(other, { product: { modelCode: 'FP-30X' }, pending: true })).json();
    const completed = await edit(other, pending.id, {
      serialCode: 'MOVE001',
      purchaseDate: '2024-03-15',
      purchaseMethod: { value: 'Online' },
    });
    expect(completed.json()).toMatchObject({ status: 'pending', ownership: 'disputed' });
    expect(await disputeTickets(other.userId)).toHaveLength(1);

    const mine = await registered(t, other, 'FP-30X', 'MOVE002');
    const before = await storedRegistrations(t, other.userId);
    const moved = await edit(other, mine, { serialCode: 'MOVE001' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('UNIT_REGISTERED_ELSEWHERE');
    expect(await storedRegistrations(t, other.userId)).toEqual(before);
  });

  it('limits the disputes one account starts a day, storing nothing past the budget', async () => {
    const owner = await activeUser(t, 'budget-owner@example.com');
    const prober = await activeUser(t, 'budget-prober@example.com');
    for (let n = 0; n <= OWNERSHIP_DISPUTES_PER_ACCOUNT_PER_DAY; n += 1)
      await registered(t, owner, 'FP-30X', `PROBE0${n}`);
    for (let n = 0; n < OWNERSHIP_DISPUTES_PER_ACCOUNT_PER_DAY; n += 1)
      expect((await register(prober, registration('FP-30X', `PROBE0${n}`))).statusCode).toBe(201);
    const before = await storedRegistrations(t, prober.userId);
    const over = await register(
      prober,
      registration('FP-30X', `PROBE0${OWNERSHIP_DISPUTES_PER_ACCOUNT_PER_DAY}`),
    );
    expect(over.statusCode).toBe(429);
    expect(await storedRegistrations(t, prober.userId)).toEqual(before);
    expect(await disputeTickets(prober.userId)).toHaveLength(OWNERSHIP_DISPUTES_PER_ACCOUNT_PER_DAY);
  });

  it('limits the disputes one client address starts a day over every account', async () => {
    const owner = await activeUser(t, 'address-owner@example.com');
    const perAccount = OWNERSHIP_DISPUTES_PER_ACCOUNT_PER_DAY;
    const accounts = Math.ceil(OWNERSHIP_DISPUTES_PER_CLIENT_PER_DAY / perAccount) + 1;
    for (let n = 0; n <= OWNERSHIP_DISPUTES_PER_CLIENT_PER_DAY; n += 1)
      await registered(t, owner, 'FP-30X', `ADDR${String(n).padStart(3, '0')}`);
    let started = 0;
    for (let a = 0; a < accounts; a += 1) {
      const prober = await activeUser(t, `address-prober-${a}@example.com`);
      for (let n = 0; n < perAccount && started <= OWNERSHIP_DISPUTES_PER_CLIENT_PER_DAY; n += 1) {
        const serial = `ADDR${String(started).padStart(3, '0')}`;
        const res = await register(prober, registration('FP-30X', serial), '203.0.113.93');
        expect(res.statusCode, serial).toBe(started < OWNERSHIP_DISPUTES_PER_CLIENT_PER_DAY ? 201 : 429);
        started += 1;
      }
    }
    expect(started).toBe(OWNERSHIP_DISPUTES_PER_CLIENT_PER_DAY + 1);
  });

  it('holds at the database too: a second complete registration of a unit is refused', async () => {
    const a = await activeUser(t, 'db-a@example.com');
    const b = await activeUser(t, 'db-b@example.com');
    const id = await registered(t, a, 'FP-30X', 'DBRULE1');
    const copy = `insert into registered_products (user_id, product_id, serial_code, purchase_date,
        purchasing_method_id, status)
      select $1, product_id, serial_code, purchase_date, purchasing_method_id, 'registered'
      from registered_products where id = $2`;
    await expect(t.db.query(copy, [b.userId, id])).rejects.toThrow();
  });
});
