import { describe, expect, it } from 'vitest';
import hardwareProducts from '../src/modules/cloud/data/hardware-products.json';
import { duplicates, readSeed, readSeedText } from './read-seed';

interface ProducedUnit {
  productCode: string;
  serial: string;
}

const units = readSeed<ProducedUnit>('produced-units.json');

describe('produced-units.json', () => {
  it('is a 2-space indented array of units with only the product code and the serial', () => {
    expect(readSeedText('produced-units.json')).toBe(`${JSON.stringify(units, null, 2)}\n`);
    for (const unit of units) expect(Object.keys(unit)).toEqual(['productCode', 'serial']);
  });

  it('lists units of every hardware product of the cloud catalogue, and of nothing else', () => {
    const codes = hardwareProducts.map((p) => p.productCode);
    expect(units.filter((u) => !codes.includes(u.productCode))).toEqual([]);
    for (const code of codes) expect(units.filter((u) => u.productCode === code).length).toBeGreaterThan(0);
  });

  // The form the activation accepts (docs/product.md#serial-numbers), as the server keeps it: upper case.
  it('holds serials of 7 or 8 upper-case letters and digits, each unit once', () => {
    expect(units.filter((u) => !/^[A-Z0-9]{7,8}$/.test(u.serial))).toEqual([]);
    expect(duplicates(units.map((u) => `${u.productCode}|${u.serial}`))).toEqual([]);
  });
});
