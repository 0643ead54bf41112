import {
  accountTypeResponseSchema,
  confirmedResponseSchema,
  resendResponseSchema,
  serverTimeResponseSchema,
  signUpResponseSchema,
} from '@backstage/domain';
import type { FastifyInstance } from 'fastify';
import { clientAddress } from '../../lib/client-address';
import { resultOf, signUps } from '../../lib/metrics';
import { consumeSecurityToken, issueSecurityToken } from '../tokens';
import { confirm, lookUpAccountType, migrate, resendActivation, signUp } from './registration-service';
import { accountRouteContext, tags } from './route-context';
import {
  clientHeaders,
  confirmBody,
  emailBody,
  migrateBody,
  resendBody,
  signUpPayloadSchema,
} from './schemas';

/** Sign-up, migration and activation (docs/product.md#sign-up, docs/product.md#migration, docs/product.md#activation). */
export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  const { api, deps, securitySecret, knownClient, defaultClient, brandOf } = await accountRouteContext(app);
  api.get('/api/v1/serverTime', {
    schema: {
      tags,
      summary: 'Server time and a single-use security token (60 s) for sign-up',
      response: { 200: serverTimeResponseSchema },
    },
    handler: async () => ({
      serverTime: new Date().toISOString(),
      securityToken: issueSecurityToken(securitySecret),
    }),
  });

  api.post('/api/v1/signup', {
    schema: {
      tags,
      summary: 'Create an account',
      headers: clientHeaders,
      body: signUpPayloadSchema,
      response: { 201: signUpResponseSchema },
    },
    handler: async (request, reply) => {
      try {
        const clientId = knownClient(request.headers['x-client-id']);
        await consumeSecurityToken(securitySecret, deps.kv, request.headers['x-security-token']);
        const account = await signUp(deps, request.body, brandOf(clientId), clientAddress(request.ip));
        signUps.inc({ result: 'success' });
        return reply.status(201).send(account);
      } catch (error) {
        signUps.inc({ result: resultOf(error) });
        throw error;
      }
    },
  });

  api.post('/api/v1/accountType', {
    schema: {
      tags,
      summary: 'Which way an e-mail goes',
      body: emailBody,
      response: { 200: accountTypeResponseSchema },
    },
    handler: async (request) => ({
      accountType: await lookUpAccountType(deps, request.body.email, clientAddress(request.ip)),
    }),
  });

  api.post('/api/v1/users/migrate', {
    schema: {
      tags,
      summary: 'Move an old-portal user to an account',
      headers: clientHeaders,
      body: migrateBody,
      response: { 201: signUpResponseSchema },
    },
    handler: async (request, reply) => {
      const header = request.headers['x-client-id'];
      const clientId = header ? knownClient(header) : defaultClient;
      return reply
        .status(201)
        .send(await migrate(deps, request.body, brandOf(clientId), clientAddress(request.ip)));
    },
  });

  api.post('/api/v1/confirm', {
    schema: {
      tags,
      summary: 'Activate with the mailed code',
      body: confirmBody,
      response: { 200: confirmedResponseSchema },
    },
    handler: (request) => confirm(deps, request.body, clientAddress(request.ip)),
  });

  api.post('/api/v1/confirmationCode/resend', {
    schema: {
      tags,
      summary: 'Send the activation mail again',
      body: resendBody,
      response: { 200: resendResponseSchema },
    },
    handler: (request) => resendActivation(deps, request.body, clientAddress(request.ip)),
  });
}
