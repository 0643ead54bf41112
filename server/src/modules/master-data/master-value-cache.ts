import type { Queryable } from '../../db/db';
import type { MasterValue } from './master-value-repo';

/** The small lists a profile names its values from. */
export const PROFILE_LISTS = ['genders', 'culture_codes', 'phone_types', 'interests'] as const;
export type ProfileList = (typeof PROFILE_LISTS)[number];

/** The versions of the profile's lists as SQL, to read in the statement that needs their values. */
export const PROFILE_LIST_VERSIONS = `(select json_object_agg(list, version::text) from master_list_versions
  where list in (${PROFILE_LISTS.map((list) => `'${list}'`).join(', ')}))`;

interface ListValues {
  version: string;
  byId: Map<number, MasterValue>;
  byValue: Map<string, MasterValue>;
}

// A version only grows: a list read after a later write is newer than asked for, and as good.
const atLeast = (values: ListValues, version: string) => Number(values.version) >= Number(version);

/**
 * Each list's values at the version a statement saw (`PROFILE_LIST_VERSIONS`), kept in this process until the
 * list moves (its version is a counter every write bumps, migration 009). `GET me` used to join the four lists
 * in its statement: four more relations for PostgreSQL to open per request, ~a third of the request's time on
 * the embedded database (bench/README.md). Deleted values stay: a stored reference keeps its value.
 */
export class MasterValueCache {
  private readonly lists = new Map<ProfileList, Promise<ListValues>>();
  /** The lists the last lookup answered with. */
  private current: Record<ProfileList, ListValues> | undefined;

  constructor(private readonly db: Queryable) {}

  /** The lists at these versions or later; a list the cache holds at an older version is read again. */
  async at(versions: Partial<Record<ProfileList, string>> | null): Promise<Record<ProfileList, ListValues>> {
    const asked = (list: ProfileList) => versions?.[list] ?? '0';
    // Nearly always every list is current: answered without waiting on four lookups (GET me runs this).
    const current = this.current;
    if (current && PROFILE_LISTS.every((list) => atLeast(current[list], asked(list)))) return current;
    const read = await Promise.all(PROFILE_LISTS.map((list) => this.list(list, asked(list))));
    this.current = Object.fromEntries(PROFILE_LISTS.map((list, i) => [list, read[i]!])) as Record<
      ProfileList,
      ListValues
    >;
    return this.current;
  }

  private async list(list: ProfileList, version: string): Promise<ListValues> {
    const cached = this.lists.get(list);
    if (cached && atLeast(await cached, version)) return cached;
    const loading = this.load(list);
    this.lists.set(list, loading);
    loading.catch(() => this.lists.delete(list));
    return loading;
  }

  private async load(list: ProfileList): Promise<ListValues> {
    // The version and the values in one statement, so they always belong together.
    const sql = `select coalesce((select version::text from master_list_versions where list = $1), '0') as version,
      coalesce((select json_agg(json_build_object('id', id, 'value', value)) from ${list}), '[]') as rows`;
    const { version, rows } = (await this.db.query<{ version: string; rows: MasterValue[] }>(sql, [list]))
      .rows[0]!;
    return {
      version,
      byId: new Map(rows.map((row) => [row.id, row])),
      byValue: new Map(rows.map((row) => [row.value, row])),
    };
  }
}
