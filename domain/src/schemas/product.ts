import { SERIAL_MAX_LENGTH, SERIAL_MIN_LENGTH } from '../constants';
import { MESSAGE_CODES } from './messages';
import { z } from './zod';

/** docs/product.md#serial-numbers: a 16-digit (or any longer) serial keeps its last 7 characters. */
export function normalizeSerial(serial: string): string {
  const trimmed = serial.trim();
  return trimmed.length > SERIAL_MAX_LENGTH ? trimmed.slice(-SERIAL_MIN_LENGTH) : trimmed;
}

/** Serial number: 7 to 8 characters after normalising. */
export const serialCodeSchema = z
  .string({ error: MESSAGE_CODES.serialRequired })
  .transform(normalizeSerial)
  .pipe(
    z
      .string()
      .min(SERIAL_MIN_LENGTH, MESSAGE_CODES.serialLength)
      .max(SERIAL_MAX_LENGTH, MESSAGE_CODES.serialLength),
  );

/** Purchase date as YYYY-MM-DD naming a real calendar day, not in the future. */
export const purchaseDateSchema = z
  .string({ error: MESSAGE_CODES.purchaseDateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGE_CODES.purchaseDateInvalid)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return (
      !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getTime() <= Date.now()
    );
  }, MESSAGE_CODES.purchaseDateInvalid);
