import type { PageData } from '@shared/schema/compose.ts';

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export class PageLoadError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PageLoadError';
  }
}

export const pageDataUrl = (pageId: string, lang: string, cacheVersion: number) =>
  `/data/${encodeURIComponent(pageId)}.json?wwlang=${encodeURIComponent(lang)}&v=${cacheVersion}`;

/** `GET /data/{pageId}.json?wwlang={lang}&v={cacheVersion}`: the published page data. */
export async function loadPageData(
  pageId: string,
  lang: string,
  cacheVersion: number,
  { fetch: fetchImpl = fetch, signal }: { fetch?: Fetch; signal?: AbortSignal } = {},
): Promise<PageData> {
  const url = pageDataUrl(pageId, lang, cacheVersion);
  let response: Response;
  try {
    response = await fetchImpl(url, { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new PageLoadError(`network error while loading ${url}`);
  }
  if (!response.ok) throw new PageLoadError(`${url} answered ${response.status}`, response.status);
  const data = (await response.json()) as PageData;
  if (!data?.page || typeof data.sections !== 'object' || typeof data.wwObjects !== 'object') {
    throw new PageLoadError(`${url} is not page data`);
  }
  return data;
}
