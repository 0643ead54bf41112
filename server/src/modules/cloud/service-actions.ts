import {
  APP_CLIENT_VALUE,
  type CloudServiceRequest,
  type CloudServiceResponse,
  RCM_SUCCESS_CODE,
} from '@backstage/domain';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { allProducts } from './catalogue';
import { pickInstrument, unpickInstrument } from './loyalty-service';
import type { CheckoutBuyer } from './processor';
import { anonymize } from './subscription-repo';
import {
  hasActiveSubscription,
  noRenewSubscription,
  postSubscription,
  ruleStatus,
} from './subscription-service';
import { oneTransactionAtATime } from './transaction-lock';

const done = (
  action: string,
  extra: Omit<CloudServiceResponse, 'code' | 'action'> = {},
): CloudServiceResponse => ({
  code: RCM_SUCCESS_CODE,
  action,
  ...extra,
});

/** `POST api/service` (docs/product.md#cloud-calls): one action per call, each a rule of the billing engine. */
export async function runServiceAction(
  deps: Deps,
  user: CheckoutBuyer,
  body: CloudServiceRequest,
): Promise<CloudServiceResponse> {
  switch (body.action) {
    case 'get-user-rule-status':
      return done(body.action, { ruleStatus: await ruleStatus(deps, user) });
    case 'put-user':
      // docs/product.md#cloud-calls: the gateway's member is the portal account itself, so there is nothing to
      // copy; the app learns the details the gateway (and a processor's checkout) uses, and the member's rules.
      return done(body.action, {
        user: {
          userId: user.id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          cultureCode: user.cultureCode,
        },
        ruleStatus: await ruleStatus(deps, user),
      });
    case 'post-subscription':
      return oneTransactionAtATime(deps, user.id, async () =>
        done(body.action, await postSubscription(deps, user, body.offerId, body.client === APP_CLIENT_VALUE)),
      );
    case 'no-renew-subscription':
      return oneTransactionAtATime(deps, user.id, async () =>
        done(body.action, { subscription: await noRenewSubscription(deps, user.id, body.subscriptionId) }),
      );
    case 'put-user-product':
      return done(body.action, { loyalty: await pickInstrument(deps, user.id, body.productCode) });
    case 'delete-user-product':
      return done(body.action, { loyalty: await unpickInstrument(deps, user.id, body.productCode) });
    case 'put-anonymize': {
      // docs/product.md#account-deletion: only once nothing is billed any more.
      if (await hasActiveSubscription(deps, user.id)) throw new AppError('ACTIVE_SUBSCRIPTIONS');
      await anonymize(deps.db, user.id);
      return done(body.action);
    }
    case 'get-products-images': {
      const { offers, lifetimeKeys, hardwareProducts, membershipProducts } = allProducts();
      const known = new Set(
        [...offers, ...lifetimeKeys, ...hardwareProducts, ...membershipProducts].map((p) => p.productCode),
      );
      const codes = (body.productCodes ?? [...known]).filter((code) => known.has(code));
      return done(body.action, {
        images: codes.map((code) => ({
          productCode: code,
          url: `/cloud/images/${encodeURIComponent(code)}.svg`,
        })),
      });
    }
  }
}
