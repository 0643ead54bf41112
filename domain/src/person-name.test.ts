import { describe, expect, it } from 'vitest';
import { familyNameFirst, fullName, greetingName } from './person-name';
import { requesterFieldsFrom } from './support/prefill';

describe('name order by culture (docs/product.md#name-order)', () => {
  it('writes the family name first in Japanese, Korean and Hungarian only', () => {
    expect(['ja-JP', 'ko-KR', 'hu-HU'].map(familyNameFirst)).toEqual([true, true, true]);
    expect(['en-US', 'de-DE', 'pl-PL', 'Lt-sr-SP', 'fi-FI'].map(familyNameFirst)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('joins the full name in the culture’s order', () => {
    expect(fullName('ja-JP', { firstName: '太郎', lastName: '山田' })).toBe('山田 太郎');
    expect(fullName('ko-KR', { firstName: '길동', lastName: '홍' })).toBe('홍길동');
    expect(fullName('ko-KR', { firstName: 'Gildong', lastName: 'Hong' })).toBe('Hong Gildong');
    expect(fullName('hu-HU', { firstName: 'Péter', middleName: 'János', lastName: 'Kovács' })).toBe(
      'Kovács Péter János',
    );
    expect(fullName('de-DE', { firstName: 'Anna', middleName: 'Maria', lastName: 'Schmidt' })).toBe(
      'Anna Maria Schmidt',
    );
    expect(fullName('en-US', { firstName: ' Ann ', middleName: null, lastName: '' })).toBe('Ann');
  });

  it('greets by the full name in Japanese and Korean, by the given name elsewhere', () => {
    expect(greetingName('ja-JP', { firstName: '太郎', lastName: '山田' })).toBe('山田 太郎');
    expect(greetingName('ko-KR', { firstName: '길동', lastName: '홍' })).toBe('홍길동');
    expect(greetingName('hu-HU', { firstName: 'Péter', lastName: 'Kovács' })).toBe('Péter');
    expect(greetingName('de-DE', { firstName: 'Anna', lastName: 'Schmidt' })).toBe('Anna');
    expect(greetingName('en-US', { firstName: '', lastName: 'Smith' })).toBe('Smith');
  });
});

describe('support form filled from the profile', () => {
  it('writes the requester’s name in the form’s culture', () => {
    const profile = { firstName: '太郎', lastName: '山田', email: 'a@example.jp', phones: [] };
    expect(requesterFieldsFrom(profile as never, 'ja-JP').name).toBe('山田 太郎');
    expect(requesterFieldsFrom(profile as never, 'en-US').contactName).toBe('太郎 山田');
  });
});
