import { SERVICE_IDS } from '@backstage/domain';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/db';
import type { Deps } from '../../deps';
import { findUser } from '../accounts';
import { findExternalId } from '../external-ids';
import { type MasterLists, MasterValueCache } from '../master-data';
import {
  findProfileParts,
  findProfileVersion,
  nameProfileValues,
  type ProfileIdsRow,
  type ProfileRow,
} from './profile-repo';

interface Kept {
  ids: ProfileIdsRow;
  /** The lists `named` was named from: `MasterValueCache` answers the same object until one of them moves. */
  lists: MasterLists;
  named: ProfileRow;
}

// Enough for the accounts active at once on one process; an account pushed out is read whole again.
const KEPT_PROFILES = 5_000;

/**
 * Profiles kept in this process by the version their account row carries (docs/decisions/056-*). Every read
 * still asks the database for that version, so a change made by another process or an operator's SQL shows at
 * once; an unchanged profile costs PostgreSQL one row of one table, and this process no parsing or naming.
 * What it answers is shared: read it, never change it.
 */
export class ProfileCache {
  private readonly kept = new LRUCache<string, Kept>({ max: KEPT_PROFILES });

  constructor(
    private readonly db: Db,
    private readonly masterValues: MasterValueCache,
  ) {}

  /**
   * The account with its whole profile, as current as the database; undefined when there is no such account.
   * One statement when the profile is held (its version); when it moved, then the profile's parts with the
   * version, and the account (accounts) and the store id (external-ids) from their owners.
   */
  async find(userId: string): Promise<ProfileRow | undefined> {
    const known = this.kept.get(userId);
    const held = known && (await findProfileVersion(this.db, userId)) === known.ids.profileVersion;
    const ids = held ? known.ids : await this.read(userId);
    if (!ids) {
      this.kept.delete(userId);
      return undefined;
    }
    let lists = await this.masterValues.lists();
    if (held && known.lists === lists) return known.named;
    let named = nameProfileValues(ids, lists);
    if (!named) {
      lists = await this.masterValues.fresh();
      named = nameProfileValues(ids, lists);
    }
    if (!named) throw new Error(`profile ${userId} refers to a master value its lists do not hold`);
    this.kept.set(userId, { ids, lists, named });
    return named;
  }

  private async read(userId: string): Promise<ProfileIdsRow | undefined> {
    const parts = await findProfileParts(this.db, userId);
    if (!parts) return undefined;
    const [user, shopifyId] = await Promise.all([
      findUser({ db: this.db }, userId),
      findExternalId(this.db, userId, SERVICE_IDS.shopify),
    ]);
    return user && { ...user, ...parts, shopifyId: shopifyId ?? null };
  }
}

// One cache per app (the `Deps` it was built with), made on first use: the module keeps its own state rather
// than handing it to `Deps`, which sits below the modules (docs/decisions/015-import-boundaries.md).
const caches = new WeakMap<Deps, ProfileCache>();

/** The app's profile cache (docs/decisions/056-profiles-kept-by-version.md). */
export function profileCache(deps: Deps): ProfileCache {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new ProfileCache(deps.db, new MasterValueCache(deps.db));
    caches.set(deps, cache);
  }
  return cache;
}
