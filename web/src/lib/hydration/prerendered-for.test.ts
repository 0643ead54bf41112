import { describe, expect, it } from 'vitest';
import { prerenderedFor } from './prerendered-for';

describe('prerenderedFor (docs/decisions/046-prerendered-public-pages.md)', () => {
  const page = (value?: string) => {
    const root = document.createElement('html');
    if (value) root.dataset.prerender = value;
    return root;
  };
  const visit = { brand: 'DW', cultureCode: 'en-JM', signedIn: false };

  it('hydrates only a page drawn for this brand and culture, with no one signed in', () => {
    expect(prerenderedFor(visit, page('DW en-JM'))).toBe(true);
    expect(prerenderedFor({ ...visit, signedIn: true }, page('DW en-JM'))).toBe(false);
    expect(prerenderedFor({ ...visit, brand: 'ROLAND' }, page('DW en-JM'))).toBe(false);
    expect(prerenderedFor({ ...visit, cultureCode: 'ja-JP' }, page('DW en-JM'))).toBe(false);
    expect(prerenderedFor(visit, page())).toBe(false);
  });
});
