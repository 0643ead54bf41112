import { describe, expect, it } from 'vitest';
import { hashRouteQuery, pageQueryParam, QUERY_PARAMS, queryParam, takeQueryParam } from './query-params';

describe('query parameters (docs/product.md#query-parameters)', () => {
  it('reads the spec’s names', () => {
    const search =
      '?theme=boss&culture_code=ja-JP&country_code=JP&email=a%2Bb%40x.com&code=834584&mdl=TD-17&sso=1';
    expect(queryParam(search, 'theme')).toBe('boss');
    expect(queryParam(search, 'cultureCode')).toBe('ja-JP');
    expect(queryParam(search, 'countryCode')).toBe('JP');
    expect(queryParam(search, 'email')).toBe('a+b@x.com');
    expect(queryParam(search, 'code')).toBe('834584');
    expect(queryParam(search, 'mdl')).toBe('TD-17');
    expect(queryParam(search, 'sso')).toBe('1');
  });

  it('knows code also as amp;code, and any later parameter with that prefix', () => {
    expect(queryParam('?email=x%40y.com&amp;code=834584', 'code')).toBe('834584');
    expect(queryParam('?code=834584&amp;email=x%40y.com', 'email')).toBe('x@y.com');
    expect(queryParam('?code=1&amp;code=2', 'code')).toBe('1');
  });

  it('gives undefined for absent and empty values, and trims', () => {
    expect(queryParam('', 'code')).toBeUndefined();
    expect(queryParam('?code=', 'code')).toBeUndefined();
    expect(queryParam('?code=%20%20', 'code')).toBeUndefined();
    expect(queryParam(new URLSearchParams({ mdl: ' TD-17 ' }), 'mdl')).toBe('TD-17');
  });

  it('reads the page query, else the hash route’s query', () => {
    expect(pageQueryParam('theme', { search: '?theme=roland', hash: '#/login?theme=boss' })).toBe('roland');
    expect(pageQueryParam('theme', { search: '', hash: '#/login?theme=boss' })).toBe('boss');
    expect(pageQueryParam('cultureCode', { search: '', hash: '#/a?culture_code=ja-JP#part' })).toBe('ja-JP');
    expect(pageQueryParam('theme', { search: '', hash: '#register_product?theme=boss' })).toBeUndefined();
    expect(hashRouteQuery('#/login')).toBe('');
  });

  it('keeps one key per name', () => {
    const keys = Object.values(QUERY_PARAMS);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('takeQueryParam', () => {
  it('gives the value and the query without it, also in the amp; form', () => {
    expect(takeQueryParam('?sso=1&b=2', 'sso')).toEqual({ value: '1', rest: '?b=2' });
    expect(takeQueryParam('?b=2&amp;sso=1', 'sso')).toEqual({ value: '1', rest: '?b=2' });
    expect(takeQueryParam('sso=', 'sso')).toEqual({ value: '', rest: '' });
    expect(takeQueryParam('?b=2', 'sso')).toEqual({ value: undefined, rest: '?b=2' });
  });
});
