import { describe, expect, it } from 'vitest';
import type { AccountView } from '../api/types';
import { availableActions } from './available-actions';

const now = new Date('2026-11-28T12:00:00Z');
const view = (state: Partial<AccountView['state']>, products: AccountView['registeredProducts'] = []) =>
  ({
    profile: { id: 'u1', email: 'aiko@example.com', firstName: 'Aiko', lastName: 'Tanaka' },
    state: { activated: true, lockedUntil: null, twoStep: false, passkeys: [], ...state },
    signIns: [],
    sessions: [],
    registeredProducts: products,
    tickets: [],
    subscriptions: [],
  }) as AccountView;
const names = (v: AccountView) => availableActions(v, now).map((offered) => offered.action);

describe('the actions offered on an account (docs/product.md#staff-console)', () => {
  it('offers only the activation mail before activation', () => {
    expect(names(view({ activated: false, twoStep: true }))).toEqual(['resendActivation']);
  });

  it('offers the password-reset mail and signing out everywhere to an active account', () => {
    expect(names(view({}))).toEqual(['sendPasswordReset', 'signOutEverywhere']);
  });

  it('offers unlocking only while the lock lasts', () => {
    expect(names(view({ lockedUntil: '2026-11-28T12:30:00Z' }))).toContain('unlock');
    expect(names(view({ lockedUntil: '2026-11-28T11:30:00Z' }))).not.toContain('unlock');
  });

  it('offers a two-step reset while two-step is on, one removal per passkey and a cancel per open transfer', () => {
    const offered = availableActions(
      view({ twoStep: true, passkeys: [{ id: 'p1', name: 'Studio laptop' }] }, [
        {
          id: 1,
          productName: 'FP-30X',
          serialCode: 'A123456',
          openTransfer: { id: 't9', toEmail: 'b@example.com', createDate: '2026-11-20T00:00:00Z' },
        },
        { id: 2, productName: 'TD-17', serialCode: 'B123456', openTransfer: null },
      ]),
      now,
    );
    expect(offered).toContainEqual({ action: 'resetTwoStep' });
    expect(offered).toContainEqual({ action: 'removePasskey', passkeyId: 'p1', about: 'Studio laptop' });
    expect(offered.filter((o) => o.action === 'cancelTransfer')).toEqual([
      { action: 'cancelTransfer', transferId: 't9', about: 'FP-30X' },
    ]);
  });
});
