import type { Queryable } from '../../db/db';

export interface ArticleRow {
  id: number;
  title: string;
  body: string;
  brand: string;
  labelNames: string[];
  cultureCode: string;
  updateDate: Date;
}

export interface ArticleHit extends ArticleRow {
  total: number;
}

/** One article as the seed file gives it, with the text-search configuration of its language. */
export interface ArticleSeedRow {
  slug: string;
  culture_code: string;
  brand: string;
  title: string;
  body: string;
  label_names: string[];
  search_config: string;
}

const COLUMNS = `a.id, a.title, a.body, a.brand, a.label_names as "labelNames", a.culture_code as "cultureCode",
  a.update_date as "updateDate"`;

/**
 * Writes the seeded articles (new, changed: new update_date) with their search vector, title weight A and
 * body weight B, and removes articles no longer in the seed.
 */
export async function upsertArticles(db: Queryable, rows: ArticleSeedRow[]): Promise<void> {
  await db.query(
    `insert into help_articles (slug, culture_code, brand, title, body, label_names, search_config, search_vector)
     select r.slug, r.culture_code, r.brand, r.title, r.body, r.label_names, r.search_config,
       setweight(to_tsvector(r.search_config::regconfig, r.title), 'A')
         || setweight(to_tsvector(r.search_config::regconfig, r.body), 'B')
     from json_populate_recordset(null::help_articles, $1::json) r
     on conflict (slug, culture_code) do update set brand = excluded.brand, title = excluded.title,
       body = excluded.body, label_names = excluded.label_names, search_config = excluded.search_config,
       search_vector = excluded.search_vector, update_date = now()
     where (help_articles.brand, help_articles.title, help_articles.body, help_articles.label_names,
       help_articles.search_config) is distinct from
       (excluded.brand, excluded.title, excluded.body, excluded.label_names, excluded.search_config)`,
    [JSON.stringify(rows)],
  );
  await db.query(`delete from help_articles where slug || '/' || culture_code <> all($1::text[])`, [
    rows.map((row) => `${row.slug}/${row.culture_code}`),
  ]);
}

/** Whether a culture has articles of its own. */
export async function cultureHasArticles(db: Queryable, cultureCode: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from help_articles where culture_code = $1 limit 1', [
    cultureCode,
  ]);
  return rows.length > 0;
}

interface Filter {
  cultureCode: string;
  labels: string[];
  limit: number;
}

/** Every article of a culture carrying all the labels, newest first (a search without words). */
export async function listArticles(db: Queryable, f: Filter): Promise<ArticleHit[]> {
  const sql = `select ${COLUMNS}, count(*) over ()::int as total from help_articles a
    where a.culture_code = $1 and a.label_names @> $2::text[]
    order by a.update_date desc, a.id limit $3`;
  return (await db.query<ArticleHit>(sql, [f.cultureCode, f.labels, f.limit])).rows;
}

/**
 * Full-text search (ADR 025): the query is parsed and stemmed by the article language's configuration and
 * every lexeme becomes a prefix (`'firmw':* & 'td':* & '-17':*`), so words match as they are typed and the
 * parser splits model names such as TD-17 the same way in the query as in the articles. Articles whose title
 * matches rank above those matching in the body only; ts_rank orders within each group.
 */
export async function searchArticlesFullText(
  db: Queryable,
  f: Filter & { config: string; query: string },
): Promise<ArticleHit[]> {
  const sql = `with q as (select to_tsquery('simple', string_agg(quote_literal(lexeme) || ':*', ' & ')) as query
      from unnest(to_tsvector($1::regconfig, $2)))
    select ${COLUMNS}, count(*) over ()::int as total from help_articles a, q
    where a.culture_code = $3 and a.label_names @> $4::text[] and a.search_vector @@ q.query
    order by (to_tsvector($1::regconfig, a.title) @@ q.query) desc, ts_rank(a.search_vector, q.query) desc, a.id
    limit $5`;
  return (await db.query<ArticleHit>(sql, [f.config, f.query, f.cultureCode, f.labels, f.limit])).rows;
}

/**
 * N-gram search for languages written without spaces (ADR 025): an article matches when at least `need` of
 * the grams occur in its title or body; more grams in the title rank first, then more grams overall.
 */
export async function searchArticlesByGrams(
  db: Queryable,
  f: Filter & { grams: string[]; need: number },
): Promise<ArticleHit[]> {
  const sql = `select ${COLUMNS}, count(*) over ()::int as total from help_articles a
    cross join lateral (
      select count(*) filter (where strpos(lower(a.title), g) > 0) as title_hits,
        count(*) filter (where strpos(lower(a.title), g) > 0 or strpos(lower(a.body), g) > 0) as hits
      from unnest($1::text[]) as g
    ) m
    where a.culture_code = $2 and a.label_names @> $3::text[] and m.hits >= $4
    order by m.title_hits desc, m.hits desc, a.id limit $5`;
  return (await db.query<ArticleHit>(sql, [f.grams, f.cultureCode, f.labels, f.need, f.limit])).rows;
}

/** One article, or none. */
export async function findArticle(db: Queryable, id: number): Promise<ArticleRow | undefined> {
  return (await db.query<ArticleRow>(`select ${COLUMNS} from help_articles a where a.id = $1`, [id])).rows[0];
}
