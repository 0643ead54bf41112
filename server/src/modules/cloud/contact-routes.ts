import { cloudContactSchema, supportRequestCreatedSchema } from '@backstage/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { geoLookupFromConfig } from '../geo';
import { sendCloudContact } from './contact-service';

/** `POST /cloud/api/contact-us` (docs/product.md#cloud-contact): the member's message as a help-desk ticket. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The ticket's country falls back to the client address's (docs/product.md#regions).
  const geo = await geoLookupFromConfig(deps.config);
  api.post('/cloud/api/contact-us', {
    schema: {
      tags: ['roland cloud'],
      summary: 'Contact Roland Cloud: contact name, e-mail, subject and details become a support ticket',
      body: cloudContactSchema,
      response: { 201: supportRequestCreatedSchema },
    },
    preHandler: app.authenticate('id'),
    handler: async (request, reply) =>
      reply.status(201).send(
        await sendCloudContact(deps, request.user!, request.body, {
          geo,
          ip: request.ip,
          log: request.log,
        }),
      ),
  });
}
