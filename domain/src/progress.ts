/** docs/product.md#progress-indicator: nested show/hide requests of a progress indicator are counted. */
export interface ProgressState {
  count: number;
  visible: boolean;
}

export const PROGRESS_HIDDEN: ProgressState = { count: 0, visible: false };

/** One more show request: visible until every request has been hidden. */
export function progressShow(state: ProgressState): ProgressState {
  return { count: state.count + 1, visible: true };
}

/** One hide request: hidden when the count reaches zero (never below zero). */
export function progressHide(state: ProgressState): ProgressState {
  const count = Math.max(state.count - 1, 0);
  return { count, visible: count > 0 };
}
