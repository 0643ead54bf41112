import { describe, expect, it } from 'vitest';
import { MASKED_EMAIL, MASKED_UUID, sanitizeLogEvent, sanitizeLogValue } from './log-sanitize';

describe('log sanitising (docs/product.md#log-sanitising)', () => {
  it('masks e-mails, encoded e-mails and UUIDs; non-primitives become null', () => {
    expect(sanitizeLogValue('user a.b@example.com here')).toBe(`user ${MASKED_EMAIL} here`);
    expect(sanitizeLogValue('/x?email=a%40example.com')).toBe(`/x?email=${MASKED_EMAIL}`);
    expect(sanitizeLogValue('/users/0b7c1a52-2f0e-4c1e-9d43-8f6a3c2b1d00/phones')).toBe(
      `/users/${MASKED_UUID}/phones`,
    );
    expect(sanitizeLogEvent({ a: 1, b: true, c: { x: 1 }, d: [1], e: undefined })).toEqual({
      a: 1,
      b: true,
      c: null,
      d: null,
      e: null,
    });
  });
});
