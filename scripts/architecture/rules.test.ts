import { describe, expect, it } from 'vitest';
import { findViolations, formatReport, type SourceFile } from './check';
import { findCycles } from './cycles';
import { readImports } from './imports';
import { resolveImport } from './resolve';
import { createRules } from './rules';

// Small in-memory trees: each rule must flag the import it exists for and let the allowed ones through.

const rules = createRules({ domainPackages: ['zod'] });

/** Files of a fixture tree; each one imports what its source says. */
const tree = (files: Record<string, string>): SourceFile[] =>
  Object.entries(files).map(([path, source]) => ({ path, source }));

/** `rule file:line specifier` for each violation, short enough to compare whole. */
const flagged = (files: Record<string, string>) =>
  findViolations(tree(files), rules).map((v) => `${v.rule} ${v.from}:${v.line} ${v.specifier}`);

describe('readImports', () => {
  it('finds static, type-only, re-exported and literal dynamic imports with their lines', () => {
    const source = [
      "import type { A } from './a';",
      "import b, { c } from '@/lib/b';",
      "export * from '../d';",
      "export { e } from './e';",
      "const f = await import('./f');",
      "import './g.css';",
      'const text = `import h from "nope"`;',
      '// import i from "nope"',
      'const j = (name: string) => import(name);',
      'export const k = <T,>(x: T) => x;',
    ].join('\n');
    expect(readImports('web/src/x.tsx', source)).toEqual([
      { specifier: './a', line: 1 },
      { specifier: '@/lib/b', line: 2 },
      { specifier: '../d', line: 3 },
      { specifier: './e', line: 4 },
      { specifier: './f', line: 5 },
      { specifier: './g.css', line: 6 },
    ]);
  });

  it('refuses a file it cannot parse rather than report no imports', () => {
    expect(() => readImports('web/src/broken.ts', "import { from './a';")).toThrow(/web\/src\/broken\.ts/);
  });
});

describe('resolveImport', () => {
  const files = new Set([
    'web/src/lib/ui/index.ts',
    'web/src/lib/api.ts',
    'server/src/modules/accounts/index.ts',
    'server/src/modules/accounts/user-repo.ts',
    'domain/src/index.ts',
    'domain/src/brands.ts',
    'web/src/features/home/home-page.tsx',
  ]);

  it('resolves relative paths, folders to their index, .js to .ts, the @/ alias and the domain package', () => {
    expect(resolveImport('web/src/features/home/x.ts', '../../lib/api', files)).toBe('web/src/lib/api.ts');
    expect(resolveImport('web/src/features/home/x.ts', '@/lib/ui', files)).toBe('web/src/lib/ui/index.ts');
    expect(resolveImport('web/src/features/home/x.ts', './home-page.js', files)).toBe(
      'web/src/features/home/home-page.tsx',
    );
    expect(resolveImport('server/src/modules/my-gear/x.ts', '../accounts', files)).toBe(
      'server/src/modules/accounts/index.ts',
    );
    expect(resolveImport('server/src/app.ts', '@backstage/domain', files)).toBe('domain/src/index.ts');
    expect(resolveImport('web/src/x.ts', '@backstage/domain/brands', files)).toBe('domain/src/brands.ts');
  });

  it('leaves packages and built-ins unresolved, and keeps the path of a file it does not know', () => {
    expect(resolveImport('server/src/app.ts', 'fastify', files)).toBeUndefined();
    expect(resolveImport('server/src/app.ts', 'node:fs', files)).toBeUndefined();
    expect(resolveImport('server/src/app.ts', '@/lib/api', files)).toBeUndefined();
    expect(resolveImport('web/src/app/x.ts', './styles.css', files)).toBe('web/src/app/styles.css');
  });
});

