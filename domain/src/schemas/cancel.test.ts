import { describe, expect, it } from 'vitest';
import { cancelDialogSchema, cancelSubscriptionSchema } from './cloud';

const codes = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('cancelling (docs/product.md#cancel-subscription)', () => {
  it('the dialog needs one of the seven reasons', () => {
    expect(codes(cancelDialogSchema.safeParse({ reason: '', comment: '', refund: false }))).toEqual([
      ['reason', 'cancelReasonRequired'],
    ]);
    expect(codes(cancelDialogSchema.safeParse({ reason: 'financial', comment: '', refund: false }))).toEqual([
      ['reason', 'cancelReasonRequired'],
    ]);
  });

  it('"other" needs details, in the dialog as in the call', () => {
    const other = { reason: 'other', comment: '   ', refund: false };
    expect(codes(cancelDialogSchema.safeParse(other))).toEqual([['comment', 'cancelDetailsRequired']]);
    expect(codes(cancelSubscriptionSchema.safeParse(other))).toEqual([['comment', 'cancelDetailsRequired']]);
    expect(cancelDialogSchema.parse({ ...other, comment: ' Moved ' })).toEqual({
      ...other,
      comment: 'Moved',
    });
    expect(cancelDialogSchema.safeParse({ reason: 'too expensive', comment: '', refund: true }).success).toBe(
      true,
    );
  });
});
