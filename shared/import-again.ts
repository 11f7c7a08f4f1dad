/**
 * A chunk import that can be tried again after its fetch failed. Chromium up to at least 150 (and
 * Safari) keep a module whose fetch failed in the document's module map: importing the same URL
 * again fails at once, without a request, however long ago the network came back. So after a
 * failure, the next call imports the URL the browser's error named with a `retry` query: a new
 * module to the browser, fetched afresh (the server ignores the query). A browser whose error
 * names no URL (Safari) is asked again for the same import.
 *
 * A chunk whose own imports failed too (every request failed at once, the preloads included)
 * may still fail: those imports name their files without the query. Callers keep a way out (a
 * reload) for that case.
 */
export type ImportUrl = (url: string) => Promise<unknown>;

/* v8 ignore next -- the browser's own import: tests pass theirs */
const importUrl: ImportUrl = (url) => import(/* @vite-ignore */ url);

const RETRY_PARAM = 'retry';

/**
 * The address of the module a failed import names (Chromium: "Failed to fetch dynamically
 * imported module: <url>", Firefox: "error loading dynamically imported module: <url>"), without
 * a retry query of ours.
 */
export function failedChunkUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  const found = /dynamically imported module:\s*(https?:\/\/\S+)/.exec(message)?.[1];
  if (!found) return undefined;
  try {
    const url = new URL(found);
    url.searchParams.delete(RETRY_PARAM);
    return url.href;
  } catch {
    return undefined;
  }
}

/**
 * `load` (a literal `() => import('…')`, so the bundler splits and preloads it) wrapped so that a
 * call after a failure imports the failed chunk afresh. Once an import succeeds, every later call
 * has its module (one instance of the chunk's code).
 */
export function importAgain<M>(
  load: () => Promise<M>,
  imports: ImportUrl = importUrl,
): () => Promise<M> {
  let loaded: Promise<M> | undefined;
  let failed: string | undefined;
  let retries = 0;
  return () => {
    if (loaded) return loaded;
    const attempt =
      failed === undefined
        ? load()
        : (imports(
            `${failed}${failed.includes('?') ? '&' : '?'}${RETRY_PARAM}=${++retries}`,
          ) as Promise<M>);
    return attempt.then(
      (module) => {
        loaded ??= attempt;
        return module;
      },
      (error: unknown) => {
        failed = failedChunkUrl(error) ?? failed;
        throw error;
      },
    );
  };
}

/** `importAgain(load)`, each module read through `pick` (a chunk's one export). */
export function importAgainAs<M, V>(
  load: () => Promise<M>,
  pick: (module: M) => V,
): () => Promise<V> {
  const get = importAgain(load);
  return () => get().then(pick);
}
