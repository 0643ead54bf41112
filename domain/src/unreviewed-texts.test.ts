import { describe, expect, it } from 'vitest';
import { isUnreviewedText, TEAM_WRITTEN_CULTURES } from './culture-texts';

const loginButton = { namespace: 'auth', key: 'login.submit' };

describe('a machine-made text until it is reviewed (ADR 085)', () => {
  it('counts a translation from a culture the team did not write, until an override is published', () => {
    expect(isUnreviewedText({ supplier: 'de-DE', ...loginButton, publishedOverride: false })).toBe(true);
    expect(isUnreviewedText({ supplier: 'de-DE', ...loginButton, publishedOverride: true })).toBe(false);
  });

  it('never counts the team’s cultures, nor a key that ships no translation', () => {
    expect(TEAM_WRITTEN_CULTURES).toEqual(['en-US', 'ja-JP', 'en-JM']);
    for (const supplier of TEAM_WRITTEN_CULTURES)
      expect(isUnreviewedText({ supplier, ...loginButton, publishedOverride: false })).toBe(false);
    expect(isUnreviewedText({ supplier: undefined, ...loginButton, publishedOverride: false })).toBe(false);
  });

  it('counts what a language model wrote in a team culture (ja-JP’s console and consent texts) until reviewed', () => {
    const consent = { supplier: 'ja-JP', namespace: 'oidc', key: 'consent.allow' };
    expect(isUnreviewedText({ ...consent, publishedOverride: false })).toBe(true);
    expect(isUnreviewedText({ ...consent, publishedOverride: true })).toBe(false);
    const connectedApps = { supplier: 'ja-JP', namespace: 'security', publishedOverride: false };
    expect(isUnreviewedText({ ...connectedApps, key: 'connectedApps.title' })).toBe(true);
    expect(isUnreviewedText({ ...connectedApps, key: 'twoStep.title' })).toBe(false);
    const validation = { supplier: 'ja-JP', namespace: 'validation', publishedOverride: false };
    expect(isUnreviewedText({ ...validation, key: 'auditDateOrder' })).toBe(true);
    expect(isUnreviewedText({ ...validation, key: 'passwordMismatch' })).toBe(false);
    expect(
      isUnreviewedText({
        supplier: 'en-JM',
        namespace: 'oidc',
        key: 'consent.allow',
        publishedOverride: false,
      }),
    ).toBe(false);
  });
});
