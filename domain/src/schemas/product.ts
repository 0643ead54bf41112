import { z } from 'zod';
import { SERIAL_MAX_LENGTH, SERIAL_MIN_LENGTH } from '../constants';
import { MESSAGES } from './messages';

/** Spec §5: a 16-digit (or any longer) serial keeps its last 7 characters. */
export function normalizeSerial(serial: string): string {
  const trimmed = serial.trim();
  return trimmed.length > SERIAL_MAX_LENGTH ? trimmed.slice(-SERIAL_MIN_LENGTH) : trimmed;
}

/** Serial number: 7 to 8 characters after normalising. */
export const serialNumberSchema = z
  .string({ error: MESSAGES.serialRequired })
  .transform(normalizeSerial)
  .pipe(
    z.string().min(SERIAL_MIN_LENGTH, MESSAGES.serialLength).max(SERIAL_MAX_LENGTH, MESSAGES.serialLength),
  );

/** Purchase date as YYYY-MM-DD naming a real calendar day, not in the future. */
export const purchaseDateSchema = z
  .string({ error: MESSAGES.purchaseDateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.purchaseDateInvalid)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return (
      !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getTime() <= Date.now()
    );
  }, MESSAGES.purchaseDateInvalid);
