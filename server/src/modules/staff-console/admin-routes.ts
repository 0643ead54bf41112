import {
  auditListResponseSchema,
  auditQuerySchema,
  staffGrantBodySchema,
  staffListQuerySchema,
  staffListResponseSchema,
  staffMemberSchema,
} from '@backstage/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit, readAudit } from './audit-service';
import { requireStaffReauth, staffOnly } from './guard';
import { listStaff } from './staff-repo';
import { findStaffCandidate, putStaff } from './staff-service';

const tags = ['staff console'];

/** The admin role's calls: the audit log and who holds which role (docs/product.md#staff-roles). */
export async function staffAdminRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = [app.authenticate('id'), staffOnly(deps, 'admin')];

  api.get('/api/v1/admin/audit', {
    schema: {
      tags,
      summary:
        'The audit log, newest first, 50 a page, by customer or staff member (id or address), action and days (admin)',
      querystring: auditQuerySchema,
      response: { 200: auditListResponseSchema },
    },
    preHandler: admin,
    handler: (request) => readAudit(deps, request.query),
  });

  api.get('/api/v1/admin/staff', {
    schema: {
      tags,
      summary:
        'Staff accounts with their roles and cultures; with `email`, the account of that staff-domain address, to add it (admin)',
      querystring: staffListQuerySchema,
      response: { 200: staffListResponseSchema },
    },
    preHandler: admin,
    handler: async (request) => ({
      data: request.query.email
        ? await findStaffCandidate(deps.db, deps.config.STAFF_EMAIL_DOMAIN, request.query.email)
        : await listStaff(deps.db),
    }),
  });

  api.put('/api/v1/admin/staff/:userId', {
    schema: {
      tags,
      summary:
        'Sets an account’s roles and cultures; only accounts on the staff domain may hold any (admin; re-authentication)',
      params: z.object({ userId: z.uuid() }),
      body: staffGrantBodySchema,
      response: { 200: staffMemberSchema },
    },
    preHandler: admin,
    handler: async (request, reply) => {
      await requireStaffReauth(deps, request, reply);
      const member = await putStaff(
        deps.db,
        deps.config.STAFF_EMAIL_DOMAIN,
        request.params.userId,
        request.body,
        request.staff!.email,
      );
      const detail = `roles: ${member.roles.join(',') || '-'}; cultures: ${member.managingCultureCodes.join(',') || '-'}`;
      await audit(deps.db, request, { action: 'changeStaff', userId: request.params.userId, detail });
      return member;
    },
  });
}
