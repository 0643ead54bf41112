import { describe, expect, it } from 'vitest';
import { CANCEL_DETAILS_MAX_LENGTH, cancelCallReason, shownCancelReason } from './cancel-reasons';
import { CANCEL_REASONS } from './enums';

describe('cancel reasons (docs/product.md#cloud-enumerations)', () => {
  it('sends the short value with the reason in words, and the details after it, as the comment', () => {
    expect(cancelCallReason('too expensive')).toEqual({ reason: 'financial', comment: 'too expensive' });
    expect(cancelCallReason('missing features', '  No MPE ')).toEqual({
      reason: 'quality',
      comment: 'missing features: No MPE',
    });
    expect(cancelCallReason('other', 'Moved to hardware')).toEqual({ comment: 'other: Moved to hardware' });
  });

  it('shows the reason in words from what was kept, whichever client sent it', () => {
    for (const reason of CANCEL_REASONS) {
      const call = cancelCallReason(reason, 'details');
      expect(shownCancelReason(call.reason ?? null, call.comment)).toBe(reason);
    }
    expect(shownCancelReason('too expensive', 'Student budget')).toBe('too expensive');
    // The comment wiped (put-anonymize), or one that names another category: the short value.
    expect(shownCancelReason('financial', null)).toBe('financial');
    expect(shownCancelReason('financial', 'missing features')).toBe('financial');
    expect(shownCancelReason(null, null)).toBeNull();
  });

  it('leaves room in the comment for the longest reason before the details', () => {
    const longest = cancelCallReason(
      'not satisfied with the manager app',
      'x'.repeat(CANCEL_DETAILS_MAX_LENGTH),
    );
    expect(longest.comment).toHaveLength(1000);
  });
});
