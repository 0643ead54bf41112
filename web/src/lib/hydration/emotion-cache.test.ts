import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmotionCache, PRERENDERED_STYLES } from './emotion-cache';

describe('the app’s emotion cache over a prerendered page (docs/decisions/052-prerendered-page-adopted-in-turns.md)', () => {
  // Only the test's own elements: importing MUI adds an insertion point of its own. What was there before
  // (the style elements of the emotion cache other test files of the worker share) is put back afterwards.
  let head: Node[] = [];
  beforeEach(() => {
    head = [...document.head.childNodes];
    document.head.replaceChildren();
  });
  afterEach(() => document.head.replaceChildren(...head));

  it('learns the styles the prerendered element holds and leaves the element where it is', () => {
    const before = document.createElement('meta');
    const styles = document.createElement('style');
    styles.dataset.emotion = `${PRERENDERED_STYLES} 1abc x9z`;
    styles.dataset.s = '';
    styles.textContent = '.css-1abc{color:red}.css-x9z{margin:0}';
    const after = document.createElement('link');
    document.head.append(before, styles, after);

    const cache = createEmotionCache();

    expect(cache.inserted).toMatchObject({ '1abc': true, x9z: true });
    expect([...document.head.children]).toEqual([before, styles, after]);
  });
});
