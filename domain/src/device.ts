import { z } from './schemas/zod';

/**
 * Device (docs/product.md#devices): what the app client reports (`pcode`, `productVer`) and what follows from it.
 * The model code is the first 6 characters of pcode and the serial the rest; a dongle (a productVer with a
 * comma) names the product it unlocks in the second comma-separated part.
 */
export const DEVICE_MODEL_CODE_LENGTH = 6;
export const DEVICE_PCODE_MIN_LENGTH = DEVICE_MODEL_CODE_LENGTH + 1;
export const DEVICE_PCODE_MAX_LENGTH = 40;
export const DEVICE_PRODUCT_VER_MAX_LENGTH = 100;
/** Devices one account may hold; the app registers one per unit, so this only stops runaway clients. */
export const MAX_DEVICES = 100;

export interface DeviceCodes {
  modelCode: string;
  serial: string;
  productCode: string;
}

/** The model code: the first 6 characters of pcode. */
export function deviceModelCode(pcode: string): string {
  return pcode.slice(0, DEVICE_MODEL_CODE_LENGTH);
}

/** The serial: what follows the model code in pcode. */
export function deviceSerial(pcode: string): string {
  return pcode.slice(DEVICE_MODEL_CODE_LENGTH);
}

/** True for a dongle: its productVer lists more than one comma-separated part. */
export function isDongle(productVer: string): boolean {
  return productVer.includes(',');
}

/**
 * The product code: for a dongle the second comma-separated part of productVer (trimmed), else the model
 * code. A dongle whose second part is blank has named no product, so the model code stands in.
 */
export function deviceProductCode(pcode: string, productVer: string): string {
  const named = isDongle(productVer) ? productVer.split(',')[1]?.trim() : undefined;
  return named || deviceModelCode(pcode);
}

/** All the codes a device's pcode and productVer give. */
export function deviceCodes(pcode: string, productVer: string): DeviceCodes {
  return {
    modelCode: deviceModelCode(pcode),
    serial: deviceSerial(pcode),
    productCode: deviceProductCode(pcode, productVer),
  };
}

/** POST app/{userId}/devices: pcode 7–40 letters, digits or hyphens; productVer at most 100 characters. */
export const devicePayloadSchema = z.object({
  pcode: z
    .string()
    .trim()
    .min(DEVICE_PCODE_MIN_LENGTH)
    .max(DEVICE_PCODE_MAX_LENGTH)
    .regex(/^[A-Za-z0-9-]+$/, 'Use letters, digits and hyphens only'),
  productVer: z.string().trim().max(DEVICE_PRODUCT_VER_MAX_LENGTH),
});
export type DevicePayload = z.infer<typeof devicePayloadSchema>;
