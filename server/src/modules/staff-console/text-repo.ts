import type { Queryable } from '../../db/db';

// Staff texts over the shipped ones (docs/product.md#culture-texts).

export interface OverrideRow {
  namespace: string;
  key: string;
  draft: string | null;
  published: string | null;
  sourceThen: string;
  shippedThen: string | null;
}

export async function listOverrides(db: Queryable, cultureCode: string): Promise<OverrideRow[]> {
  const sql = `select namespace, key, draft, published, source_then as "sourceThen", shipped_then as "shippedThen"
    from text_overrides where culture_code = $1`;
  return (await db.query<OverrideRow>(sql, [cultureCode])).rows;
}

/**
 * Saves a draft; the source and shipped text it was written against are remembered with it. Answers whether the
 * key has a published override (visitors keep it until the draft is published).
 */
export async function saveDraft(
  db: Queryable,
  row: {
    cultureCode: string;
    namespace: string;
    key: string;
    text: string;
    source: string;
    shipped: string | null;
  },
  userId: string,
): Promise<{ hasPublished: boolean }> {
  const saved = await db.query<{ hasPublished: boolean }>(
    `insert into text_overrides (culture_code, namespace, key, draft, source_then, shipped_then, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (culture_code, namespace, key) do update set draft = excluded.draft,
       source_then = excluded.source_then, shipped_then = excluded.shipped_then,
       updated_by = excluded.updated_by, update_date = now()
     returning published is not null as "hasPublished"`,
    [row.cultureCode, row.namespace, row.key, row.text, row.source, row.shipped, userId],
  );
  return saved.rows[0]!;
}

/** Removes an override; whether one was published (visitors then see the shipped text again). */
export async function deleteOverride(db: Queryable, cultureCode: string, namespace: string, key: string) {
  const sql = `delete from text_overrides where culture_code = $1 and namespace = $2 and key = $3
    returning published is not null as "wasPublished"`;
  return (await db.query<{ wasPublished: boolean }>(sql, [cultureCode, namespace, key])).rows[0];
}

/** Publishes a culture's drafts; how many. */
export async function publishDrafts(db: Queryable, cultureCode: string): Promise<number> {
  const sql = `update text_overrides set published = draft, draft = null, published_at = now()
    where culture_code = $1 and draft is not null returning key`;
  return (await db.query(sql, [cultureCode])).rows.length;
}

/** Bumps a culture's published version; the new one. */
export async function bumpVersion(db: Queryable, cultureCode: string) {
  const sql = `insert into text_versions (culture_code, version) values ($1, 1)
    on conflict (culture_code) do update set version = text_versions.version + 1, update_date = now()
    returning version, update_date as "updateDate"`;
  return (await db.query<{ version: number; updateDate: Date }>(sql, [cultureCode])).rows[0]!;
}

/** What visitors of a culture get: its published texts and version. */
export async function publishedTexts(db: Queryable, cultureCode: string) {
  const [texts, version] = await Promise.all([
    db.query<{ namespace: string; key: string; text: string }>(
      `select namespace, key, published as text from text_overrides
       where culture_code = $1 and published is not null order by namespace, key`,
      [cultureCode],
    ),
    db.query<{ version: number; updateDate: Date }>(
      'select version, update_date as "updateDate" from text_versions where culture_code = $1',
      [cultureCode],
    ),
  ]);
  return { texts: texts.rows, version: version.rows[0] };
}

/** A culture's drafts over its published texts: what its content staff preview. */
export async function previewTexts(db: Queryable, cultureCode: string) {
  const sql = `select namespace, key, coalesce(draft, published) as text from text_overrides
    where culture_code = $1 order by namespace, key`;
  return (await db.query<{ namespace: string; key: string; text: string }>(sql, [cultureCode])).rows;
}
