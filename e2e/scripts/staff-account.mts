// Before the server starts: the maker's first staff member has signed up and activated their account, so the
// operator's `npm run staff:grant` (run next, docs/operations.md#staff-roles) finds it. On the embedded database
// the operator command runs only while the server is stopped; this puts the account there the way a sign-up
// and its activation would (an argon2 hash of the journeys' password, status active).
//   npx tsx scripts/staff-account.mts <email>/<first name>/<last name> …
import { loadConfig } from '../../server/src/config';
import { migrate } from '../../server/src/db/migrate';
import { openDb } from '../../server/src/db/open-db';
import { hashPassword } from '../../server/src/lib/password';
import { activateUser, findUserByEmail, insertUser } from '../../server/src/modules/accounts/user-repo';

/** The journeys' password (`PASSWORD` of tests/support/users.ts, which needs Playwright's runner to load). */
const PASSWORD = 'Kettle-Drum-77';
const accounts = process.argv.slice(2).map((arg) => arg.split('/'));
if (!accounts.length || accounts.some((parts) => parts.length !== 3))
  throw new Error('Usage: npx tsx scripts/staff-account.mts <email>/<first name>/<last name> …');
const db = await openDb(loadConfig());
try {
  await migrate(db);
  for (const [email, firstName, lastName] of accounts as [string, string, string][]) {
    if (await findUserByEmail(db, email)) continue;
    const user = await insertUser(db, {
      email,
      passwordHash: await hashPassword(PASSWORD),
      firstName,
      lastName,
      cultureCode: 'en-US',
      allowEmail: false,
      mailFormatType: 'html',
      signupSource: 'backstage',
      brand: 'ROLAND',
    });
    await activateUser(db, user.id);
    console.log(`${email} is an active account.`);
  }
} finally {
  await db.close();
}
