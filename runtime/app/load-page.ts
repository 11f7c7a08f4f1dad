import type { PageData } from '@shared/schema/compose.ts';

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export class PageLoadError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** Where the server says to go instead (`redirectUrl` in its answer). */
    readonly redirectUrl?: string,
  ) {
    super(message);
    this.name = 'PageLoadError';
  }
}

export interface LoadOptions {
  fetch?: Fetch | undefined;
  signal?: AbortSignal | undefined;
}

export const pageDataUrl = (pageId: string, lang: string, cacheVersion: number) =>
  `/data/${encodeURIComponent(pageId)}.json?wwlang=${encodeURIComponent(lang)}&v=${cacheVersion}`;

/**
 * The JSON answer of one of the runtime's data files (page data, a bound page's record); a
 * failure is a `PageLoadError` with the status and the server's `redirectUrl`, if any.
 */
export async function fetchJson(
  url: string,
  { fetch: fetchImpl = fetch, signal }: LoadOptions = {},
): Promise<unknown> {
  let response: Response;
  try {
    // No extra headers: the request must match the HTML's `<link rel="preload" as="fetch">`.
    response = await fetchImpl(url, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new PageLoadError(`network error while loading ${url}`);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { redirectUrl?: unknown } | null;
    const redirect = typeof body?.redirectUrl === 'string' ? body.redirectUrl : undefined;
    throw new PageLoadError(`${url} answered ${response.status}`, response.status, redirect);
  }
  try {
    return await response.json();
  } catch {
    throw new PageLoadError(`${url} is not JSON`);
  }
}

/** `GET /data/{pageId}.json?wwlang={lang}&v={cacheVersion}`: the published page data. */
export async function loadPageData(
  pageId: string,
  lang: string,
  cacheVersion: number,
  options: LoadOptions = {},
): Promise<PageData> {
  const url = pageDataUrl(pageId, lang, cacheVersion);
  const data = (await fetchJson(url, options)) as PageData | null;
  if (!data?.page || typeof data.sections !== 'object' || typeof data.wwObjects !== 'object') {
    throw new PageLoadError(`${url} is not page data`);
  }
  return data;
}
