import type { FastifyInstance } from 'fastify';
import type { AccountContext } from '../accounts/context';
import { deviceRoutes } from '../devices/routes';
import { questionnaireRoutes } from '../questionnaires/routes';
import { temporaryDataRoutes } from '../temporary-data/routes';
import { myGearRoutes } from './routes';

/** Issue #5's API areas: registered products, their questionnaires, temporary data for QR registration, devices. */
export async function myGearAreaRoutes(app: FastifyInstance, ctx: AccountContext): Promise<void> {
  await myGearRoutes(app, ctx);
  await questionnaireRoutes(app, ctx);
  await temporaryDataRoutes(app, ctx);
  await deviceRoutes(app, ctx);
}
