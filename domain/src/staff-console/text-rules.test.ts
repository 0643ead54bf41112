import { describe, expect, it } from 'vitest';
import { missingPlaceholders, overrideProblem, pluralForm } from './text-rules';

describe('a staff text override keeps the source’s placeholders and is never markup', () => {
  it('names the placeholder a text leaves out', () => {
    expect(missingPlaceholders('Hello {{name}}, {{count}} items', 'Hallo {{name}}')).toEqual(['{{count}}']);
    expect(overrideProblem('Hello {{name}}', 'Hallo')).toEqual({
      kind: 'missingPlaceholder',
      placeholder: '{{name}}',
    });
  });

  it('accepts a text that keeps every placeholder, spaced or formatted', () => {
    expect(overrideProblem('{{count}} of {{total}}', '{{ total }} の {{count}}')).toBeUndefined();
    expect(overrideProblem('See $t(common:more)', 'Siehe $t(common:more)')).toBeUndefined();
  });

  it('refuses a placeholder the source does not have', () => {
    expect(overrideProblem('Sign in', 'Sign in {{token}}')).toEqual({
      kind: 'unknownPlaceholder',
      placeholder: '{{token}}',
    });
  });

  it('refuses tags and entities, and an empty text', () => {
    expect(overrideProblem('Sign in', '<b>Anmelden</b>')?.kind).toBe('markup');
    expect(overrideProblem('Sign in', '<img src=x onerror=alert(1)>')?.kind).toBe('markup');
    expect(overrideProblem('Sign in', 'Fish &amp; chips')?.kind).toBe('markup');
    expect(overrideProblem('Sign in', '   ')?.kind).toBe('empty');
    expect(overrideProblem('a < b', '3 < 5 > 2')).toBeUndefined();
  });

  it('reads i18next plural keys', () => {
    expect(pluralForm('items_other')).toEqual({ base: 'items', form: 'other' });
    expect(pluralForm('signIn')).toBeUndefined();
  });
});
