import { builtinModules } from 'node:module';

/** One import as the rules see it: who imports, what it names, and the repository file that is, if any. */
export interface Import {
  /** Importing file, posix path relative to the repository root. */
  from: string;
  specifier: string;
  /** Resolved repository path; undefined for npm packages and Node built-ins. */
  target: string | undefined;
  line: number;
}

export interface Rule {
  name: string;
  /** Said with every violation: what the boundary is and where the code should go instead. */
  why: string;
  /** Whether `*.test.ts(x)` files are held to the rule too. */
  appliesToTests: boolean;
  forbids(entry: Import): boolean;
}

const TEST_FILE = /(\.test\.tsx?|\/test-setup\.tsx?)$/;
export const isTestFile = (path: string) => TEST_FILE.test(path);

const under = (path: string | undefined, folder: string) => path?.startsWith(folder) ?? false;
const folderIn = (path: string | undefined, parent: string) =>
  path?.startsWith(parent) ? path.slice(parent.length).split('/')[0] : undefined;

const FEATURES = 'web/src/features/';
const MODULES = 'server/src/modules/';
const PRERENDER = 'web/src/prerender/';
const BUILTINS = new Set(builtinModules);

/** The bare package an import names (`@scope/name` or `name`), for specifiers that are not paths. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

export interface RuleOptions {
  /** The packages domain may import: its package.json dependencies (pure ones, checked in review). */
  domainPackages: readonly string[];
}

/** The layer rules of the repository (ADR 003 and issue 9): each import may only point down or sideways. */
export function createRules({ domainPackages }: RuleOptions): Rule[] {
  const allowedInDomain = new Set(domainPackages);
  return [
    {
      name: 'web-features-are-independent',
      why: 'a web feature never imports another feature: move what both need to web/src/lib/ or domain/',
      appliesToTests: true,
      forbids: ({ from, target }) => {
        const own = folderIn(from, FEATURES);
        const other = folderIn(target, FEATURES);
        return own !== undefined && other !== undefined && own !== other;
      },
    },
    {
      name: 'web-features-below-app',
      why: 'web/src/app/ composes the features; a feature uses web/src/lib/ (UI kit, data helpers) instead',
      appliesToTests: true,
      forbids: ({ from, target }) => under(from, FEATURES) && under(target, 'web/src/app/'),
    },
    {
      name: 'web-lib-below-app-and-features',
      why: 'web/src/lib/ is the floor the features stand on: it imports neither web/src/app/ nor a feature',
      appliesToTests: true,
      forbids: ({ from, target }) =>
        under(from, 'web/src/lib/') && (under(target, 'web/src/app/') || under(target, FEATURES)),
    },
    {
      name: 'web-app-is-the-top',
      why: 'web/src/app/ is imported by web/src/start.tsx (the app in the browser) and web/src/prerender/ (the same app drawn at build time) alone: theme/, i18n/ and the rest stay below it',
      appliesToTests: true,
      // Features and lib/ have rules of their own above; this covers every other folder of web/src.
      forbids: ({ from, target }) =>
        under(from, 'web/src/') &&
        !['web/src/app/', FEATURES, 'web/src/lib/'].some((folder) => under(from, folder)) &&
        !/^web\/src\/start\.tsx?$/.test(from) &&
        !under(from, PRERENDER) &&
        under(target, 'web/src/app/'),
    },
    {
      name: 'web-prerender-is-build-time',
      why: "web/src/prerender/ draws pages at build time and groups the build's chunks: the browser never loads it; what a page needs in the browser to adopt a prerendered page lives in web/src/lib/hydration/",
      appliesToTests: true,
      forbids: ({ from, target }) =>
        under(from, 'web/src/') && !under(from, PRERENDER) && under(target, PRERENDER),
    },
    {
      name: 'server-infrastructure-below-modules',
      why: 'server db/, plugins/, lib/ and deps.ts serve every module and import none: a module hands in what they need',
      appliesToTests: true,
      forbids: ({ from, target }) =>
        ['server/src/db/', 'server/src/plugins/', 'server/src/lib/', 'server/src/deps.ts'].some((folder) =>
          under(from, folder),
        ) && under(target, MODULES),
    },
    {
      name: 'server-modules-through-index',
      why: "a server module uses another module only through that module's index.ts",
      appliesToTests: true,
      forbids: ({ from, target }) => {
        const own = folderIn(from, MODULES);
        const other = folderIn(target, MODULES);
        if (own === undefined || other === undefined || own === other) return false;
        return target !== `${MODULES}${other}/index.ts` && target !== `${MODULES}${other}`;
      },
    },
    {
      name: 'domain-below-server-and-web',
      why: 'domain/ is shared by server and web and imports neither',
      appliesToTests: true,
      forbids: ({ from, target }) =>
        under(from, 'domain/') && (under(target, 'server/') || under(target, 'web/')),
    },
    {
      name: 'domain-is-pure',
      why: 'domain/ does no I/O: no Node built-ins and no package beyond its package.json dependencies',
      appliesToTests: false,
      forbids: ({ from, specifier, target }) => {
        if (!under(from, 'domain/') || target !== undefined) return false;
        if (specifier.startsWith('node:') || BUILTINS.has(specifier)) return true;
        return !allowedInDomain.has(packageName(specifier));
      },
    },
  ];
}
