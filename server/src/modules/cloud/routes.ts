import {
  allProductsResponseSchema,
  cancelSubscriptionSchema,
  checkoutUrlResponseSchema,
  cloudServiceRequestSchema,
  cloudServiceResponseSchema,
  DAY_MS,
  keyRegisteredResponseSchema,
  loyaltySchema,
  paymentHistoryResponseSchema,
  RCM_SUCCESS_CODE,
  subscriptionResponseSchema,
  userParamsSchema,
  userProductsResponseSchema,
  userSubscriptionsResponseSchema,
} from '@backstage/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { allProducts } from './catalogue';
import { registerKey } from './entitlement-service';
import { loyalty } from './loyalty-service';
import { paymentHistory } from './payment-service';
import { cloudProductSvg } from './product-image';
import type { BillingJob } from './renewal-job';
import { clockBody, clockResponse, keyParams, keyQuery, subscriptionParams } from './schemas';
import { runServiceAction } from './service-actions';
import { cancelSubscription, paymentInformationUrl, userSubscriptions } from './subscription-service';
import { oneTransactionAtATime } from './transaction-lock';
import { listUserProducts } from './user-product-repo';
import { userProductView } from './user-product-view';

const tags = ['roland cloud'];

/** docs/product.md#cloud-calls: the Roland Cloud gateway under `/cloud/`, signed in with the id token. */
export async function cloudApiRoutes(app: FastifyInstance, { job }: { job: BillingJob }): Promise<void> {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const idToken = app.authenticate('id');

  api.get('/cloud/api/account-details/all-products', {
    schema: {
      tags,
      summary: 'The catalogue: offers, membership products, lifetime keys, hardware products',
      response: { 200: allProductsResponseSchema },
    },
    handler: async () => allProducts(),
  });
  api.get('/cloud/api/account-details/user-products', {
    schema: {
      tags,
      summary: 'The member’s products: keys, activated hardware, loyalty picks',
      response: { 200: userProductsResponseSchema },
    },
    preHandler: idToken,
    handler: async (request) => ({
      data: (await listUserProducts(deps.db, request.user!.id)).map(userProductView),
    }),
  });
  api.get('/cloud/api/account-details/user-subscriptions', {
    schema: {
      tags,
      summary: 'The member’s subscriptions, newest first',
      response: { 200: userSubscriptionsResponseSchema },
    },
    preHandler: idToken,
    handler: async (request) => ({ data: await userSubscriptions(deps, request.user!.id) }),
  });
  api.get('/cloud/api/account-details/user-payment-history/:id', {
    schema: {
      tags,
      summary: 'Billing history (own user only)',
      params: userParamsSchema,
      response: { 200: paymentHistoryResponseSchema },
    },
    preHandler: app.authenticate('id', { owner: 'id' }),
    handler: async (request) => ({ data: await paymentHistory(deps, request.user!.id) }),
  });
  api.get('/cloud/api/account-details/loyalty', {
    schema: {
      tags,
      summary: 'The Play2-4Life loyalty program: status, months remaining, picks',
      response: { 200: loyaltySchema },
    },
    preHandler: idToken,
    handler: (request) => loyalty(deps, request.user!.id),
  });
  api.get('/cloud/api/Processors/payment-information/:subscriptionId/url', {
    schema: {
      tags,
      summary: 'The processor’s page to change the card of a plan',
      params: subscriptionParams,
      response: { 200: checkoutUrlResponseSchema },
    },
    preHandler: idToken,
    handler: (request) => paymentInformationUrl(deps, request.user!, request.params.subscriptionId),
  });
  api.delete('/cloud/api/Processors/subscription/:subscriptionId', {
    schema: {
      tags,
      summary: 'Cancel a subscription with a reason (access until the period ends; refund inside 7 days)',
      params: subscriptionParams,
      body: cancelSubscriptionSchema,
      response: { 200: subscriptionResponseSchema },
    },
    preHandler: idToken,
    handler: (request) =>
      oneTransactionAtATime(deps, request.user!.id, () =>
        cancelSubscription(deps, request.user!.id, request.params.subscriptionId, request.body),
      ),
  });
  api.post('/cloud/api/service', {
    schema: {
      tags,
      summary: 'A gateway action (put-user, get-user-rule-status, post-subscription, …)',
      body: cloudServiceRequestSchema,
      response: { 200: cloudServiceResponseSchema },
    },
    preHandler: idToken,
    handler: (request) => runServiceAction(deps, request.user!, request.body),
  });
  api.post('/cloud/api/notifications/key/:key/register', {
    schema: {
      tags,
      summary: 'Register a lifetime key, or a hardware product’s serial with ?productCode',
      params: keyParams,
      querystring: keyQuery,
      response: { 200: keyRegisteredResponseSchema },
    },
    preHandler: idToken,
    handler: async (request) => ({
      code: RCM_SUCCESS_CODE as typeof RCM_SUCCESS_CODE,
      product: await oneTransactionAtATime(deps, request.user!.id, () =>
        registerKey(deps, request.user!.id, request.params.key, request.query.productCode),
      ),
    }),
  });
  app.get('/cloud/images/:file', { schema: { hide: true } }, async (request, reply) => {
    const code = /^(.+)\.svg$/.exec((request.params as { file: string }).file)?.[1];
    if (!code) throw new AppError('PRODUCT_NOT_FOUND');
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    return reply.type('image/svg+xml').send(cloudProductSvg(code));
  });

  const { advance } = deps.clock;
  if (advance) {
    // BILLING_CLOCK=adjustable (never in production): a test rig moves the billing clock and runs the job.
    api.post('/cloud/dev/clock', {
      schema: { hide: true, body: clockBody, response: { 200: clockResponse } },
      handler: async (request) => {
        const now = await advance(request.body.advanceDays * DAY_MS);
        return { now: now.toISOString(), run: await job.runOnce() };
      },
    });
  }
}
