import type { FastifyInstance } from 'fastify';
import { staffAdminRoutes } from './admin-routes';
import { staffDeskRoutes } from './desk-routes';
import { staffTextRoutes } from './text-routes';
import { staffUserRoutes } from './user-routes';

/** The staff console's API (docs/product.md#staff-console). */
export async function staffConsoleRoutes(app: FastifyInstance): Promise<void> {
  await staffUserRoutes(app);
  await staffAdminRoutes(app);
  await staffTextRoutes(app);
  await staffDeskRoutes(app);
}
