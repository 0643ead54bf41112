import type { DeviceResponse } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { currentUserId } from '@/lib/session';

/** A unit the user's apps reported (DeviceResponse, docs/product.md#devices). */

/** GET app/{userId}/devices (services base): the units the device service knows of this user. */
export async function getDevices(): Promise<DeviceResponse[]> {
  const path = `app/${currentUserId()}/devices`;
  return (await apiRequest<{ data: DeviceResponse[] }>(path, { base: 'services', auth: 'id' })).data;
}

export const devicesQueryOptions = () => queryOptions({ queryKey: queryKeys.devices(), queryFn: getDevices });

export const useDevices = () => useQuery(devicesQueryOptions());
