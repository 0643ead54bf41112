import type { RouterMode } from '@backstage/domain';
import { describe, expect, it } from 'vitest';
import { rewriteUrlForMode } from './hash-rewrite';

function rewrite(url: string, mode: RouterMode = 'history'): string {
  const location = new URL(url) as unknown as Location;
  let result = url;
  const history = {
    state: null,
    replaceState: (_: unknown, __: string, next: string) => (result = next),
  } as unknown as History;
  rewriteUrlForMode(mode, location, history);
  return result;
}

describe('old hash URLs in history mode (docs/product.md#routing-mode)', () => {
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

describe('history-style URLs in hash mode (docs/product.md#routing-mode)', () => {
  it('rewrites /backstage/path?query to #/path?query', () => {
    expect(rewrite('http://x/backstage/activation?code=1&email=a%40b.c', 'hash')).toBe(
      '/backstage/#/activation?code=1&email=a%40b.c',
    );
    expect(rewrite('http://x/backstage/qr?mdl=TD-17', 'hash')).toBe('/backstage/#/qr?mdl=TD-17');
  });
  it('leaves the root and hash routes alone', () => {
    expect(rewrite('http://x/backstage/?theme=boss', 'hash')).toBe('http://x/backstage/?theme=boss');
    expect(rewrite('http://x/backstage/#/login', 'hash')).toBe('http://x/backstage/#/login');
  });
});
