import type { AccountViewResponse } from '@backstage/domain';
import { describe, expect, it } from 'vitest';
import { availableActions } from './available-actions';

const at = '2026-11-20T00:00:00Z';
const product = (
  id: number,
  openTransfer: AccountViewResponse['registeredProducts'][number]['openTransfer'],
) => ({
  id,
  productName: id === 1 ? 'FP-30X' : 'TD-17',
  serial: `A12345${id}`,
  status: 'registered',
  purchaseDate: null,
  warranty: { status: 'active', endsOn: null },
  openTransfer,
});
const view = (
  state: Partial<AccountViewResponse['state']>,
  more: Partial<Pick<AccountViewResponse, 'passkeys' | 'registeredProducts'>> = {},
) =>
  ({
    profile: { id: 'u1', email: 'aiko@example.com', firstName: 'Aiko', lastName: 'Tanaka' },
    state: { status: 'active', lockedUntil: null, twoStep: false, passkeys: 0, ...state },
    signIns: [],
    sessions: [],
    passkeys: [],
    registeredProducts: [],
    tickets: [],
    subscriptions: [],
    orders: [],
    ...more,
  }) as unknown as AccountViewResponse;
const names = (v: AccountViewResponse) => availableActions(v).map((offered) => offered.action);

describe('the actions offered on an account (docs/product.md#staff-console)', () => {
  it('offers only the activation mail before activation', () => {
    expect(names(view({ status: 'unactivated', twoStep: true }))).toEqual(['resendActivation']);
  });

  it('offers the password-reset mail and signing out everywhere to an active account', () => {
    expect(names(view({}))).toEqual(['sendPasswordReset', 'signOutEverywhere']);
  });

  it('offers unlocking only while locked', () => {
    expect(names(view({ status: 'locked', lockedUntil: '2026-11-28T12:30:00Z' }))).toContain('unlock');
    expect(names(view({}))).not.toContain('unlock');
  });

  it('offers a two-step reset while two-step is on, one removal per passkey and a cancel per open transfer', () => {
    const offered = availableActions(
      view(
        { twoStep: true, passkeys: 1 },
        {
          passkeys: [{ id: 'p1', name: 'Studio laptop', created: at, lastUsed: null }],
          registeredProducts: [
            product(1, { id: 't9', recipientEmail: 'b@example.com', created: at, expiresAt: at }),
            product(2, null),
          ] as AccountViewResponse['registeredProducts'],
        },
      ),
    );
    expect(offered).toContainEqual({ action: 'resetTwoStep' });
    expect(offered).toContainEqual({ action: 'removePasskey', passkeyId: 'p1', about: 'Studio laptop' });
    expect(offered.filter((o) => o.action === 'cancelTransfer')).toEqual([
      { action: 'cancelTransfer', transferId: 't9', about: 'FP-30X' },
    ]);
  });

  it('offers a purchase-date correction per completed registration only, starting from its date', () => {
    const pending = { ...product(2, null), status: 'pending' };
    const offered = availableActions(
      view(
        {},
        {
          registeredProducts: [
            { ...product(1, null), purchaseDate: '2025-05-01' },
            pending,
          ] as AccountViewResponse['registeredProducts'],
        },
      ),
    );
    expect(offered.filter((o) => o.action === 'correctPurchaseDate')).toEqual([
      { action: 'correctPurchaseDate', registeredProductId: 1, purchaseDate: '2025-05-01', about: 'FP-30X' },
    ]);
  });
});
