import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_NAMES, loadConfig } from '../../src/config';

// deploy/compose.yaml runs where no container engine is (this machine, CI): what it says of the app is checked
// against the server and the HAProxy configuration the fleet tests run (docs/decisions/062-*, 092-*).
// deploy/check-image.mjs plays the Dockerfile's last stage.
const deploy = join(__dirname, '../../../deploy');
const read = (file: string) => readFileSync(join(deploy, file), 'utf8');

interface Service {
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  build?: { context: string; dockerfile: string };
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const apps = Object.entries(compose.services).filter(([, service]) => service.build);

/** What an operator sets for compose's required variables (`${NAME:?message}`). */
const operatorSets: Record<string, string> = { KEYS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') };

/** Compose's `${NAME:-default}` and `${NAME:?message}` as an operator who sets only the required ones gets them. */
const interpolated = (value: string) =>
  value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) =>
    kind === '-' ? (rest ?? '') : (operatorSets[name] ?? `set-${name}`),
  );

describe('deploy/compose.yaml', () => {
  it('runs two app processes from deploy/Dockerfile', () => {
    expect(apps.map(([name]) => name)).toEqual(['app-1', 'app-2']);
    for (const [, app] of apps) expect(app.build).toEqual({ context: '..', dockerfile: 'deploy/Dockerfile' });
  });

  it('gives the app only variables the server reads, and ones it accepts in production', () => {
    for (const [name, app] of apps) {
      const environment = app.environment ?? {};
      expect(
        Object.keys(environment).filter((key) => !CONFIG_NAMES.includes(key)),
        name,
      ).toEqual([]);
      const env = Object.fromEntries(
        Object.entries(environment).map(([key, value]) => [key, interpolated(value)]),
      );
      expect(env.NODE_ENV).toBe('production');
      expect(() => loadConfig(env), name).not.toThrow();
    }
  });

  it('puts HAProxy in front with the configuration the fleet tests run, aimed at both apps by name', () => {
    const haproxy = compose.services.haproxy!;
    expect(haproxy.volumes).toContain('./haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    const conf = read('haproxy.cfg');
    // shared/DESIGN.md: each upstream named once as app-N:3000, so a test can put a loopback port in its place.
    const upstreams = [...conf.matchAll(/^\s*server (\S+) (\S+):(\d+)/gm)].map(([, name, host, port]) => ({
      name,
      host,
      port,
    }));
    expect(upstreams.map(({ host }) => host)).toEqual(apps.map(([name]) => name));
    for (const { host, port } of upstreams) expect(conf.split(`${host}:${port}`)).toHaveLength(2);
    for (const [, app] of apps) for (const { port } of upstreams) expect(port).toBe(app.environment?.PORT);
    const listen = conf.match(/^\s*bind :(\d+)$/m)?.[1];
    expect(conf.split(':8080')).toHaveLength(2);
    expect(haproxy.ports?.map((mapping) => mapping.split(':').at(-1))).toContain(listen);
    // A recreated container is found at its new address through compose's DNS server (docs/decisions/092-*).
    expect(conf).toMatch(/^\s*nameserver \S+ 127\.0\.0\.11:53$/m);
    expect(conf).toMatch(/^\s*default-server [^\n]*\bresolvers compose\b/m);
  });

  it('matches the image: the port it exposes and checks', () => {
    const dockerfile = read('Dockerfile');
    const port = dockerfile.match(/^EXPOSE (\d+)$/m)?.[1];
    for (const [, app] of apps) expect(app.environment?.PORT).toBe(port);
    expect(dockerfile).toMatch(/^HEALTHCHECK [^\n]*\\\n[^\n]*\/api\/health/m);
  });
});
