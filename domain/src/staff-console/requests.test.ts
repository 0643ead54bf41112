import { describe, expect, it } from 'vitest';
import { auditQuerySchema } from './requests';

// The audit log's query (docs/product.md#staff-audit): what the server refuses with 400, and the console's form too.
const issues = (query: object) =>
  auditQuerySchema.safeParse(query).error?.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);

describe('the audit log’s query', () => {
  it('takes days as YYYY-MM-DD, either end open, the same day as both ends', () => {
    expect(issues({ from: '2024-02-29', to: '2024-02-29', timeZone: 'Asia/Tokyo' })).toBeUndefined();
    expect(issues({ from: '2026-03-10' })).toBeUndefined();
    expect(issues({ to: '2026-03-10' })).toBeUndefined();
  });

  it('refuses a day the calendar lacks, another format, an end before the start and an unknown zone', () => {
    expect(issues({ from: '2025-02-29' })).toEqual(['from auditDateInvalid']);
    expect(issues({ to: '10.03.2026' })).toEqual(['to auditDateInvalid']);
    expect(issues({ from: '2026-03-11', to: '2026-03-10' })).toEqual(['to auditDateOrder']);
    expect(issues({ from: '2026-03-10', timeZone: 'Mars/Olympus' })).toEqual(['timeZone invalidValue']);
  });

  it('takes an account by its address in any case, as the address is stored', () => {
    expect(auditQuerySchema.parse({ userEmail: ' Aiko@Example.com ' }).userEmail).toBe('aiko@example.com');
    expect(issues({ userId: 'aiko@example.com' })).toEqual(['userId invalidFormat']);
  });
});
