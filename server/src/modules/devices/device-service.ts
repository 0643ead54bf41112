import { type DevicePayload, deviceCodes, MAX_DEVICES } from '@backstage/domain';
import type { Db } from '../../db/db';
import { AppError } from '../../lib/app-error';
import { lockUser } from '../accounts';
import {
  countDevices,
  type DeviceRow,
  deleteDevice,
  findDeviceByPcode,
  insertDevice,
  listDeviceRows,
  updateDeviceVersion,
} from './device-repo';

/** A device as the API answers it: the stored codes plus what docs/product.md#devices derives from them. */
export function deviceView({ id, pcode, productVer }: DeviceRow) {
  return { id, pcode, productVer, ...deviceCodes(pcode, productVer) };
}
export type DeviceView = ReturnType<typeof deviceView>;

/** The user's devices. */
export async function listDevices(db: Db, userId: string): Promise<DeviceView[]> {
  return (await listDeviceRows(db, userId)).map(deviceView);
}

/**
 * Registers a device, or, when the unit is already registered, records its new productVer (the app
 * registers again after a firmware update). At most MAX_DEVICES per account. The pcode is kept in capitals,
 * as serial codes and catalogue model codes are, so one unit is one row whatever case an app sends.
 */
export async function registerDevice(db: Db, userId: string, input: DevicePayload) {
  const pcode = input.pcode.toUpperCase();
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const known = await findDeviceByPcode(tx, userId, pcode);
    if (known)
      return {
        created: false,
        device: deviceView(await updateDeviceVersion(tx, known.id, input.productVer)),
      };
    if ((await countDevices(tx, userId)) >= MAX_DEVICES)
      throw new AppError('INVALID_INPUT', [{ field: 'pcode', message: `At most ${MAX_DEVICES} devices` }]);
    return {
      created: true,
      device: deviceView(await insertDevice(tx, userId, pcode, input.productVer)),
    };
  });
}

/** Removes one of the user's devices (another user's device is simply not found). */
export async function removeDevice(db: Db, userId: string, id: number): Promise<void> {
  if (!(await deleteDevice(db, userId, id))) throw new AppError('NOT_FOUND');
}
