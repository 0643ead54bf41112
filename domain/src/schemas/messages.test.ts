import { describe, expect, it } from 'vitest';
import { isMessageCode, MESSAGE_CODES, MESSAGES, messageCodeOf, messageText } from './messages';
import { PASSKEY_NAME_MAX } from './passkeys';
// The `z` every schema uses: it carries the setting under test.
import { z } from './zod';
import { zodEnglishText } from './zod-messages';

describe('validation messages by code', () => {
  it('gives each code its own en-US text, so a text also names its code', () => {
    const texts = Object.values(MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
    expect(messageCodeOf('Passwords don’t match.')).toBe('passwordMismatch');
    expect(messageCodeOf(MESSAGE_CODES.agreeTerms)).toBe('agreeTerms');
    expect(messageCodeOf('Invalid input: expected string')).toBeUndefined();
  });

  it('words a code in en-US and leaves other messages as they are', () => {
    expect(messageText('phoneticFirstNameRequired')).toBe('Phonetic first name is required');
    expect(messageText('Too small')).toBe('Too small');
  });

  it('says the longest passkey name the rule allows', () => {
    expect(MESSAGES.passkeyNameTooLong).toBe(`Use at most ${PASSKEY_NAME_MAX} characters.`);
  });
});

describe('zod’s own messages are catalogue codes (ADR 018)', () => {
  const codeOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

  it('turns every check without a message of ours into a code, never zod’s English', () => {
    const shape = z.strictObject({ name: z.string(), kind: z.enum(['a', 'b']) });
    expect(codeOf(shape, { kind: 'a' })).toBe('valueRequired');
    expect(codeOf(shape, { name: 7, kind: 'a' })).toBe('invalidValue');
    expect(codeOf(shape, { name: 'x', kind: 'c' })).toBe('invalidOption');
    expect(codeOf(shape, { name: 'x', kind: 'a', extra: 1 })).toBe('unknownField');
    expect(codeOf(z.string().min(1), '')).toBe('valueRequired');
    expect(codeOf(z.string().min(3), 'ab')).toBe('valueTooShort');
    expect(codeOf(z.string().max(2), 'abc')).toBe('valueTooLong');
    expect(codeOf(z.array(z.string()).max(1), ['a', 'b'])).toBe('valueTooLong');
    expect(codeOf(z.number().min(1), 0)).toBe('valueTooSmall');
    expect(codeOf(z.number().max(1), 2)).toBe('valueTooLarge');
    expect(codeOf(z.email(), 'nope')).toBe('invalidFormat');
    expect(codeOf(z.union([z.number(), z.boolean()]), 'x')).toBe('invalidInput');
    for (const code of ['valueRequired', 'invalidOption', 'invalidInput'])
      expect(isMessageCode(code)).toBe(true);
  });

  it('keeps a schema’s own message', () => {
    expect(codeOf(z.string().min(1, MESSAGE_CODES.firstNameRequired), '')).toBe('firstNameRequired');
  });

  it('still words an issue in zod’s English for operators', () => {
    const issue = z.number().safeParse('x').error!.issues[0]!;
    expect(zodEnglishText({ ...issue, input: 'x' } as never)).toMatch(/expected number/);
  });
});
