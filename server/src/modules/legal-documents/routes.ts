import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerBadQueriesAsInvalidParameters } from '../../plugins/invalid-parameters';
import { otaEula } from './eula';
import { privacyPolicyUrl } from './privacy-policy';
import { eulaQuery, eulaResponseSchema, privacyPolicyQuery, privacyPolicyResponseSchema } from './schemas';

const tags = ['services'];

/** docs/product.md#privacy-policy-link `url/privacy_policy/` and `eula/ota/` under /api/services/: where the policy is, the EULA text. */
export async function legalDocumentRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  answerBadQueriesAsInvalidParameters(app);

  // docs/product.md#privacy-policy-link spells these paths with a trailing slash; the bare form is answered too, outside the docs.
  for (const hide of [false, true]) {
    const slash = hide ? '' : '/';
    api.get(`/api/services/url/privacy_policy${slash}`, {
      schema: {
        tags,
        hide,
        summary: 'Address of the privacy policy page for a culture, country and brand',
        querystring: privacyPolicyQuery,
        response: { 200: privacyPolicyResponseSchema },
      },
      handler: (request) => privacyPolicyUrl(deps.config, request.query),
    });
    api.get(`/api/services/eula/ota${slash}`, {
      schema: {
        tags,
        hide,
        summary: 'Software update licence agreement for a culture and country',
        querystring: eulaQuery,
        response: { 200: eulaResponseSchema },
      },
      handler: (request) => otaEula(request.query),
    });
  }
}
