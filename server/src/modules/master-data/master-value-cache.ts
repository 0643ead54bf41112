import type { Queryable } from '../../db/db';
import { listVersions, listWithVersion, type MasterValue } from './master-value-repo';

/** The small lists a profile names its values from. */
export const PROFILE_LISTS = ['genders', 'culture_codes', 'phone_types', 'interests'] as const;
export type ProfileList = (typeof PROFILE_LISTS)[number];

export interface ListValues {
  version: string;
  byId: Map<number, MasterValue>;
  byValue: Map<string, MasterValue>;
}

/** Each profile list's values; the same object until one of the lists moves. */
export type MasterLists = Record<ProfileList, ListValues>;

// How long the lists are answered without asking whether one moved: an operator's rename of a value shows
// within this time (docs/decisions/056-profiles-kept-by-version.md).
const CHECK_AFTER_MS = 1_000;

// A version only grows: a list read after a later write is newer than asked for, and as good.
const atLeast = (values: ListValues | undefined, version: string) =>
  values !== undefined && Number(values.version) >= Number(version);

/**
 * The profile lists' values, kept in this process and checked against their versions (a counter every write of
 * a list bumps, migration 009) at most once a second, so `GET me` reads neither the lists nor their versions.
 * A reference newer than the lists (a value added a moment ago) makes the profile ask for them `fresh`.
 */
export class MasterValueCache {
  private current: MasterLists | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<MasterLists> | undefined;

  constructor(private readonly db: Queryable) {}

  /** The lists as they were at most a second ago. */
  lists(): MasterLists | Promise<MasterLists> {
    if (this.current && performance.now() - this.checkedAt < CHECK_AFTER_MS) return this.current;
    this.checking ??= this.fresh().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  /** The lists as they are now: those that moved since they were read are read again. */
  async fresh(): Promise<MasterLists> {
    const started = performance.now();
    const rows = await listVersions(this.db, PROFILE_LISTS);
    const version = (list: ProfileList) => rows.find((row) => row.list === list)?.version ?? '0';
    const moved = PROFILE_LISTS.filter((list) => !atLeast(this.current?.[list], version(list)));
    if (moved.length > 0) {
      const read = await Promise.all(moved.map((list) => this.load(list)));
      // Kept per list whichever is newer: a check running beside this one may have read a later version.
      const lists = { ...this.current } as MasterLists;
      moved.forEach((list, i) => {
        if (!atLeast(lists[list], read[i]!.version)) lists[list] = read[i]!;
      });
      this.current = lists;
    }
    this.checkedAt = Math.max(this.checkedAt, started);
    return this.current!;
  }

  private async load(list: ProfileList): Promise<ListValues> {
    const { version, rows } = await listWithVersion(this.db, list);
    return {
      version,
      byId: new Map(rows.map((row) => [row.id, row])),
      byValue: new Map(rows.map((row) => [row.value, row])),
    };
  }
}
