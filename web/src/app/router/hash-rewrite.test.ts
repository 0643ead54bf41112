import { describe, expect, it } from 'vitest';
import { rewriteHashUrl } from './hash-rewrite';

function rewrite(url: string): string {
  const location = new URL(url) as unknown as Location;
  let result = url;
  const history = {
    state: null,
    replaceState: (_: unknown, __: string, next: string) => (result = next),
  } as unknown as History;
  rewriteHashUrl(location, history);
  return result;
}

describe('old hash URLs in history mode (spec §2)', () => {
  it('rewrites #/path?query to a normal path', () => {
    expect(rewrite('http://x/backstage/#/settings/profile?culture_code=ja-JP')).toBe(
      '/backstage/settings/profile?culture_code=ja-JP',
    );
  });
  it('keeps the query in front of the hash', () => {
    expect(rewrite('http://x/backstage/?theme=boss#/privacy')).toBe('/backstage/privacy?theme=boss');
  });
  it('leaves in-page anchors alone', () => {
    expect(rewrite('http://x/backstage/mygear#register_product')).toBe(
      'http://x/backstage/mygear#register_product',
    );
  });
});
