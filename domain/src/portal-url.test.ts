import { describe, expect, it } from 'vitest';
import { hashRouteFromHistory, portalUrl } from './portal-url';

describe('portal addresses by router mode (docs/product.md#routes-and-screens)', () => {
  it('puts the route in the path in history mode and after #/ in hash mode', () => {
    const query = { code: '834584', email: 'a+b@x.com' };
    expect(portalUrl('https://h.example/', 'history', '/activation', query)).toBe(
      'https://h.example/backstage/activation?code=834584&email=a%2Bb%40x.com',
    );
    expect(portalUrl('https://h.example', 'hash', 'activation', query)).toBe(
      'https://h.example/backstage/#/activation?code=834584&email=a%2Bb%40x.com',
    );
    expect(portalUrl('https://h.example', 'history', '/')).toBe('https://h.example/backstage/');
    expect(portalUrl('https://h.example', 'hash', '/')).toBe('https://h.example/backstage/#/');
  });

  it('turns a history-style address into the hash route for hash mode', () => {
    expect(hashRouteFromHistory('/backstage/activation', '?code=1&email=x')).toBe(
      '#/activation?code=1&email=x',
    );
    expect(hashRouteFromHistory('/backstage/mygear/register_product', '', '#top')).toBe(
      '#/mygear/register_product#top',
    );
    expect(hashRouteFromHistory('/backstage/', '?theme=boss')).toBeNull();
    expect(hashRouteFromHistory('/backstage', '')).toBeNull();
    expect(hashRouteFromHistory('/backstage/index.html', '')).toBeNull();
    expect(hashRouteFromHistory('/backstage/login', '', '#/settings')).toBeNull();
    expect(hashRouteFromHistory('/other/login', '')).toBeNull();
  });
});
