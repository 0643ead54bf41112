import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

// Finding 8: source maps are built hidden for error reports and never served.
let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'backstage-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><html><head><title>t</title></head></html>');
  writeFileSync(join(webDir, 'assets', 'index-4f2a9c.js'), 'console.log("backstage");');
  writeFileSync(join(webDir, 'assets', 'index-4f2a9c.js.map'), '{"version":3,"sources":["app.tsx"]}');
  t = await createTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('source maps', () => {
  it('are not served, while the bundle they belong to is', async () => {
    expect((await t.app.inject('/backstage/assets/index-4f2a9c.js')).statusCode).toBe(200);
    const map = await t.app.inject('/backstage/assets/index-4f2a9c.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('sources');
  });

  it('are built hidden: written for error reports, not referenced from the bundles', () => {
    const viteConfig = readFileSync(new URL('../../../web/vite.config.ts', import.meta.url), 'utf8');
    expect(viteConfig).toMatch(/build: \{[^}]*sourcemap: 'hidden'/);
  });
});
