import type { MasterItem, MasterListResponse } from '@backstage/domain';
import { apiRequest } from '@/lib/api-client';
import type { MasterEntry } from '../master-types';

/** A page of a master list, its rows as the portal reads them. */
export type MasterPage = Omit<MasterListResponse, 'data'> & { data: MasterEntry[] };

/** GET {item}?perPage=-1: a whole master list, or with `since` only the entries changed after it. */
export function getMasterPage(item: MasterItem, since?: string): Promise<MasterPage> {
  const changes = since === undefined ? '' : `&updateDate=${encodeURIComponent(since)}`;
  return apiRequest(`${item}?perPage=-1${changes}`);
}
