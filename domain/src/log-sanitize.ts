const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}/gi;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

export const MASKED_EMAIL = '[email]';
export const MASKED_UUID = '[uuid]';

/** docs/product.md#log-sanitising: masks e-mails (also %40-encoded) and UUIDs; values other than boolean/number/string become null. */
export function sanitizeLogValue(value: unknown): string | number | boolean | null {
  if (typeof value === 'boolean' || typeof value === 'number') return value;
  if (typeof value !== 'string') return null;
  return value.replace(EMAIL, MASKED_EMAIL).replace(UUID, MASKED_UUID);
}

/** Sanitises every field of a log event. */
export function sanitizeLogEvent(
  event: Record<string, unknown>,
): Record<string, string | number | boolean | null> {
  return Object.fromEntries(Object.entries(event).map(([key, value]) => [key, sanitizeLogValue(value)]));
}
