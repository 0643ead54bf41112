import {
  type CultureTextListResponse,
  isCultureCode,
  isUnreviewedText,
  overrideProblem,
  overrideProblemText,
  PLURAL_SUFFIXES,
  type PublishedTextsResponse,
  pluralForm,
  TEXTS_CACHE_SECONDS,
} from '@backstage/domain';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { audit } from './audit-service';
import { shippedTexts } from './shipped-texts';
import {
  bumpVersion,
  deleteOverride,
  listOverrides,
  previewTexts,
  publishDrafts,
  publishedTexts,
  saveDraft,
} from './text-repo';

// Culture texts (docs/product.md#culture-texts): content staff write texts over the shipped ones of the
// cultures they manage, as drafts; publishing hands them to every visitor within a minute.

/** The culture, when the caller manages it; else 403 (a culture not of the list is never managed). */
export function assertManaged(request: FastifyRequest, cultureCode: string): void {
  if (!isCultureCode(cultureCode) || !request.staff!.managingCultureCodes.includes(cultureCode))
    throw new AppError('CULTURE_NOT_MANAGED');
}

/**
 * The keys a culture may have in a namespace with their English source: every source key, and for a plural
 * key every plural form the culture's language uses (Polish has `few` and `many`), its source the English form
 * of that name or else the English `other`.
 */
function keysOf(cultureCode: string, sourceTexts: Map<string, string>): Map<string, string> {
  const keys = new Map<string, string>();
  const categories = new Intl.PluralRules(cultureCode).resolvedOptions().pluralCategories as string[];
  for (const [key, text] of sourceTexts) {
    keys.set(key, text);
    const plural = pluralForm(key);
    if (plural?.form !== 'other') continue;
    for (const form of PLURAL_SUFFIXES)
      if (categories.includes(form) && !sourceTexts.has(`${plural.base}_${form}`))
        keys.set(`${plural.base}_${form}`, text);
  }
  return keys;
}

function sourceOf(cultureCode: string, namespace: string, key: string) {
  const shipped = shippedTexts();
  const sourceTexts = shipped.source.get(namespace);
  const source = sourceTexts && keysOf(cultureCode, sourceTexts).get(key);
  if (source === undefined) throw new AppError('TEXT_NOT_FOUND');
  return { source, shipped: shipped.culture(cultureCode)?.get(namespace)?.get(key) ?? null };
}

/** `GET admin/texts/{cultureCode}?query=`: every key with source, shipped text and override; searched by key or text. */
export async function listTexts(
  deps: Deps,
  cultureCode: string,
  query?: string,
): Promise<CultureTextListResponse> {
  const shipped = shippedTexts();
  const culture = shipped.culture(cultureCode);
  const overrides = new Map(
    (await listOverrides(deps.db, cultureCode)).map((row) => [`${row.namespace}\u0000${row.key}`, row]),
  );
  const needle = query?.toLowerCase();
  const data: CultureTextListResponse['data'] = [];
  for (const [namespace, sourceTexts] of shipped.source)
    for (const [key, source] of keysOf(cultureCode, sourceTexts)) {
      const row = overrides.get(`${namespace}\u0000${key}`);
      const shippedText = culture?.get(namespace)?.get(key) ?? null;
      const override = row ? (row.draft ?? row.published) : null;
      if (
        needle &&
        ![`${namespace}:${key}`, source, shippedText ?? '', override ?? ''].some((text) =>
          text.toLowerCase().includes(needle),
        )
      )
        continue;
      data.push({
        namespace,
        key,
        source,
        shipped: shippedText,
        override,
        published: !!row && row.draft === null && row.published !== null,
        sourceChanged: !!row && (row.sourceThen !== source || row.shippedThen !== shippedText),
        unreviewed: isUnreviewedText({
          supplier: shippedText === null ? undefined : shipped.supplier(cultureCode, namespace, key),
          namespace,
          key,
          publishedOverride: !!row && row.published !== null,
        }),
      });
    }
  return { data };
}

