import { describe, expect, it } from 'vitest';
import { PROGRESS_HIDDEN, progressHide, progressShow } from './progress';

describe('progress indicator (docs/product.md#progress-indicator)', () => {
  it('counts nested progress requests', () => {
    const twice = progressShow(progressShow(PROGRESS_HIDDEN));
    expect(progressHide(twice)).toEqual({ count: 1, visible: true });
    expect(progressHide(progressHide(twice))).toEqual({ count: 0, visible: false });
    expect(progressHide(PROGRESS_HIDDEN)).toEqual({ count: 0, visible: false });
  });
});
