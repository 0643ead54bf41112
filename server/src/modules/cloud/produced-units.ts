import type { Queryable } from '../../db/db';
import { readSeed } from '../../db/seed';
import { findHardwareProduct } from './catalogue';
import { insertProducedUnits, type ProducedUnit } from './produced-unit-repo';

const SERIAL_FORM = /^[A-Z0-9]{7,8}$/;

/**
 * A serial number as units are listed and activated: trimmed, upper case, and a 16-digit serial by its last 7
 * characters (docs/product.md#serial-numbers). Undefined when it is not a serial's form.
 */
export function unitSerial(raw: string): string | undefined {
  const key = raw.trim().toUpperCase();
  const serial = key.length === 16 ? key.slice(-7) : key;
  return SERIAL_FORM.test(serial) ? serial : undefined;
}

/** A line of the maker's list as it will be kept, or why it cannot be (an unknown product, a bad serial). */
function producedUnit(productCode: string, rawSerial: string): ProducedUnit | string {
  const hardware = findHardwareProduct(productCode.trim());
  if (!hardware?.grants) return `not a hardware product of the catalogue: ${productCode}`;
  const serial = unitSerial(rawSerial);
  if (!serial) return `not a serial number (7 or 8 letters and digits, or 16 digits): ${rawSerial}`;
  return { productCode: hardware.productCode, serial };
}

/**
 * The maker's list of built units as CSV, a header `productCode,serial` then one unit a line (what
 * `npm run units:import` reads). Lines that cannot be kept are answered with their line number and why.
 */
export function parseProducedUnitsCsv(csv: string): {
  units: ProducedUnit[];
  rejected: { line: number; reason: string }[];
} {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = (lines[0] ?? '').split(',').map((name) => name.trim().toLowerCase());
  const codeAt = header.indexOf('productcode');
  const serialAt = header.indexOf('serial');
  if (codeAt < 0 || serialAt < 0) throw new Error('The CSV needs a header row "productCode,serial".');
  const units: ProducedUnit[] = [];
  const rejected: { line: number; reason: string }[] = [];
  for (const [index, line] of lines.entries()) {
    if (index === 0 || !line.trim()) continue;
    const cells = line.split(',');
    const unit = producedUnit(cells[codeAt] ?? '', cells[serialAt] ?? '');
    if (typeof unit === 'string') rejected.push({ line: index + 1, reason: unit });
    else units.push(unit);
  }
  return { units, rejected };
}

/**
 * The demo catalogue's units (`server/seed/produced-units.json`), a seed step (`moduleSeeds` in src/app.ts).
 * A bad record stops the seed, as a bad catalogue list stops the start.
 */
export async function seedProducedUnits(db: Queryable): Promise<void> {
  const units = readSeed<ProducedUnit>('produced-units.json').map((record) => {
    const unit = producedUnit(record.productCode, record.serial);
    if (typeof unit === 'string') throw new Error(`produced-units.json: ${unit}`);
    return unit;
  });
  await insertProducedUnits(db, units);
}