/** `PUT admin/texts/{cultureCode}/{namespace}/{key}`: a draft that keeps the source's placeholders, never markup. */
export async function writeDraft(
  deps: Deps,
  request: FastifyRequest,
  path: { cultureCode: string; namespace: string; key: string },
  text: string,
) {
  const { source, shipped } = sourceOf(path.cultureCode, path.namespace, path.key);
  const problem = overrideProblem(source, text);
  // A `one` form may say "1 item" without the count, as languages write it; every other placeholder stays.
  const countOptional =
    problem?.kind === 'missingPlaceholder' &&
    problem.placeholder === '{{count}}' &&
    ['zero', 'one', 'two'].includes(pluralForm(path.key)?.form ?? '');
  if (problem && !countOptional)
    throw new AppError('TEXT_OVERRIDE_INVALID', [{ field: 'text', message: overrideProblemText(problem) }]);
  const { hasPublished } = await saveDraft(deps.db, { ...path, text, source, shipped }, request.staff!.id);
  return {
    namespace: path.namespace,
    key: path.key,
    source,
    shipped,
    override: text,
    published: false,
    sourceChanged: false,
    unreviewed: isUnreviewedText({
      supplier:
        shipped === null ? undefined : shippedTexts().supplier(path.cultureCode, path.namespace, path.key),
      namespace: path.namespace,
      key: path.key,
      publishedOverride: hasPublished,
    }),
  };
}

/**
 * One process's memo of what visitors get, read again after half the promised minute (the other half is the
 * answer's own max-age): a publish on another process is seen within the minute.
 */
export type TextMemo = Map<string, { at: number; value: PublishedTextsResponse }>;
const MEMO_MS = (TEXTS_CACHE_SECONDS / 2) * 1000;

/** `DELETE admin/texts/{cultureCode}/{namespace}/{key}`: back to the shipped text (at once, if it was published). */
export async function revertText(
  deps: Deps,
  memo: TextMemo,
  request: FastifyRequest,
  path: { cultureCode: string; namespace: string; key: string },
) {
  sourceOf(path.cultureCode, path.namespace, path.key);
  await deps.db.transaction(async (tx) => {
    const removed = await deleteOverride(tx, path.cultureCode, path.namespace, path.key);
    if (removed?.wasPublished) {
      await bumpVersion(tx, path.cultureCode);
      await audit(tx, request, {
        action: 'revertText',
        detail: `${path.cultureCode} ${path.namespace}:${path.key}`,
      });
    }
  });
  memo.delete(path.cultureCode);
  return { status: 'deleted' as const };
}

/** `POST admin/texts/{cultureCode}/publish`: every draft of the culture goes live. */
export async function publishTexts(deps: Deps, memo: TextMemo, request: FastifyRequest, cultureCode: string) {
  const result = await deps.db.transaction(async (tx) => {
    const published = await publishDrafts(tx, cultureCode);
    const { version } = await bumpVersion(tx, cultureCode);
    await audit(tx, request, { action: 'publishTexts', detail: `${cultureCode}: ${published}` });
    return { published, version: String(version) };
  });
  memo.delete(cultureCode);
  return result;
}

const byNamespace = (rows: { namespace: string; key: string; text: string }[]) => {
  const messages: Record<string, Record<string, string>> = {};
  for (const row of rows) {
    messages[row.namespace] ??= {};
    messages[row.namespace]![row.key] = row.text;
  }
  return messages;
};

/** `GET texts/{cultureCode}` (public): the published staff texts of a culture. */
export async function visitorTexts(
  deps: Deps,
  memo: TextMemo,
  cultureCode: string,
): Promise<PublishedTextsResponse> {
  const cached = memo.get(cultureCode);
  if (cached && Date.now() - cached.at < MEMO_MS) return cached.value;
  const { texts, version } = await publishedTexts(deps.db, cultureCode);
  const value = {
    version: String(version?.version ?? 0),
    updateDate: version ? new Date(version.updateDate).toISOString() : null,
    messages: byNamespace(texts),
  };
  memo.set(cultureCode, { at: Date.now(), value });
  return value;
}

/** `GET admin/texts/{cultureCode}/preview`: drafts over published texts, for the preview link of content staff. */
export async function previewOf(deps: Deps, cultureCode: string): Promise<PublishedTextsResponse> {
  return {
    version: 'preview',
    updateDate: null,
    messages: byNamespace(await previewTexts(deps.db, cultureCode)),
  };
}
