import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { refusalKind } from './refusal-kind';

const refused = (status: number, code: string) => new ApiRequestError(status, { code, message: code });

describe("what a console call's refusal tells the staff member", () => {
  it('tells a customer the console is not for their account', () => {
    expect(refusalKind(refused(403, 'NOT_ROLAND_ACCOUNT'))).toBe('notForYou');
  });

  it('asks for two-step sign-in when the session lacks a second factor', () => {
    expect(refusalKind(refused(403, 'STAFF_SECOND_FACTOR_REQUIRED'))).toBe('twoStep');
    expect(refusalKind('twoStep')).toBe('twoStep');
  });

  it('reads any other 403 as a role the account lacks', () => {
    expect(refusalKind(refused(403, 'STAFF_ROLE_REQUIRED'))).toBe('role');
    expect(refusalKind(refused(403, 'CULTURE_NOT_MANAGED'))).toBe('role');
  });

  it('tells an ended session and anything else apart', () => {
    expect(refusalKind(refused(401, 'TOKEN_EXPIRED'))).toBe('signedOut');
    expect(refusalKind(refused(403, 'STAFF_SESSION_EXPIRED'))).toBe('sessionEnded');
    expect(refusalKind(new Error('offline'))).toBe('failed');
  });
});
