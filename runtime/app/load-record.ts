/**
 * The record a page bound to a data set shows (`cmsDataSetPath`, `shared/routing/data-set.ts`):
 * the seeds' "second such call" for the page, `GET /data/{pageId}/{recordId}.json?wwlang=…&v=…`
 * → `{ data }`, made once per visit beside the page data (never cached: records change more
 * often than pages). A chunk of its own: pages that are not bound never download it.
 */
import { parseDataSetPath } from '@shared/routing/data-set.ts';
import type { PublishedPage } from '@shared/schema/compose.ts';
import { fetchJson, PageLoadError, type LoadOptions } from './load-page.ts';

export const recordDataUrl = (
  pageId: string,
  recordId: string,
  lang: string,
  cacheVersion: number,
) =>
  `/data/${encodeURIComponent(pageId)}/${encodeURIComponent(recordId)}.json?wwlang=${encodeURIComponent(lang)}&v=${cacheVersion}`;

/** What a bound page's visit gets: its record, or null when there is no such record (404). */
export type RecordAnswer = { data: unknown } | null;

/**
 * The record the page shows for these path parameters. Null when the server has no such record
 * (or the page's data set cannot be read); other failures reject as page data failures do.
 */
export async function loadRecord(
  page: Pick<PublishedPage, 'id' | 'cmsDataSetPath'>,
  params: Readonly<Record<string, string>>,
  lang: string,
  cacheVersion: number,
  options: LoadOptions = {},
): Promise<RecordAnswer> {
  const dataSet = parseDataSetPath(page.cmsDataSetPath);
  if (!dataSet) return null;
  const url = recordDataUrl(page.id, params[dataSet.param] ?? '', lang, cacheVersion);
  let answer: unknown;
  try {
    answer = await fetchJson(url, options);
  } catch (error) {
    if (error instanceof PageLoadError && error.status === 404 && !error.redirectUrl) return null;
    throw error;
  }
  if (typeof answer !== 'object' || answer === null || !Object.hasOwn(answer, 'data'))
    throw new PageLoadError(`${url} is not a record`);
  return { data: (answer as { data: unknown }).data };
}
