import { describe, expect, it } from 'vitest';
import { staffActionFormSchema } from './staff-action-schema';

const message = (reason: string) => staffActionFormSchema.safeParse({ reason }).error?.issues[0]?.message;

describe("a staff action's reason (3-500 characters)", () => {
  it('refuses fewer than 3 characters, spaces not counted', () => {
    expect(message('  ab  ')).toBe('staffReasonLength');
    expect(message('abc')).toBeUndefined();
  });

  it('refuses more than 500 characters', () => {
    expect(message('x'.repeat(500))).toBeUndefined();
    expect(message('x'.repeat(501))).toBe('staffReasonLength');
  });
});
