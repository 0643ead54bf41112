import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserId } from '../../../lib/session';

/** A unit the user's apps reported (spec §3 Device). */
export interface Device {
  id: number;
  modelCode: string;
  serial: string;
  /** The catalogue model code: a dongle's names the product it unlocks. */
  productCode: string;
}

/** GET app/{userId}/devices (services base): the units the device service knows of this user. */
export function useDevices() {
  return useQuery({
    queryKey: ['devices'],
    queryFn: async () =>
      (
        await apiRequest<{ data: Device[] }>(`app/${currentUserId()}/devices`, {
          base: 'services',
          auth: 'id',
        })
      ).data,
  });
}
