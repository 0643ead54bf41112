import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Precompressed, preferredEncoding } from './precompressed';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', undefined],
    ['gzip;q=0, br;q=0', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('Precompressed', () => {
  it('compresses once per encoding and decodes to the text', async () => {
    const page = new Precompressed('<!doctype html><p>Backstage</p>'.repeat(100));
    const br = page.body('br');
    expect(page.body('br')).toBe(br);
    expect(brotliDecompressSync(await br).toString()).toBe(page.text);
    expect(gunzipSync(await page.body('gzip')).toString()).toBe(page.text);
  });
});
