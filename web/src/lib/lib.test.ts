import { describe, expect, it } from 'vitest';
import { isSignedIn, readCredentials } from './credentials';
import { readPublicConfig } from './public-config';

describe('credentials (docs/product.md#credentials)', () => {
  it('are valid only with all three tokens', () => {
    expect(isSignedIn()).toBe(false);
    localStorage.setItem('backstage.credentials', JSON.stringify({ idToken: 'i', accessToken: 'a' }));
    expect(readCredentials()).toBeNull();
    localStorage.setItem(
      'backstage.credentials',
      JSON.stringify({ idToken: 'i', accessToken: 'a', refreshToken: 'r' }),
    );
    expect(isSignedIn()).toBe(true);
    localStorage.setItem('backstage.credentials', '{broken');
    expect(isSignedIn()).toBe(false);
  });
});

describe('public config', () => {
  it('reads the router mode the server injects, history by default', () => {
    const doc = document.implementation.createHTMLDocument();
    expect(readPublicConfig(doc)).toEqual({ routerMode: 'history' });
    const meta = doc.createElement('meta');
    meta.name = 'backstage-config';
    meta.content = '{"routerMode":"hash"}';
    doc.head.append(meta);
    expect(readPublicConfig(doc)).toEqual({ routerMode: 'hash' });
    meta.content = 'nonsense';
    expect(readPublicConfig(doc)).toEqual({ routerMode: 'history' });
  });
});
