import { describe, expect, it } from 'vitest';
import { CONTACT_SUBJECTS } from '../enums';
import { cloudContactSchema } from './cloud-contact';
import { messageText } from './messages';

const texts = (input: unknown) => {
  const result = cloudContactSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => messageText(issue.message));
};
const filled = { contactName: 'Aiko Tanaka', email: 'aiko@example.com', details: 'My renewal failed.' };

describe('Roland Cloud contact (docs/product.md#cloud-contact)', () => {
  it('requires the four fields with the spec texts', () =>
    expect(texts({ contactName: ' ', email: '', subject: '', details: '' })).toEqual([
      'Contact Name is required',
      'Email is required',
      'Subject is required',
      'Details is required',
    ]));

  it('takes each of the five contact subjects and nothing else', () => {
    for (const subject of CONTACT_SUBJECTS) expect(texts({ ...filled, subject })).toEqual([]);
    expect(texts({ ...filled, subject: 'refund please' })).toEqual(['Subject is required']);
  });

  it('trims the text fields', () =>
    expect(
      cloudContactSchema.parse({ ...filled, contactName: '  Aiko ', subject: 'other' }).contactName,
    ).toBe('Aiko'));
});
