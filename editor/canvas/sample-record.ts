/**
 * The record a page bound to a data set (`cmsDataSetPath`) shows in the canvas, so its bound
 * formulas show real values: the first record of its collection. A static collection's is in
 * the document; a dynamic one's is asked of the server as the canvas asks for its collections
 * (the runtime's `POST /ww/cms_data_sets/{id}/fetch?limit=1`, which `canvasFetch` sends to the
 * editor API's twin over the saved drafts; the variables at their defaults), so it comes after
 * the page is on screen (`SiteRuntime.setPageData`). No record: `context.page.data` is null and
 * formulas fall back as they do without it.
 */
import { parseDataSetPath } from '@shared/routing/data-set.ts';
import type { Collection } from '@shared/schema/logic.ts';
import type { Page, SiteBundle } from '@shared/schema/site.ts';
import { CollectionFetchError, type Fetch } from '@runtime/state/collections.ts';

/** The collection a page is bound to, when it is and the site has it. */
export function boundCollection(
  doc: SiteBundle,
  page: Pick<Page, 'cmsDataSetPath'>,
): Collection | null {
  const dataSet = parseDataSetPath(page.cmsDataSetPath);
  if (!dataSet || !Object.hasOwn(doc.site.collections, dataSet.collectionId)) return null;
  return doc.site.collections[dataSet.collectionId]!;
}

/** A static collection's first record (a copy in this realm), else null. */
export function staticSample(collection: Collection): unknown {
  const records = collection.config.data;
  return Array.isArray(records) && records.length > 0 ? structuredClone(records[0]) : null;
}

/**
 * The sample record of a bound page where nothing is fetched (formula completion and preview):
 * a static collection's first record; null for a dynamic one or none.
 */
export function pageSample(doc: SiteBundle, page: Pick<Page, 'cmsDataSetPath'>): unknown {
  const collection = boundCollection(doc, page);
  return collection?.mode === 'static' ? staticSample(collection) : null;
}

/**
 * A dynamic collection's first record as the server answers it, else null. Rejects with a
 * `CollectionFetchError` carrying the data source's answer when it answered with an error.
 */
export async function fetchSample(
  fetch: Fetch,
  collection: Collection,
  signal: AbortSignal,
): Promise<unknown> {
  const response = await fetch(
    `/ww/cms_data_sets/${encodeURIComponent(collection.id)}/fetch?limit=1`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ variables: {} }),
      signal,
    },
  );
  const body = (await response.json().catch(() => null)) as {
    data?: unknown;
    error?: unknown;
  } | null;
  if (!response.ok) {
    const { status } = response;
    const reason = typeof body?.error === 'string' ? body.error : response.statusText;
    throw new CollectionFetchError(collection.id, `the sample record: ${status} ${reason}`, {
      status,
      reason,
    });
  }
  return Array.isArray(body?.data) && body.data.length > 0 ? body.data[0] : null;
}
