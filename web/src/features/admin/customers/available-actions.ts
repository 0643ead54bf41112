import type { AccountViewResponse, StaffAction } from '@backstage/domain';

/** An action offered on an account, with the passkey or transfer it is about. */
export interface OfferedAction {
  action: StaffAction;
  passkeyId?: string;
  transferId?: string;
  /** The completed registration whose purchase date it corrects. */
  registeredProductId?: number;
  /** The purchase date as registered (YYYY-MM-DD), the dialog's starting value. */
  purchaseDate?: string;
  /** What it is about, for its button ("Studio laptop", a product's name). */
  about?: string;
}

/**
 * The actions that can change something on this account now (docs/product.md#staff-console): resending the
 * activation mail before activation, unlocking while locked, resetting two-step while it is on, one per
 * passkey and per open transfer; a password-reset mail and signing out everywhere once activated; and a
 * purchase-date correction per completed registration (the only way to change it once the registration is fixed).
 */
export function availableActions(view: AccountViewResponse): OfferedAction[] {
  const { state } = view;
  if (state.status === 'unactivated') return [{ action: 'resendActivation' }];
  const locked = state.status === 'locked';
  return [
    ...(locked ? [{ action: 'unlock' as const }] : []),
    { action: 'sendPasswordReset' },
    ...(state.twoStep ? [{ action: 'resetTwoStep' as const }] : []),
    ...view.passkeys.map((passkey) => ({
      action: 'removePasskey' as const,
      passkeyId: passkey.id,
      about: passkey.name,
    })),
    { action: 'signOutEverywhere' },
    ...view.registeredProducts.flatMap((product) =>
      product.openTransfer
        ? [
            {
              action: 'cancelTransfer' as const,
              transferId: product.openTransfer.id,
              about: product.productName,
            },
          ]
        : [],
    ),
    ...view.registeredProducts.flatMap((product) =>
      product.status === 'registered'
        ? [
            {
              action: 'correctPurchaseDate' as const,
              registeredProductId: product.id,
              purchaseDate: product.purchaseDate ?? '',
              about: product.productName,
            },
          ]
        : [],
    ),
  ];
}
