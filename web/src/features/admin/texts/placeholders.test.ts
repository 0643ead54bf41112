import { describe, expect, it } from 'vitest';
import { hasMarkup, missingPlaceholders, placeholdersOf } from './placeholders';

describe("an override keeps the source's placeholders and holds no markup", () => {
  it('finds each placeholder once', () => {
    expect(placeholdersOf('Hello {{name}}, {{ count }} new, {{name}}')).toEqual(['{{name}}', '{{count}}']);
  });

  it('names the placeholders an override leaves out', () => {
    expect(missingPlaceholders('Until {{until}} ({{count}})', 'Bis {{until}}')).toEqual(['{{count}}']);
    expect(missingPlaceholders('Until {{until}}', 'Bis {{ until }}')).toEqual([]);
    expect(missingPlaceholders('Sign in', 'Anmelden')).toEqual([]);
  });

  it('sees markup but not a plain angle bracket', () => {
    expect(hasMarkup('Jetzt <b>anmelden</b>')).toBe(true);
    expect(hasMarkup('<img src=x onerror=alert(1)>')).toBe(true);
    expect(hasMarkup('3 < 5 and 7 > 6')).toBe(false);
  });
});
