import { describe, expect, it } from 'vitest';
import { findSqlViolations, readSql, tablesIn } from './sql';

// Small in-memory files: each SQL rule flags what it exists for and lets the owner's repos through.

const rules = {
  owners: { users: 'accounts', user_phones: 'profile', app_secrets: 'server/src/lib/secret-repo.ts' },
  shared: { users: ['profile'] },
  tooling: 'server/src/db/',
};
const flagged = (files: Record<string, string>) =>
  findSqlViolations(
    Object.entries(files).map(([path, source]) => ({ path, source })),
    rules,
  ).map((v) => `${v.rule} ${v.file}:${v.line}`);

describe('readSql and tablesIn', () => {
  it('reads statements from strings and templates, not prose or identifiers', () => {
    const source = [
      "const a = 'select id from users where id = $1 for update';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal in the file being read
      'const b = `insert into user_phones (user_id) select $1 from ${table}`;',
      "const c = 'Select the product from the list';",
      "const d = 'users';",
      '// select id from users',
    ].join('\n');
    expect(readSql('server/src/x.ts', source).map((sql) => sql.line)).toEqual([1, 2]);
    const known = new Set(['users', 'user_phones', 'answers']);
    expect(tablesIn('update users set x = 1 from user_phones p join answers a on true', known)).toEqual([
      'users',
      'user_phones',
      'answers',
    ]);
    expect(tablesIn('select extract(epoch from created_at) from unnest($1) as users_x', known)).toEqual([]);
  });
});

describe('findSqlViolations', () => {
  it('enumerations-as-parameters: an enumeration column against a bare number', () => {
    expect(
      flagged({
        'server/src/modules/profile/a-repo.ts': [
          "q('update user_phones set x = 1 where status in (4, 5, 8)');",
          "q('update user_phones set status = case when type = 2 then 2 else 7 end');",
          "q('update user_phones set status = $2 where type = any($3::int[]) and step = 0');",
        ].join('\n'),
      }),
    ).toEqual([
      'enumerations-as-parameters server/src/modules/profile/a-repo.ts:1',
      'enumerations-as-parameters server/src/modules/profile/a-repo.ts:2',
    ]);
  });

  it('sql-in-repos: SQL outside a *-repo.ts (or repo.ts) file, tests and db/ tooling excepted', () => {
    expect(
      flagged({
        'server/src/modules/cloud/loyalty-service.ts': "q('select 1 from cloud_keys');",
        'server/src/modules/accounts/user-repo.ts': "q('select id from users');",
        'server/src/modules/oauth2/repo.ts': "q('select 1 from oauth2_codes');",
        'server/src/modules/cloud/loyalty.test.ts': "q('select id from users');",
        'server/src/db/seed.ts': "q('select 1 from users');",
      }),
    ).toEqual(['sql-in-repos server/src/modules/cloud/loyalty-service.ts:1']);
  });

  it('table-has-one-owner: a table named by a file that neither owns nor shares it', () => {
    expect(
      flagged({
        'server/src/modules/cloud/user-product-repo.ts':
          "q('select id from users where id = $1 for update');",
        'server/src/modules/profile/profile-repo.ts':
          "q('update users set city = $2');\nq('select 1 from user_phones');",
        'server/src/modules/devices/device-repo.ts': "q('delete from user_phones');",
        'server/src/lib/secret-repo.ts': "q('select value from app_secrets');",
        'server/src/lib/other-repo.ts': "q('select value from app_secrets');",
      }),
    ).toEqual([
      'table-has-one-owner server/src/modules/cloud/user-product-repo.ts:1',
      'table-has-one-owner server/src/modules/devices/device-repo.ts:1',
      'table-has-one-owner server/src/lib/other-repo.ts:1',
    ]);
  });
});
