import { describe, expect, it } from 'vitest';
import { isSmartphone, modelCodeFromQr } from './is-smartphone';

const nav = (userAgent: string, mobile?: boolean) =>
  ({ userAgent, userAgentData: mobile === undefined ? undefined : { mobile } }) as unknown as Navigator;

describe('QR scanning (docs/product.md#qr-registration "Smartphone only.")', () => {
  it('is offered on phones only', () => {
    expect(isSmartphone(nav('Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36'))).toBe(true);
    expect(isSmartphone(nav('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)'))).toBe(true);
    expect(isSmartphone(nav('Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0'))).toBe(false);
    expect(isSmartphone(nav('anything', false))).toBe(false);
  });

  it('reads the model code from a registration card URL or plain text', () => {
    expect(modelCodeFromQr('https://example.com/backstage/qr?mdl=FP-30X')).toBe('FP-30X');
    expect(modelCodeFromQr('https://example.com/other')).toBeUndefined();
    expect(modelCodeFromQr(' TD-07KV ')).toBe('TD-07KV');
    expect(modelCodeFromQr('<script>')).toBeUndefined();
  });
});
