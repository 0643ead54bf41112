-- The knowledge base (docs/product.md#knowledge-base): help articles per brand and culture, seeded from
-- server/seed/help-articles.json by the support module, searched by `GET zendesk/articles` (ADR 025).
-- `search_config` is the PostgreSQL text-search configuration of the article's language ('english', or
-- 'simple' for languages to_tsvector does not split into words, such as Japanese, which the service
-- searches by substring instead). The vector is written with the row (title weight A, body weight B), so
-- no generated column or extension is needed and the same SQL runs on PGlite and PostgreSQL.

create table help_articles (
  id integer generated always as identity primary key,
  -- The article across its translations: one row per slug and culture.
  slug text not null,
  culture_code text not null,
  brand text not null,
  title text not null,
  body text not null,
  label_names text[] not null,
  search_config text not null,
  search_vector tsvector not null,
  create_date timestamptz not null default now(),
  update_date timestamptz not null default now(),
  unique (slug, culture_code)
);
create index help_articles_search on help_articles using gin (search_vector);
create index help_articles_labels on help_articles using gin (label_names);
create index help_articles_culture on help_articles (culture_code);
