/**
 * Answers to requests the editor's page started before its code loaded (the inline script of
 * `editor/index.html`, in `window.__baobabEarly` by URL). Each is taken once: a second read of
 * the same URL (a retry, a reload) asks the server again.
 */
import { editorFetch, noticeSignedOut } from '../authors/request.ts';

declare global {
  interface Window {
    __baobabEarly?: Record<string, Promise<Response> | undefined>;
  }
}

/**
 * `editorFetch` (CSRF token on changes, a 401 told), answered by the page's early request for
 * this URL when there is one.
 */
export function fetchEarly(url: string, init?: RequestInit): Promise<Response> {
  const early = typeof window === 'undefined' ? undefined : window.__baobabEarly;
  const started = early?.[url];
  if (started && !init?.method) {
    delete early[url];
    return started.then(noticeSignedOut);
  }
  return editorFetch(url, init);
}
