import { userParamsSchema } from '@backstage/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientAddress } from '../../lib/client-address';
import { isEmailChange, requestEmailChange, requireReauthentication } from '../accounts';
import { addUserInterest, removeUserInterest, replaceUserInterests } from './interest-service';
import { meBodies } from './me-body';
import { addPhone, changePhone, removePhone } from './phone-service';
import { profileCache } from './profile-cache';
import type { ProfileRow } from './profile-repo';
import { getProfile, updateProfile } from './profile-service';
import { profileView } from './profile-view';
import {
  deletedResponseSchema,
  interestListResponseSchema,
  interestParams,
  interestPayloadSchema,
  interestResponseSchema,
  interestSetPayloadSchema,
  managingCultureCodesResponseSchema,
  phoneListResponseSchema,
  phoneParams,
  phonePayloadSchema,
  phoneResponseSchema,
  userResponseSchema,
  userUpdateBody,
} from './schemas';
import { managingCultureCodes } from './staff-service';

const tags = ['profile'];

/** profile calls (docs/product.md#profile-calls): me, profile update, phones, interests, staff lookup. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // `users/{id}/…` routes hold the path's account to the caller; `interests/{interestId}` checks ownership itself.
  const idToken = app.authenticate('id', { owner: 'id' });
  const accessToken = app.authenticate('access', { owner: 'id' });
  const anyIdToken = app.authenticate('id');
  const userId = (request: FastifyRequest) => request.user!.id;
  const profiles = profileCache(deps);
  // GET me, phones and interests read the account with its profile in the query that authenticates it (issue #14).
  const read = (id: string) => profiles.find(id);
  const meWithProfile = app.authenticate('id', { read });
  const idTokenWithProfile = app.authenticate('id', { owner: 'id', read });
  const profileOf = (request: FastifyRequest) =>
    profileView(request.user as ProfileRow, deps.config.STAFF_EMAIL_DOMAIN);
  const meBody = meBodies(deps.config.STAFF_EMAIL_DOMAIN);

  // The app's own typing: the handler sends the written body rather than returning the schema's object.
  app.get('/api/v1/me', {
    schema: {
      tags,
      summary: 'The signed-in user with profile, phones and interests',
      response: { 200: userResponseSchema },
    },
    preHandler: meWithProfile,
    // Written JSON: a string sent as application/json goes out as it is, past the serializer.
    handler: (request, reply) =>
      reply.type('application/json; charset=utf-8').send(meBody(request.user as ProfileRow)),
  });

  // One path, two calls (docs/product.md#email-change): a new e-mail starts an e-mail change, which needs the access token (docs/product.md#token-use).
  // The current address sent again (a client writing back what `me` answered) is no change: id token enough.
  api.put('/api/v1/users/:id', {
    schema: {
      tags,
      summary: 'Update the profile, or change the e-mail address (step 1)',
      params: userParamsSchema,
      body: userUpdateBody,
      response: { 200: userResponseSchema },
    },
    // Both token checks below hold `id` to the caller.
    preHandler: Object.assign(
      async (request: FastifyRequest) => {
        const { email } = request.body as { email?: string };
        if (email === undefined) return idToken(request);
        try {
          await accessToken(request);
        } catch (error) {
          await idToken(request).catch(() => {
            throw error;
          });
          if (isEmailChange(request.user!, email)) throw error;
        }
      },
      { owner: 'id' },
    ),
    handler: async (request, reply) => {
      const { email, ...profile } = request.body;
      if (email === undefined || !isEmailChange(request.user!, email))
        return updateProfile(deps, request.user!, profile);
      // A new sign-in address needs a recent proof of the password or second step (docs/product.md#re-authentication).
      await requireReauthentication(deps, request, reply);
      await requestEmailChange(deps, request.user!, email, clientAddress(request.ip));
      return getProfile(deps, userId(request));
    },
  });

  api.get('/api/v1/users/:id/phones', {
    schema: {
      tags,
      summary: 'The user’s phones',
      params: userParamsSchema,
      response: { 200: phoneListResponseSchema },
    },
    preHandler: idTokenWithProfile,
    handler: (request) => ({ data: profileOf(request).phones }),
  });
  api.post('/api/v1/users/:id/phones', {
    schema: {
      tags,
      summary: 'Add a phone (at most 3)',
      params: userParamsSchema,
      body: phonePayloadSchema,
      response: { 201: phoneResponseSchema },
    },
    preHandler: idToken,
    handler: async (request, reply) =>
      reply.status(201).send(await addPhone(deps, userId(request), request.body)),
  });
  api.put('/api/v1/users/:id/phones/:phoneId', {
    schema: {
      tags,
      summary: 'Change a phone',
      params: phoneParams,
      body: phonePayloadSchema,
      response: { 200: phoneResponseSchema },
    },
    preHandler: idToken,
    handler: (request) => changePhone(deps, userId(request), request.params.phoneId, request.body),
  });
  api.delete('/api/v1/users/:id/phones/:phoneId', {
    schema: {
      tags,
      summary: 'Remove a phone',
      params: phoneParams,
      response: { 200: deletedResponseSchema },
    },
    preHandler: idToken,
    handler: async (request) => {
      await removePhone(deps, userId(request), request.params.phoneId);
      return { status: 'deleted' as const };
    },
  });

  api.get('/api/v1/users/:id/interests', {
    schema: {
      tags,
      summary: 'The user’s interests',
      params: userParamsSchema,
      response: { 200: interestListResponseSchema },
    },
    preHandler: idTokenWithProfile,
    handler: (request) => ({ data: profileOf(request).interests }),
  });
  api.post('/api/v1/users/:id/interests', {
    schema: {
      tags,
      summary: 'Add an interest',
      params: userParamsSchema,
      body: interestPayloadSchema,
      response: { 201: interestResponseSchema },
    },
    preHandler: idToken,
    handler: async (request, reply) =>
      reply.status(201).send(await addUserInterest(deps, userId(request), request.body.interest)),
  });
  api.put('/api/v1/users/:id/interests', {
    schema: {
      tags,
      summary: 'Save the user’s interests as a set (the ones left out are removed)',
      params: userParamsSchema,
      body: interestSetPayloadSchema,
      response: { 200: interestListResponseSchema },
    },
    preHandler: idToken,
    handler: async (request) => ({
      data: await replaceUserInterests(deps, userId(request), request.body.interests),
    }),
  });
  api.delete('/api/v1/interests/:interestId', {
    schema: {
      tags,
      summary: 'Remove an interest',
      params: interestParams,
      response: { 200: deletedResponseSchema },
    },
    preHandler: anyIdToken,
    handler: async (request) => {
      await removeUserInterest(deps, userId(request), request.params.interestId);
      return { status: 'deleted' as const };
    },
  });

  api.get('/api/v1/users/:id/managingCultureCodes', {
    schema: {
      tags,
      summary: 'Cultures a staff member manages (maker-domain staff only)',
      params: userParamsSchema,
      response: { 200: managingCultureCodesResponseSchema },
    },
    preHandler: idToken,
    handler: (request) => managingCultureCodes(deps, request.user!),
  });
}
