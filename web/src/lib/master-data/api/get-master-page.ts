import type { MasterItem } from '@backstage/domain';
import { apiRequest } from '@/lib/api-client';
import type { MasterEntry } from '../master-types';

export interface MasterPage {
  data: MasterEntry[];
  serverTime: string;
}

/** GET {item}?perPage=-1: a whole master list, or with `since` only the entries changed after it. */
export function getMasterPage(item: MasterItem, since?: string): Promise<MasterPage> {
  const changes = since === undefined ? '' : `&updateDate=${encodeURIComponent(since)}`;
  return apiRequest(`${item}?perPage=-1${changes}`);
}