describe('web rules', () => {
  it('web-features-are-independent: a feature may not import another feature, also through @/', () => {
    expect(
      flagged({
        'web/src/features/home/home-page.tsx': "import { Card } from '../my-gear/card';",
        'web/src/features/home/feed.tsx': "import { list } from '@/features/my-gear/api/list';",
        'web/src/features/my-gear/card.tsx':
          "import { Row } from './row';\nimport { api } from '../../lib/api';",
      }),
    ).toEqual([
      'web-features-are-independent web/src/features/home/feed.tsx:1 @/features/my-gear/api/list',
      'web-features-are-independent web/src/features/home/home-page.tsx:1 ../my-gear/card',
    ]);
  });

  it('web-features-below-app: a feature, its tests included, may not import web/src/app/', () => {
    expect(
      flagged({
        'web/src/features/home/home-page.tsx': "import { Shell } from '../../app/shell/app-shell';",
        'web/src/features/home/home-page.test.tsx': "import { router } from '@/app/router';",
        'web/src/app/router/screens.tsx': "import { HomePage } from '../../features/home/home-page';",
      }),
    ).toEqual([
      'web-features-below-app web/src/features/home/home-page.test.tsx:1 @/app/router',
      'web-features-below-app web/src/features/home/home-page.tsx:1 ../../app/shell/app-shell',
    ]);
  });

  it('web-lib-below-app-and-features: web/src/lib/ may import neither', () => {
    expect(
      flagged({
        'web/src/lib/ui/page.tsx': "import { useTitle } from '../../app/use-page-title';",
        'web/src/lib/session.ts':
          "import { x } from '@/features/home/x';\nimport { storage } from './storage';",
        'web/src/theme/brand.ts': "import { storage } from '../lib/storage';",
      }),
    ).toEqual([
      'web-lib-below-app-and-features web/src/lib/session.ts:1 @/features/home/x',
      'web-lib-below-app-and-features web/src/lib/ui/page.tsx:1 ../../app/use-page-title',
    ]);
  });

  it('web-app-is-the-top: only start.tsx and the prerender import web/src/app/ among the other folders', () => {
    expect(
      flagged({
        'web/src/start.tsx': "import { App } from './app/app';",
        'web/src/prerender/render-page.tsx': "import { appRoutes } from '@/app/router/router';",
        'web/src/service-worker/sw.ts': "import { App } from '../app/app';",
        'web/src/theme/brand-theme-provider.tsx': "import { nav } from '@/app/shell/nav-items';",
        'web/src/i18n/i18n.test.ts': "import { router } from '../app/router/router';",
        'web/src/app/providers.tsx': "import { theme } from '@/theme';",
      }),
    ).toEqual([
      'web-app-is-the-top web/src/i18n/i18n.test.ts:1 ../app/router/router',
      'web-app-is-the-top web/src/service-worker/sw.ts:1 ../app/app',
      'web-app-is-the-top web/src/theme/brand-theme-provider.tsx:1 @/app/shell/nav-items',
    ]);
  });

  it('web-prerender-is-build-time: only the prerender imports web/src/prerender/; the browser half is below app/', () => {
    expect(
      flagged({
        'web/src/prerender/prerender.ts': "import { renderPage } from './render-page';",
        'web/src/prerender/render-page.tsx':
          "import { createEmotionCache } from '@/lib/hydration/emotion-cache';",
        'web/src/app/providers.tsx': "import { chunkGroups } from '@/prerender/chunk-groups';",
        'web/src/lib/hydration/mount-app.tsx': "import { appRoutes } from '@/app/router/router';",
      }),
    ).toEqual([
      'web-prerender-is-build-time web/src/app/providers.tsx:1 @/prerender/chunk-groups',
      'web-lib-below-app-and-features web/src/lib/hydration/mount-app.tsx:1 @/app/router/router',
    ]);
  });
});

