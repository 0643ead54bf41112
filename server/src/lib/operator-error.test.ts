import { describe, expect, it } from 'vitest';
import { operatorMessage } from './operator-error';
import { openSecret, sealSecret } from './secret-box';

describe('a wrong KEYS_ENCRYPTION_KEY at start', () => {
  const sealed = sealSecret('signing key', 'k'.repeat(40));

  it('is one clear line for the operator, not a stack trace', () => {
    for (const key of ['w'.repeat(40), undefined]) {
      let failure: unknown;
      try {
        openSecret(sealed, key);
      } catch (error) {
        failure = error;
      }
      const message = operatorMessage(failure);
      expect(message).toMatch(/^Cannot start: .*KEYS_ENCRYPTION_KEY/);
      expect(message).not.toContain('\n');
      expect(message).not.toMatch(/\bat \S+:\d+/);
    }
  });

  it('leaves other failures to their stack trace', () => {
    expect(operatorMessage(new TypeError('bug'))).toBeUndefined();
    expect(openSecret(sealed, 'k'.repeat(40))).toBe('signing key');
  });
});
