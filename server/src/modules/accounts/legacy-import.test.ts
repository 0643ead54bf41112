import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser } from '../../../test/accounts-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { importLegacyUsers, parseLegacyCsv } from './legacy-import';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('legacy user import (npm run import:legacy-users)', () => {
  it('parses the export with quoted fields, normalises cultures and reports bad rows', () => {
    const csv =
      '\uFEFFemail,firstName,lastName,cultureCode\r\nOla@Example.com,"Ola, Jr.",Nordmann,nb-no\nnot-an-email,A,B,\n"q@example.com",,"O""Brien",ja\n';
    const { users, rejected } = parseLegacyCsv(csv);
    expect(users).toEqual([
      { email: 'ola@example.com', firstName: 'Ola, Jr.', lastName: 'Nordmann', cultureCode: 'nb-NO' },
      { email: 'q@example.com', firstName: null, lastName: 'O"Brien', cultureCode: 'ja-JP' },
    ]);
    expect(rejected).toEqual([{ line: 3, value: 'not-an-email' }]);
    expect(() => parseLegacyCsv('name\nx')).toThrow(/email/);
  });

  it('imports new addresses once and skips existing accounts', async () => {
    await activeUser(t, 'already@example.com');
    const users = parseLegacyCsv('email\nfresh@example.com\nalready@example.com\n').users;
    expect(await importLegacyUsers(t.db, users)).toBe(1);
    expect(await importLegacyUsers(t.db, users)).toBe(0);
    const type = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accountType',
      payload: { email: 'fresh@example.com' },
    });
    expect(type.json().accountType).toBe('migration');
  });
});
