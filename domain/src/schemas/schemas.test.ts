import { describe, expect, it } from 'vitest';
import { normalizeMailFormatType } from '../enums';
import {
  activationSchema,
  contactUsSchema,
  emailSchema,
  entitlementSchema,
  mailFormatTypeSchema,
  messageText,
  newEmailSchema,
  normalizeSerial,
  passwordChangeSchema,
  passwordConfirmSchema,
  passwordSchema,
  phonesSchema,
  productChoiceSchema,
  profileSchema,
  purchaseDateSchema,
  questionnaireAnswerSchema,
  serialCodeSchema,
  signUpFormSchema,
  signUpPayloadSchema,
  supportFields,
  verifyAccountSchema,
} from '.';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => messageText(issue.message)) ?? [];

describe('password (docs/product.md#password-rules)', () => {
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

describe('email (docs/product.md#email-rules)', () => {
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

describe('sign-up (docs/product.md#sign-up)', () => {
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
  it('reports every field’s error at once, cross-field ones included', () => {
    const empty = { ...form, firstName: '', lastName: '', confirmPassword: 'x', cultureCode: 'ja-JP' };
    expect(messages(signUpFormSchema.safeParse({ ...empty, agreeTerms: false })).sort()).toEqual(
      [
        'First name is required',
        'Last name is required',
        'Please agree to the terms of use and privacy policy.',
        'Passwords don’t match.',
        'Phonetic first name is required',
        'Phonetic last name is required',
      ].sort(),
    );
    expect(messages(signUpFormSchema.safeParse(null))).toHaveLength(1);
  });
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

describe('serial number (docs/product.md#serial-numbers)', () => {
  it('keeps the last 7 of a 16-digit serial', () => {
    expect(normalizeSerial('1234567890123456')).toBe('0123456');
    expect(serialCodeSchema.parse('1234567890123456')).toBe('0123456');
  });
  it('accepts 7 to 8 characters', () => {
    expect(serialCodeSchema.safeParse('A123456').success).toBe(true);
    expect(serialCodeSchema.safeParse('A1234567').success).toBe(true);
    expect(messages(serialCodeSchema.safeParse('A12345'))).toEqual([
      'Serial number must be 7 to 8 characters',
    ]);
  });
});

describe('profile and phones (docs/product.md#phones)', () => {
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

describe('support, contact and entitlement (docs/product.md#support-validation)', () => {
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

describe('activation, verify account and answers (docs/product.md#activation)', () => {
  it('needs a code plus the activation id or the email', () => {
    expect(activationSchema.safeParse({ code: '123456', email: 'a@example.com' }).success).toBe(true);
    expect(activationSchema.safeParse({ code: '123456', activationId: 'abc' }).success).toBe(true);
    expect(messages(activationSchema.safeParse({ code: '123456' }))).toEqual([
      'Activation id or email is required',
    ]);
    expect(messages(activationSchema.safeParse({ code: ' ', email: 'a@example.com' }))).toEqual([
      'Code is required',
    ]);
  });
  it('verify account needs the email', () =>
    expect(messages(verifyAccountSchema.safeParse({ email: '' }))).toEqual(['Email is required']));
  it('requires every answer', () => {
    expect(questionnaireAnswerSchema.safeParse({ questionId: 1, answer: 'Yes' }).success).toBe(true);
    expect(questionnaireAnswerSchema.safeParse({ questionId: 1, answer: ['', 'b'] }).success).toBe(true);
    expect(messages(questionnaireAnswerSchema.safeParse({ questionId: 1, answer: ' ' }))).toEqual([
      'Answer is required',
    ]);
    expect(messages(questionnaireAnswerSchema.safeParse({ questionId: 1, answer: [] }))).toEqual([
      'Answer is required',
    ]);
  });
  it('password change needs the current password', () =>
    expect(messages(passwordChangeSchema.safeParse({ oldPassword: '', newPassword: 'Abcdefg1' }))).toEqual([
      'Current password is required',
    ]));
});

describe('purchase date (docs/product.md#purchase-date)', () => {
  it('accepts a real past calendar day only', () => {
    expect(purchaseDateSchema.safeParse('2024-02-29').success).toBe(true);
    expect(purchaseDateSchema.safeParse('2023-02-29').success).toBe(false);
    expect(purchaseDateSchema.safeParse('2024-13-01').success).toBe(false);
    expect(purchaseDateSchema.safeParse('01/02/2024').success).toBe(false);
    expect(purchaseDateSchema.safeParse('2999-01-01').success).toBe(false);
  });
});

describe('drum-brand support and contact us (docs/product.md#support-validation)', () => {
  it('uses the spec texts for the DW required fields', () => {
    expect(messages(supportFields.brand.safeParse(''))).toEqual(['Brand is required']);
    expect(messages(supportFields.productId.safeParse(''))).toEqual(['Product ID is required']);
    expect(messages(supportFields.orderNumberRequired.safeParse(''))).toEqual(['Order Number is required']);
    expect(messages(supportFields.purchaseDate.safeParse(''))).toEqual(['Purchase Date is required']);
    expect(messages(supportFields.computerOs.safeParse(undefined))).toEqual(['Computer OS is required']);
    expect(supportFields.computerOs.safeParse('macOS').success).toBe(true);
    expect(messages(supportFields.osVersion.safeParse(''))).toEqual(['OS Version is required']);
    expect(messages(supportFields.audioInterface.safeParse(''))).toEqual(['Audio Interface is required']);
    expect(messages(supportFields.agreeTerms.safeParse(false))).toEqual([
      'Please agree to the terms of use and privacy policy.',
    ]);
  });
  it('uses the "must be valid" texts', () => {
    expect(messages(supportFields.name.safeParse('<b>'))).toEqual(['Name must be valid']);
    expect(messages(supportFields.zipCode.safeParse('ABC'))).toEqual(['ZIP code must be valid']);
    expect(messages(supportFields.raNumber.safeParse('RA 1'))).toEqual(['RA Number must be valid']);
    expect(messages(supportFields.question.safeParse(''))).toEqual(['Question is required']);
    expect(messages(supportFields.comment.safeParse(''))).toEqual(['Comment is required']);
  });
  it('requires all four contact-us fields', () =>
    expect(
      messages(contactUsSchema.safeParse({ contactName: '', email: '', subject: '', details: '' })),
    ).toEqual([
      'Contact Name is required',
      'Email is required',
      'Subject is required',
      'Details is required',
    ]));
});

describe('common passwords', () => {
  it('refuses the most common passwords even when they pass the composition rule', () => {
    expect(messages(passwordSchema.safeParse('Password1'))).toEqual([
      'This password is too common. Choose a less common one.',
    ]);
    expect(passwordSchema.safeParse('qWERTY123'.replace('q', 'Q')).success).toBe(false);
    expect(passwordSchema.safeParse('Kettle-Drum-77').success).toBe(true);
  });
});

describe('mail format type (User, docs/product.md#user)', () => {
  it('accepts html and text in any case and keeps them in lower case', () => {
    for (const [sent, kept] of [
      ['html', 'html'],
      ['HTML', 'html'],
      [' Text ', 'text'],
    ])
      expect(mailFormatTypeSchema.parse(sent)).toBe(kept);
  });

  it('refuses anything else with the field rule', () => {
    const result = mailFormatTypeSchema.safeParse('rtf');
    expect(result.success).toBe(false);
    expect(messageText(result.error?.issues[0]?.message ?? '')).toBe('Mail format type must be valid');
  });

  it('reads stored values in canonical form', () => {
    expect(normalizeMailFormatType('HTML')).toBe('html');
    expect(normalizeMailFormatType('TEXT')).toBe('text');
    expect(normalizeMailFormatType(null)).toBe('html');
  });
});
