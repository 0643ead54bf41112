import type { DeviceResponse } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { currentUserId } from '@/lib/session';

/** A unit the user's apps reported (Device, docs/product.md#devices). */
export type Device = DeviceResponse;

/** GET app/{userId}/devices (services base): the units the device service knows of this user. */
export async function getDevices(): Promise<Device[]> {
  const path = `app/${currentUserId()}/devices`;
  return (await apiRequest<{ data: Device[] }>(path, { base: 'services', auth: 'id' })).data;
}

export const devicesQueryOptions = () => queryOptions({ queryKey: queryKeys.devices(), queryFn: getDevices });

export const useDevices = () => useQuery(devicesQueryOptions());
