import { describe, expect, it } from 'vitest';
import { deviceCodes, devicePayloadSchema, deviceProductCode, isDongle } from './device';

describe('device codes (Device, docs/product.md#devices)', () => {
  it('splits pcode into a 6-character model code and the serial', () => {
    expect(deviceCodes('FP-30XA1B2C3D', '1.0.3')).toEqual({
      modelCode: 'FP-30X',
      serial: 'A1B2C3D',
      productCode: 'FP-30X',
    });
  });

  it('takes a dongle’s product code from the second comma-separated part of productVer', () => {
    expect(isDongle('1.20,RC-505MK2,2')).toBe(true);
    expect(deviceCodes('DONGLE0012345', '1.20,RC-505MK2,2')).toEqual({
      modelCode: 'DONGLE',
      serial: '0012345',
      productCode: 'RC-505MK2',
    });
    expect(deviceProductCode('DONGLE0012345', '1.20, JUNO-X ')).toBe('JUNO-X');
  });

  it('falls back to the model code when a dongle names no product', () => {
    expect(deviceProductCode('DONGLE0012345', '1.20,')).toBe('DONGLE');
    expect(deviceProductCode('DONGLE0012345', '1.20, ,x')).toBe('DONGLE');
    expect(isDongle('1.20')).toBe(false);
  });
});

describe('device payload', () => {
  const valid = { pcode: 'FP-30XA1B2C3D', productVer: '1.0.3' };
  it('accepts 7 to 40 letters, digits and hyphens and a productVer of at most 100 characters', () => {
    expect(devicePayloadSchema.parse({ pcode: 'ABCDEF1', productVer: '' })).toEqual({
      pcode: 'ABCDEF1',
      productVer: '',
    });
    expect(
      devicePayloadSchema.safeParse({ pcode: 'A'.repeat(40), productVer: 'v'.repeat(100) }).success,
    ).toBe(true);
  });

  it('refuses short, long or oddly spelled pcodes and long productVer', () => {
    for (const pcode of ['ABCDEF', 'A'.repeat(41), 'FP 30X123', 'FP_30X123', 'FP-30X/12', ''])
      expect(devicePayloadSchema.safeParse({ ...valid, pcode }).success, pcode).toBe(false);
    expect(devicePayloadSchema.safeParse({ ...valid, productVer: 'v'.repeat(101) }).success).toBe(false);
    expect(devicePayloadSchema.safeParse({ pcode: valid.pcode }).success).toBe(false);
  });
});
