import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../plugins/authenticate';
import type { AccountContext } from '../accounts/context';
import { requestEmailChange } from '../accounts/credential-service';
import { addUserInterest, removeUserInterest } from './interest-service';
import { addPhone, changePhone, removePhone } from './phone-service';
import { getProfile, updateProfile } from './profile-service';
import * as s from './schemas';
import { adminUser, managingCultureCodes } from './staff-service';

const tags = ['profile'];

/** Spec §7 profile calls: me, profile update, phones, interests, staff lookup. */
export async function profileRoutes(app: FastifyInstance, ctx: AccountContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const idToken = authenticate(app, ctx.signingKey, 'id');
  const accessToken = authenticate(app, ctx.signingKey, 'access');
  const userId = (request: FastifyRequest) => request.user!.id;

  api.get('/api/v1/me', {
    schema: { tags, summary: 'The signed-in user with profile, phones and interests' },
    preHandler: idToken,
    handler: (request) => getProfile(ctx, userId(request)),
  });

  // One path, two calls (spec §7): a new e-mail starts an e-mail change, which needs the access token (§6).
  api.put('/api/v1/users/:id', {
    schema: {
      tags,
      summary: 'Update the profile, or change the e-mail address (step 1)',
      params: s.userParams,
      body: s.userUpdateBody,
    },
    preHandler: (request) => {
      const body = request.body as { email?: string };
      return body.email !== undefined ? accessToken(request) : idToken(request);
    },
    handler: async (request) => {
      const { email, ...profile } = request.body;
      if (email === undefined) return updateProfile(ctx, request.user!, profile);
      await requestEmailChange(ctx, request.user!, email);
      return getProfile(ctx, userId(request));
    },
  });

  api.get('/api/v1/users/:id/phones', {
    schema: { tags, summary: 'The user’s phones', params: s.userParams },
    preHandler: idToken,
    handler: async (request) => ({ data: (await getProfile(ctx, userId(request))).phones }),
  });
  api.post('/api/v1/users/:id/phones', {
    schema: {
      tags,
      summary: 'Add a phone (at most 3)',
      params: s.userParams,
      body: s.phonePayloadSchema,
      response: { 201: s.phoneResponse },
    },
    preHandler: idToken,
    handler: async (request, reply) =>
      reply.status(201).send(await addPhone(ctx, userId(request), request.body)),
  });
  api.put('/api/v1/users/:id/phones/:phoneId', {
    schema: {
      tags,
      summary: 'Change a phone',
      params: s.phoneParams,
      body: s.phonePayloadSchema,
      response: { 200: s.phoneResponse },
    },
    preHandler: idToken,
    handler: (request) => changePhone(ctx, userId(request), request.params.phoneId, request.body),
  });
  api.delete('/api/v1/users/:id/phones/:phoneId', {
    schema: { tags, summary: 'Remove a phone', params: s.phoneParams, response: { 200: s.deleted } },
    preHandler: idToken,
    handler: async (request) => {
      await removePhone(ctx, userId(request), request.params.phoneId);
      return { status: 'deleted' as const };
    },
  });

  api.get('/api/v1/users/:id/interests', {
    schema: { tags, summary: 'The user’s interests', params: s.userParams },
    preHandler: idToken,
    handler: async (request) => ({ data: (await getProfile(ctx, userId(request))).interests }),
  });
  api.post('/api/v1/users/:id/interests', {
    schema: {
      tags,
      summary: 'Add an interest',
      params: s.userParams,
      body: s.interestPayloadSchema,
      response: { 201: s.interestResponse },
    },
    preHandler: idToken,
    handler: async (request, reply) =>
      reply.status(201).send(await addUserInterest(ctx, userId(request), request.body.interest)),
  });
  api.delete('/api/v1/interests/:interestId', {
    schema: { tags, summary: 'Remove an interest', params: s.interestParams, response: { 200: s.deleted } },
    preHandler: idToken,
    handler: async (request) => {
      await removeUserInterest(ctx, userId(request), request.params.interestId);
      return { status: 'deleted' as const };
    },
  });

  api.get('/api/v1/admin/users/:id', {
    schema: { tags, summary: 'Admin-panel user record (maker-domain staff only)', params: s.userParams },
    preHandler: idToken,
    handler: (request) => adminUser(ctx, request.user!),
  });
  api.get('/api/v1/users/:id/managingCultureCodes', {
    schema: {
      tags,
      summary: 'Cultures a staff member manages (maker-domain staff only)',
      params: s.userParams,
      response: { 200: z.object({ managingCultureCodes: z.array(z.string()) }) },
    },
    preHandler: idToken,
    handler: (request) => managingCultureCodes(ctx, request.user!),
  });
}
