import type { Queryable } from '../../db/db';

// Customer lookup (docs/product.md#customer-lookup): each kind of match walks its own index (migration 058)
// from the cursor, a page and one more at most, so a search costs the same over any number of accounts.

export interface FoundUserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  status: 'pending' | 'active';
}

const COLUMNS = `u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.status`;
/** A LIKE pattern matching text that starts with `prefix` (its own % and _ taken literally). */
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Accounts whose address starts with (or is) the text, by address after the cursor. */
export async function usersByEmailPrefix(db: Queryable, prefix: string, after: string, limit: number) {
  const sql = `select ${COLUMNS} from users u where u.email like $1 and u.email > $2 order by u.email limit $3`;
  return (await db.query<FoundUserRow>(sql, [startsWith(prefix.toLowerCase()), after, limit])).rows;
}

/** Accounts whose first or last name starts with the text, or whose full name does (`first last`). */
export async function usersByName(db: Queryable, text: string, after: string, limit: number) {
  const words = text.toLowerCase().split(/\s+/);
  const first = words[0]!;
  const rest = words.slice(1).join(' ');
  if (rest) {
    const sql = `select ${COLUMNS} from users u where lower(u.first_name) like $1 and lower(u.last_name) like $2
      and u.email > $3 order by u.email limit $4`;
    return (await db.query<FoundUserRow>(sql, [startsWith(first), startsWith(rest), after, limit])).rows;
  }
  const sql = `select ${COLUMNS} from users u where (lower(u.first_name) like $1 or lower(u.last_name) like $1)
    and u.email > $2 order by u.email limit $3`;
  return (await db.query<FoundUserRow>(sql, [startsWith(first), after, limit])).rows;
}

/** Owners of a unit with this serial code (any registration, pending or complete). */
export async function usersBySerial(db: Queryable, serial: string, after: string, limit: number) {
  const sql = `select ${COLUMNS} from users u where u.id in (
      select r.user_id from registered_products r where upper(r.serial_code) = upper($1))
    and u.email > $2 order by u.email limit $3`;
  return (await db.query<FoundUserRow>(sql, [serial, after, limit])).rows;
}

/** The requester of a ticket by its number (the help desk's or Zendesk's). */
export async function usersByTicket(db: Queryable, ticket: number, after: string, limit: number) {
  const sql = `select ${COLUMNS} from users u where u.id in (
      select t.user_id from support_tickets t where t.id = $1 or t.zendesk_id = $1)
    and u.email > $2 order by u.email limit $3`;
  return (await db.query<FoundUserRow>(sql, [ticket, after, limit])).rows;
}
