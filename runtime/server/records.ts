/**
 * The record of a page bound to a data set (`cmsDataSetPath`, `shared/routing/data-set.ts`): the
 * seeds' second page data call, `GET /data/{pageId}/{recordId}.json?wwlang=…&v=…` → `{ data }`,
 * or 404 `{ "error": "Record not found." }`. The record is looked up among the collection's
 * records as it gives them — a static collection's published data, a dynamic one's records on
 * the server (`collections.ts`: `config.data`, or a plugin's `collectionSource`) — and must pass
 * the collection's filter: a record filtered out is not found. Paging does not apply. A GET
 * carries no visitor variables: filter formulas read the site's variables at their defaults,
 * so the HTML route (which answers 404 for an unknown record) and this one always agree.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compileFilter, filterHasPattern, loadPatternEngine } from '@shared/collections/index.ts';
import {
  isRecordWithId,
  MAX_RECORD_ID_LENGTH,
  parseDataSetPath,
} from '@shared/routing/data-set.ts';
import type { AppData, DynamicCollectionData, PublishedPage } from '@shared/schema/compose.ts';
import type { ServerContext } from '@server/contract.ts';
import {
  collectionRecords,
  filtering,
  filterValues,
  isAnswer,
  type Answer,
} from './collections.ts';
import { jsonAnswer, keepable, keptAnswers, keyOf, sendKept } from './kept-answers.ts';
import type { SiteSource } from './site-source.ts';
import { defaultLangOf } from '@shared/routing/page-lang.ts';

export const RECORD_NOT_FOUND = 'Record not found.';

const notFound: Answer = { status: 404, error: RECORD_NOT_FOUND };

/**
 * The records a data set's pages show: the site collection's records as it gives them (static:
 * the published data; dynamic: `config.data` or a plugin's source) and whether one passes the
 * collection's filter (formulas over the site's variables at their defaults), or why there are
 * none (404: no such collection). The sitemap lists them (`crawl.ts`); paging does not apply.
 */
export async function dataSetRecords(
  context: ServerContext,
  request: FastifyRequest,
  source: SiteSource,
  app: AppData,
  collectionId: string,
): Promise<
  { records: readonly unknown[]; passes: (record: unknown) => boolean | Answer } | Answer
> {
  // Only site-level collections bind pages (`dataSetProblems`): they are in the app data.
  if (!Object.hasOwn(app.collections, collectionId)) return notFound;
  const definition = app.collections[collectionId]!;
  const found: DynamicCollectionData | null =
    definition.mode === 'static'
      ? { collection: definition, variables: siteVariables(app) }
      : await source.dynamicCollection(collectionId);
  if (!found) return notFound;
  const records =
    definition.mode === 'static'
      ? await publishedRecords(source, collectionId)
      : await collectionRecords(context, request, source.siteId, found.collection);
  if (isAnswer(records)) return records;
  const { filter } = found.collection;
  if (!filter) return { records, passes: () => true };
  if (filterHasPattern(filter)) await loadPatternEngine();
  const compiled = filtering(() =>
    compileFilter(filter, { resolveValue: filterValues(found, {}) }),
  );
  if (isAnswer(compiled)) return compiled;
  return { records, passes: (record) => filtering(() => compiled(record)) };
}

/** The record a bound page shows for `recordId`, or why there is none (404: no such record). */
export async function findRecord(
  context: ServerContext,
  request: FastifyRequest,
  source: SiteSource,
  app: AppData,
  page: Pick<PublishedPage, 'cmsDataSetPath'>,
  recordId: string,
): Promise<{ record: unknown } | Answer> {
  const dataSet = parseDataSetPath(page.cmsDataSetPath);
  if (!dataSet || recordId === '' || recordId.length > MAX_RECORD_ID_LENGTH) return notFound;
  const set = await dataSetRecords(context, request, source, app, dataSet.collectionId);
  if (isAnswer(set)) return set;
  const record = set.records.find((r) => isRecordWithId(r, recordId));
  if (record === undefined) return notFound;
  const passes = set.passes(record);
  if (isAnswer(passes)) return passes;
  return passes ? { record } : notFound;
}

/** A static collection's records as published (`collections/{id}.json`). */
async function publishedRecords(source: SiteSource, id: string): Promise<readonly unknown[]> {
  const published = (await source.collection(id)) as { data?: unknown } | null;
  return Array.isArray(published?.data) ? published.data : [];
}

/** The site's variables as a collection's filter sees them (ids, names, defaults). */
function siteVariables(app: AppData): DynamicCollectionData['variables'] {
  const out: DynamicCollectionData['variables'] = {};
  for (const { id, name, defaultValue } of Object.values(app.variables))
    out[id] = { name, defaultValue };
  return out;
}

/** The language asked for (`?wwlang=`, else the site's default) and whether the page has it. */
export function servedLang(
  app: AppData,
  page: Pick<PublishedPage, 'langs'>,
  wwlang: unknown,
): { lang: string; ok: boolean } {
  const lang = wwlang === undefined ? defaultLangOf(app.site.langs) : String(wwlang);
  return { lang, ok: page.langs.includes(lang) };
}

/** Decodes one URL path segment; null when it is not valid percent-encoding. */
export function decodeSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * `/data/{pageId}/{recordId}.json`: the record answer, from the raw URL (each segment decoded
 * once, so an id holding `/` arrives as `%2F` and stays one segment).
 */
export async function answerRecord(
  context: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  source: SiteSource,
  rawPageId: string,
  rawRecordFile: string,
  wwlang: unknown,
): Promise<FastifyReply> {
  const pageId = decodeSegment(rawPageId);
  const recordId = rawRecordFile.endsWith('.json')
    ? decodeSegment(rawRecordFile.slice(0, -5))
    : null;
  const app = await source.app();
  const page = app.site.pages.find((p) => p.id === pageId);
  if (!page) return reply.code(404).send({ error: 'Page not found.' });
  const { lang, ok } = servedLang(app, page, wwlang);
  if (!ok) return reply.code(404).send({ error: `Page does not contain the lang ${lang}` });
  if (recordId === null) return reply.code(404).send({ error: RECORD_NOT_FOUND });
  let failed: Answer | null = null;
  const lookUp = async () => {
    const found = await findRecord(context, request, source, app, page, recordId);
    if (!isAnswer(found)) return found;
    failed = found;
    return null;
  };
  if (keepable(source)) {
    // Kept as static bytes for a while, dropped when this server writes a record of the site.
    const version = (await source.version()) ?? '';
    const key = keyOf(
      'record',
      source.siteId,
      source.environment,
      version,
      page.id,
      lang,
      recordId,
    );
    const kept = await keptAnswers(context).answer(key, source.siteId, async () => {
      const found = await lookUp();
      return found && { answer: await jsonAnswer({ data: found.record }), records: true };
    });
    if (kept) return sendKept(request, reply, kept, 'no-cache');
  }
  const found = failed ? null : await lookUp();
  const failure: Answer = failed ?? { status: 404, error: RECORD_NOT_FOUND };
  if (!found) return reply.code(failure.status).send({ error: failure.error });
  return reply.header('cache-control', 'no-cache').send({ data: found.record });
}
