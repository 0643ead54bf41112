import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate } from '../../plugins/authenticate';
import { answerBadQueriesAsInvalidParameters } from '../../plugins/invalid-parameters';
import type { SigningKey } from '../tokens/signing-key';
import { otaEula } from './eula';
import { geoLookupFromConfig } from './geo-lookup';
import { lookupCountry } from './geo-service';
import { forgetLogEvents, type LogContext, recordLogEvent } from './log-service';
import { optionalIdToken } from './optional-auth';
import { privacyPolicyUrl } from './privacy-policy';
import { productImagesRoutes } from './product-images-routes';
import * as s from './schemas';

const tags = ['services'];

export interface ServicesOptions {
  signingKey: SigningKey;
}

/** Spec §7 services API under /api/services/: geoip, url/privacy_policy, eula/ota, log. */
export async function servicesRoutes(app: FastifyInstance, { signingKey }: ServicesOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const geo = await geoLookupFromConfig(app.config);
  const logs: LogContext = {
    db: app.db,
    kv: app.kv,
    log: app.log,
    perMinute: app.config.LOG_EVENTS_PER_MINUTE,
  };

  answerBadQueriesAsInvalidParameters(app);

  api.get('/api/services/geoip', {
    schema: {
      tags,
      summary: 'Country of the caller’s address (empty when unknown or on failure)',
      response: { 200: s.geoResponse },
    },
    handler: async (request, reply) => {
      // The answer depends on who asks: no shared cache may keep it.
      reply.header('cache-control', 'private, no-store');
      return lookupCountry(geo, request.ip, request.log);
    },
  });

  // Spec §7 spells these paths with a trailing slash; the bare form is answered too, outside the docs.
  for (const hide of [false, true]) {
    const slash = hide ? '' : '/';
    api.get(`/api/services/url/privacy_policy${slash}`, {
      schema: {
        tags,
        hide,
        summary: 'Address of the privacy policy page for a culture, country and brand',
        querystring: s.privacyPolicyQuery,
        response: { 200: s.privacyPolicyResponse },
      },
      handler: (request) => privacyPolicyUrl(app.config.PUBLIC_URL, request.query),
    });
    api.get(`/api/services/eula/ota${slash}`, {
      schema: {
        tags,
        hide,
        summary: 'Software update licence agreement for a culture and country',
        querystring: s.eulaQuery,
        response: { 200: s.eulaResponse },
      },
      handler: (request) => otaEula(request.query),
    });
  }

  await productImagesRoutes(app);

  api.post('/api/services/log', {
    bodyLimit: s.LOG_BODY_LIMIT,
    schema: {
      tags,
      summary: 'Record a log event (linked to the account when an id token is sent; page views not stored)',
      security: [{}, { bearer: [] }],
      body: s.logEventBody,
      response: { 202: s.loggedResponse },
    },
    preHandler: optionalIdToken(app, signingKey),
    handler: async (request, reply) => {
      const status = await recordLogEvent(logs, request.body, { userId: request.user?.id, ip: request.ip });
      return reply.status(202).send({ status });
    },
  });

  api.delete('/api/services/log', {
    schema: {
      tags,
      summary: 'Delete the caller’s stored log events (analytics opt-out)',
      security: [{ bearer: [] }],
      response: { 200: s.deletedResponse },
    },
    preHandler: authenticate(app, signingKey, 'id'),
    handler: async (request) => ({
      status: 'deleted' as const,
      count: await forgetLogEvents(logs, request.user!.id),
    }),
  });
}