describe('server rules', () => {
  it('server-infrastructure-below-modules: db/, plugins/, lib/ and deps.ts may not import a module, not even its index', () => {
    expect(
      flagged({
        'server/src/plugins/authenticate.ts': "import { findUser } from '../modules/accounts';",
        'server/src/deps.ts': "import type { ProfileCache } from './modules/profile';",
        'server/src/db/seed.ts': "import { seedSurveys } from '../modules/questionnaires/seed';",
        'server/src/lib/keys.ts': "import { db } from '../db/db';",
        'server/src/app.ts': "import { accounts } from './modules/accounts';",
        'server/src/modules/accounts/index.ts': "import { keys } from '../../lib/keys';",
      }),
    ).toEqual([
      'server-infrastructure-below-modules server/src/db/seed.ts:1 ../modules/questionnaires/seed',
      'server-infrastructure-below-modules server/src/deps.ts:1 ./modules/profile',
      'server-infrastructure-below-modules server/src/plugins/authenticate.ts:1 ../modules/accounts',
    ]);
  });

  it("server-modules-through-index: another module only through its index.ts, a module's own files freely", () => {
    expect(
      flagged({
        'server/src/modules/accounts/index.ts': "export { findUser } from './user-repo';",
        'server/src/modules/accounts/user-repo.ts': '',
        'server/src/modules/my-gear/service.ts': [
          "import { findUser } from '../accounts';",
          "import { findUser as f } from '../accounts/index.ts';",
          "import type { User } from '../accounts/user-repo';",
          "import { rows } from './repo';",
        ].join('\n'),
        'server/src/modules/my-gear/service.test.ts': "import { insertUser } from '../accounts/user-repo';",
      }),
    ).toEqual([
      'server-modules-through-index server/src/modules/my-gear/service.test.ts:1 ../accounts/user-repo',
      'server-modules-through-index server/src/modules/my-gear/service.ts:3 ../accounts/user-repo',
    ]);
  });
});

describe('domain rules', () => {
  it('domain-below-server-and-web: domain imports neither server nor web', () => {
    expect(
      flagged({
        'domain/src/brands.ts': "import { config } from '../../server/src/config';",
        'domain/src/routes.ts': "import { x } from '@backstage/web';\nimport { brands } from './brands';",
      }),
    ).toEqual([
      'domain-below-server-and-web domain/src/brands.ts:1 ../../server/src/config',
      'domain-below-server-and-web domain/src/routes.ts:1 @backstage/web',
    ]);
  });

  it('domain-is-pure: no Node built-ins or undeclared packages, except in tests', () => {
    expect(
      flagged({
        'domain/src/a.ts': "import { readFileSync } from 'node:fs';\nimport { z } from 'zod';",
        'domain/src/b.ts':
          "import path from 'path';\nimport { Pool } from 'pg';\nimport { x } from 'zod/v4';",
        'domain/src/a.test.ts': "import { readFileSync } from 'node:fs';\nimport { it } from 'vitest';",
        'server/src/x.ts': "import { readFileSync } from 'node:fs';",
      }),
    ).toEqual([
      'domain-is-pure domain/src/a.ts:1 node:fs',
      'domain-is-pure domain/src/b.ts:1 path',
      'domain-is-pure domain/src/b.ts:2 pg',
    ]);
  });
});

describe('findCycles', () => {
  it('finds each circle once, type-only imports and a file importing itself included, and no chain', () => {
    expect(
      findCycles(
        tree({
          'server/src/deps.ts': "import type { Cache } from './modules/profile';",
          'server/src/modules/profile/index.ts': "export { Cache } from './cache';",
          'server/src/modules/profile/cache.ts': "import type { Deps } from '../../deps';",
          'domain/src/a.ts': "import { b } from './b';\nimport { a } from './a';",
          'domain/src/b.ts': "import { c } from './c';",
          'domain/src/c.ts': "import { z } from 'zod';",
          'web/src/x.tsx': "import { y } from '@/y';",
          'web/src/y.tsx': "import { x } from './x';",
        }),
      ),
    ).toEqual([
      ['domain/src/a.ts'],
      ['server/src/deps.ts', 'server/src/modules/profile/cache.ts', 'server/src/modules/profile/index.ts'],
      ['web/src/x.tsx', 'web/src/y.tsx'],
    ]);
  });
});

it('the report names each rule once with its reason, then every offending import and where it leads', () => {
  const report = formatReport(
    findViolations(
      tree({
        'web/src/features/home/a.tsx': "import { b } from '../my-gear/b';\nimport { c } from '../news/c';",
      }),
      rules,
    ),
  );
  expect(report).toBe(
    [
      'web-features-are-independent (2): a web feature never imports another feature: move what both need to web/src/lib/ or domain/',
      "  web/src/features/home/a.tsx:1 imports '../my-gear/b' (web/src/features/my-gear/b)",
      "  web/src/features/home/a.tsx:2 imports '../news/c' (web/src/features/news/c)",
    ].join('\n'),
  );
});
