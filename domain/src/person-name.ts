/**
 * How a person's name is written in a culture (docs/product.md#name-order, issue #39): Japanese, Korean and
 * Hungarian write the family name first, everywhere a full name is shown, greeted or asked for in a form.
 */
export interface PersonName {
  firstName: string;
  middleName?: string | null;
  lastName: string;
}

const FAMILY_FIRST_LANGUAGES = ['ja', 'ko', 'hu'];
const HANGUL = /^[\p{Script=Hangul}]+$/u;

/** Whether the culture writes (and asks for) the family name before the given name. */
export function familyNameFirst(cultureCode: string): boolean {
  return FAMILY_FIRST_LANGUAGES.includes(cultureCode.slice(0, 2).toLowerCase());
}

/**
 * The full name as the culture writes it: 山田 太郎, 홍길동 (Korean names in Hangul are written without a space),
 * Kovács Péter János; else given, middle, family name. Blank parts are left out.
 */
export function fullName(cultureCode: string, person: PersonName): string {
  const first = person.firstName.trim();
  const middle = person.middleName?.trim() ?? '';
  const last = person.lastName.trim();
  if (!familyNameFirst(cultureCode)) return [first, middle, last].filter(Boolean).join(' ');
  if (cultureCode.startsWith('ko') && HANGUL.test(first) && HANGUL.test(last)) return `${last}${first}`;
  return [last, first, middle].filter(Boolean).join(' ');
}

/**
 * The name a mail or screen greets the person by: the full name in Japanese (山田 太郎 様) and Korean
 * (홍길동 님), where greeting by the given name alone is too familiar from a company; else the given name
 * (Hello Anna, Kedves Péter). Falls back to the full name when the given name is blank.
 */
export function greetingName(cultureCode: string, person: PersonName): string {
  const language = cultureCode.slice(0, 2).toLowerCase();
  if (language === 'ja' || language === 'ko' || !person.firstName.trim())
    return fullName(cultureCode, person);
  return person.firstName.trim();
}
