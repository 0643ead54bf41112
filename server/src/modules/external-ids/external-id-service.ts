import type { ExternalService, ExternalUserIdResponse } from '@backstage/domain';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { findExternalId, insertExternalId, updateExternalId } from './external-id-repo';

/** docs/product.md#external-service-ids GET: the user's stored id at the service; "No id is stored…" (404) otherwise. */
export async function getExternalId(
  deps: Deps,
  userId: string,
  serviceId: ExternalService,
): Promise<ExternalUserIdResponse> {
  const id = await findExternalId(deps.db, userId, serviceId);
  if (id === undefined) throw new AppError('EXTERNAL_ID_NOT_FOUND');
  return { serviceId, id };
}

/** POST: stores the first id for the service; a second POST is refused (409), the stored one stays. */
export async function createExternalId(
  deps: Deps,
  userId: string,
  serviceId: ExternalService,
  id: string,
): Promise<ExternalUserIdResponse> {
  if (!(await insertExternalId(deps.db, userId, serviceId, id))) throw new AppError('EXTERNAL_ID_EXISTS');
  return { serviceId, id };
}

/** PUT: replaces the stored id; an unchanged id is skipped (`updated: false`), none stored is 404. */
export async function replaceExternalId(
  deps: Deps,
  userId: string,
  serviceId: ExternalService,
  id: string,
): Promise<ExternalUserIdResponse> {
  const outcome = await updateExternalId(deps.db, userId, serviceId, id);
  if (outcome === 'missing') throw new AppError('EXTERNAL_ID_NOT_FOUND');
  return { serviceId, id, updated: outcome === 'updated' };
}
