import { describe, expect, it } from 'vitest';
import { carriesMeasuredFigure, findMeasuredFigures } from './figures';

// Issue 29: a measured figure in a comment is flagged; a rule's figure (timeout, budget, limit, setting) is not.

describe('carriesMeasuredFigure', () => {
  it.each([
    'compressing it was ~7 % of its CPU',
    'the start took 860 ms on a phone',
    'a warm start was 3.2 s before',
    'react-hook-form was 12 KiB of the 179 KiB the page fetched',
    'zod (≈ 25 KiB gzip) loads on first use',
    'about 40 KB of CSS',
    'the WebAssembly (9 MB) compiles',
    'never holds the 7 MB table in memory',
    'the prepared read is 1.1 ms faster',
    'from 1.1 s to 0.7 s',
    '3–7 % of a request',
  ])('flags %j', (text) => expect(carriesMeasuredFigure(text)).toBe(true));

  it.each([
    'the result of a refresh is kept 15 s (`TOKEN_REFRESH_MEMO_MS`)',
    'the page scrolls to the top 600 ms later (docs/product.md#scroll-reset)',
    'an id token of at most 8 KiB',
    'signed-in routes ≤ 260 KiB',
    "at PostgreSQL's default of 128 MB",
    'Past the 15 s of its result the spent token is a reuse',
    '5 s, 10 s, 20 s, … up to 1 h between attempts',
    'maskable icons shrink it to the inner 80 %.',
    'the 10 s handler deadline',
    'issue #14, ADR 052, 404s',
  ])('lets %j through', (text) => expect(carriesMeasuredFigure(text)).toBe(false));
});

describe('findMeasuredFigures', () => {
  it('reads comments only, each line with its own number', () => {
    const source = [
      "const a = '~7 % of its CPU';",
      '/**',
      ' * Why this is cached:',
      ' * it took 860 ms.',
      ' */',
      'const b = 1; // about 3 ms of a start',
    ].join('\n');
    expect(findMeasuredFigures([{ path: 'server/src/x.ts', source }])).toEqual([
      { file: 'server/src/x.ts', line: 4, text: '* it took 860 ms.' },
      { file: 'server/src/x.ts', line: 6, text: 'about 3 ms of a start' },
    ]);
  });
});
