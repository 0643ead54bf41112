// Operator commands for staff roles (docs/operations.md#staff-roles, ADR 079):
//   npm run staff:grant -- --email E --role support|content|admin [--cultures de-DE,fr-FR]
//   npm run staff:revoke -- --email E [--role R]
//   npm run staff:list
// They work beside a running server on PostgreSQL, and on the embedded database while the server is stopped.
import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '@backstage/domain';
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openDb } from '../src/db/open-db';
import { grantRole, listStaff, revokeRole } from '../src/modules/staff-console';

const [command, ...rest] = process.argv.slice(2);

function options() {
  const { values } = parseArgs({
    args: rest,
    options: { email: { type: 'string' }, role: { type: 'string' }, cultures: { type: 'string' } },
  });
  const role = values.role as StaffRole | undefined;
  if (role !== undefined && !STAFF_ROLES.includes(role))
    throw new Error(`--role must be one of ${STAFF_ROLES.join(', ')}.`);
  const cultures = (values.cultures ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  return { email: values.email, role, cultures };
}

let db: Awaited<ReturnType<typeof openDb>> | undefined;
try {
  const config = loadConfig();
  const wanted = options();
  if (command !== 'list' && !wanted.email) throw new Error('--email is required.');
  if (command === 'grant' && !wanted.role)
    throw new Error(`--role is required: one of ${STAFF_ROLES.join(', ')}.`);
  db = await openDb(config);
  await migrate(db);
  const domain = config.STAFF_EMAIL_DOMAIN;
  if (command === 'grant') {
    await grantRole(db, domain, wanted.email!, wanted.role!, wanted.cultures);
    console.log(`${wanted.email} now has the role ${wanted.role}.`);
  } else if (command === 'revoke') {
    await revokeRole(db, wanted.email!, wanted.role);
    console.log(
      wanted.role
        ? `${wanted.email} no longer has the role ${wanted.role}.`
        : `${wanted.email} is no longer staff.`,
    );
  } else if (command === 'list') {
    const staff = await listStaff(db);
    if (!staff.length) console.error('No staff accounts yet: npm run staff:grant -- --email E --role admin');
    for (const member of staff)
      console.log(
        [member.email, member.roles.join(',') || '-', member.managingCultureCodes.join(',') || '-'].join(
          '\t',
        ),
      );
  } else throw new Error('Use staff:grant, staff:revoke or staff:list.');
} catch (error) {
  const { message, fields } = error as { message: string; fields?: { message: string }[] };
  console.error(fields?.length ? fields.map((field) => field.message).join('\n') : message);
  process.exitCode = 1;
} finally {
  await db?.close();
}
