import { describe, expect, it } from 'vitest';
import { isUnreviewedText, TEAM_WRITTEN_CULTURES } from './culture-texts';

describe('a machine-made text until it is reviewed (ADR 085)', () => {
  it('counts a translation from a culture the team did not write, until an override is published', () => {
    expect(isUnreviewedText({ supplier: 'de-DE', publishedOverride: false })).toBe(true);
    expect(isUnreviewedText({ supplier: 'de-DE', publishedOverride: true })).toBe(false);
  });

  it('never counts the team’s cultures, nor a key that ships no translation', () => {
    expect(TEAM_WRITTEN_CULTURES).toEqual(['en-US', 'ja-JP', 'en-JM']);
    for (const supplier of TEAM_WRITTEN_CULTURES)
      expect(isUnreviewedText({ supplier, publishedOverride: false })).toBe(false);
    expect(isUnreviewedText({ supplier: undefined, publishedOverride: false })).toBe(false);
  });
});
