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
  let data: PageData;
  try {
    data = (await response.json()) as PageData;
  } catch {
    throw new PageLoadError(`${url} is not JSON`);
  }
  if (!data?.page || typeof data.sections !== 'object' || typeof data.wwObjects !== 'object') {
    throw new PageLoadError(`${url} is not page data`);
  }
  return data;
}
