import { z } from 'zod';
import type { MessageCode } from './messages';

type Issue = z.core.$ZodRawIssue;

const SIZE_CODES = {
  too_small: { length: 'valueTooShort', amount: 'valueTooSmall' },
  too_big: { length: 'valueTooLong', amount: 'valueTooLarge' },
} as const satisfies Record<string, Record<string, MessageCode>>;
const LENGTHS = new Set(['string', 'array', 'set', 'file']);

/**
 * The catalogue code (ADR 018) for a check that has no message of ours: zod's own English texts ("Invalid
 * input", "Expected string") would otherwise reach a user unchanged, whatever the interface language.
 */
export function zodIssueCode(issue: Issue): MessageCode {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'valueRequired' : 'invalidValue';
    case 'too_small':
    case 'too_big': {
      // An empty text where at least one character is needed is a missing value, not a short one.
      if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1)
        return 'valueRequired';
      const kind = LENGTHS.has(String(issue.origin)) ? 'length' : 'amount';
      return SIZE_CODES[issue.code][kind];
    }
    case 'invalid_format':
      return 'invalidFormat';
    case 'invalid_value':
      return 'invalidOption';
    case 'unrecognized_keys':
      return 'unknownField';
    default:
      return 'invalidInput';
  }
}

/** zod's own English wording of an issue, for operators (configuration errors), not for users. */
export function zodEnglishText(issue: Issue): string {
  const worded = z.locales.en().localeError?.(issue);
  return (typeof worded === 'string' ? worded : worded?.message) ?? 'Invalid input';
}
