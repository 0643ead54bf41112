import type { Deps } from '../../deps';
import { findUserByEmail, findUserById, type UserRow } from './user-repo';

// The authentication plugin knows only the id; the account it puts on `request.user` is this module's row.
declare module '../../plugins/authenticate' {
  interface AuthenticatedUser extends UserRow {}
}

/** The account with this id, if it (still) exists. */
export function findUser(deps: Pick<Deps, 'db'>, id: string): Promise<UserRow | undefined> {
  return findUserById(deps.db, id);
}

/** The account with this e-mail (compared lower-cased), if there is one. */
export function findUserWithEmail(deps: Pick<Deps, 'db'>, email: string): Promise<UserRow | undefined> {
  return findUserByEmail(deps.db, email);
}
