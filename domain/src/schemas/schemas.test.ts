import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  entitlementSchema,
  newEmailSchema,
  normalizeSerial,
  passwordConfirmSchema,
  passwordSchema,
  phonesSchema,
  productChoiceSchema,
  profileSchema,
  serialNumberSchema,
  signUpFormSchema,
  signUpPayloadSchema,
  supportFields,
} from '.';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('password (spec §5)', () => {
  it.each(['Abcdefg1', 'Pässw0rdLong!', `A1${'a'.repeat(126)}`])('accepts %s', (p) =>
    expect(passwordSchema.safeParse(p).success).toBe(true),
  );
  it.each(['Abcdef1', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh', `A1${'a'.repeat(127)}`])('rejects %s', (p) =>
    expect(passwordSchema.safeParse(p).success).toBe(false),
  );
  it('never trims', () => expect(passwordSchema.parse(' Abcdefg1 ')).toBe(' Abcdefg1 '));
  it('needs a matching confirmation', () =>
    expect(
      messages(passwordConfirmSchema.safeParse({ password: 'Abcdefg1', confirmPassword: 'Abcdefg2' })),
    ).toEqual(['Passwords don’t match.']));
});

describe('email (spec §5)', () => {
  it('is required and valid', () => {
    expect(messages(emailSchema.safeParse(''))).toEqual(['Email is required']);
    expect(messages(emailSchema.safeParse('not-an-email'))).toEqual(['Invalid email']);
    expect(emailSchema.parse(' a@example.com ')).toBe('a@example.com');
  });
  it('new email differs from the current and matches the confirmation', () => {
    expect(
      messages(
        newEmailSchema.safeParse({ currentEmail: 'a@x.com', newEmail: 'A@x.com', confirmEmail: 'A@x.com' }),
      ),
    ).toEqual(['The new email is the same as the current email.']);
    expect(
      messages(
        newEmailSchema.safeParse({ currentEmail: 'a@x.com', newEmail: 'b@x.com', confirmEmail: 'c@x.com' }),
      ),
    ).toEqual(['Email mismatch']);
  });
});

describe('sign-up (spec §5)', () => {
  const form = {
    firstName: 'Aiko',
    lastName: 'Tanaka',
    email: 'aiko@example.com',
    password: 'Abcdefg1',
    confirmPassword: 'Abcdefg1',
    cultureCode: 'en-US',
    allowEmail: false,
    agreeTerms: true,
  };
  it('accepts a complete form', () => expect(signUpFormSchema.safeParse(form).success).toBe(true));
  it('requires agreeing to the terms', () =>
    expect(messages(signUpFormSchema.safeParse({ ...form, agreeTerms: false }))).toContain(
      'Please agree to the terms of use and privacy policy.',
    ));
  it('requires phonetic names for ja-JP only', () => {
    expect(signUpFormSchema.safeParse({ ...form, cultureCode: 'ja-JP' }).success).toBe(false);
    expect(
      signUpFormSchema.safeParse({
        ...form,
        cultureCode: 'ja-JP',
        phoneticFirstName: 'アイコ',
        phoneticLastName: 'タナカ',
      }).success,
    ).toBe(true);
  });
  it('refuses server-managed fields in the payload', () => {
    const payload = { ...form, mailFormatType: 'html', signupSource: 'backstage' } as Record<string, unknown>;
    delete payload.confirmPassword;
    delete payload.agreeTerms;
    expect(signUpPayloadSchema.safeParse(payload).success).toBe(true);
    expect(signUpPayloadSchema.safeParse({ ...payload, isDeleted: false }).success).toBe(false);
    expect(signUpPayloadSchema.safeParse({ ...payload, firstName: '' }).success).toBe(false);
  });
});

describe('serial number (spec §5)', () => {
  it('keeps the last 7 of a 16-digit serial', () => {
    expect(normalizeSerial('1234567890123456')).toBe('0123456');
    expect(serialNumberSchema.parse('1234567890123456')).toBe('0123456');
  });
  it('accepts 7 to 8 characters', () => {
    expect(serialNumberSchema.safeParse('A123456').success).toBe(true);
    expect(serialNumberSchema.safeParse('A1234567').success).toBe(true);
    expect(messages(serialNumberSchema.safeParse('A12345'))).toEqual([
      'Serial number must be 7 to 8 characters',
    ]);
  });
});

describe('profile and phones (spec §5)', () => {
  it('allows at most 3 phones', () => {
    const phone = { number: '555 0100', type: 'Mobile' as const };
    expect(phonesSchema.safeParse([phone, phone, phone]).success).toBe(true);
    expect(phonesSchema.safeParse([phone, phone, phone, phone]).success).toBe(false);
  });
  it('requires phone number and type together', () => {
    expect(messages(phonesSchema.safeParse([{ number: '555 0100' }]))).toEqual([
      'Phone number and phone type are required together',
    ]);
    expect(phonesSchema.safeParse([{ type: 'Home' }]).success).toBe(false);
    expect(messages(phonesSchema.safeParse([{ number: 'abc', type: 'Home' }]))).toEqual([
      'Phone number must be valid',
    ]);
  });
  it('requires the country and a valid postal code', () => {
    const profile = { firstName: 'A', lastName: 'B', country: 'US', address: { postalCode: '90210' } };
    expect(profileSchema.safeParse(profile).success).toBe(true);
    expect(messages(profileSchema.safeParse({ ...profile, country: '' }))).toEqual(['Country is required']);
    expect(messages(profileSchema.safeParse({ ...profile, address: { postalCode: '!!' } }))).toEqual([
      'Postal code must be valid',
    ]);
  });
});

describe('support, contact and entitlement (spec §5)', () => {
  it('uses the spec texts', () => {
    expect(messages(supportFields.subject.safeParse(''))).toEqual(['Subject is required']);
    expect(messages(supportFields.quantity.safeParse('0'))).toEqual(['Quantity must be valid']);
    expect(messages(productChoiceSchema.safeParse({ product: 'Other' }))).toEqual([
      'Product name is required',
    ]);
    expect(productChoiceSchema.safeParse({ product: 'fp-30x' }).success).toBe(true);
  });
  it('trims the entitlement key', () => {
    expect(entitlementSchema.parse({ key: '  ABCD-1234 ' })).toEqual({ key: 'ABCD-1234' });
    expect(entitlementSchema.safeParse({ key: '   ' }).success).toBe(false);
  });
});
