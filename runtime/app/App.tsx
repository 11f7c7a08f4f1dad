/**
 * The visitor app: routes the current path to a page, loads its data, renders it and keeps the
 * head in step. Same-origin page links navigate without a reload. A thin stand-in for the real
 * router of a later issue.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { matchPage } from '@shared/routing/match-page.ts';
import { pagePath } from '@shared/routing/page-path.ts';
import type { BootData, PageData } from '@shared/schema/compose.ts';
import { PageView, siteDefaultLang } from '../render/PageView.tsx';
import { applyHead, applyNotFoundHead } from './head.ts';
import { loadPageData, type Fetch } from './load-page.ts';
import { messages } from './messages.ts';
import { interceptableLink, scrollToHash } from './navigation.ts';
import { NOT_FOUND_PATH, resolveRoute, type Route } from './route.ts';
import { LoadErrorView, LoadingView, NotFoundView } from './views.tsx';

interface Location {
  pathname: string;
  hash: string;
}

/** A loaded page, or why it could not be loaded. */
type Loaded = { data: PageData } | { error: string };

const currentLocation = (): Location => ({
  pathname: window.location.pathname,
  hash: window.location.hash,
});
const pageKey = (route: Route) =>
  route.kind === 'page' ? `${route.pageId}\u0000${route.lang}` : null;

export interface AppProps {
  boot: BootData;
  /** For tests; the browser's fetch by default. */
  fetch?: Fetch;
}

export function App({ boot, fetch: fetchImpl }: AppProps) {
  const app = boot.app;
  const defaultLang = siteDefaultLang(app);
  const [location, setLocation] = useState(currentLocation);
  // Loaded pages by page and language: navigating back shows them without a request.
  const [loaded, setLoaded] = useState<Readonly<Record<string, Loaded>>>({});
  // The page on screen while the next one loads, so a navigation never flashes a blank view.
  const [shownKey, setShownKey] = useState<string | null>(null);
  // The path whose page should scroll (to the hash or the top) once it is on screen.
  const pendingScroll = useRef<string | null>(location.hash !== '' ? location.pathname : null);

  const route = useMemo(() => resolveRoute(app, location.pathname), [app, location.pathname]);
  const key = pageKey(route);
  const current = key === null ? undefined : loaded[key];

  // Load the route's page unless it is loaded (or failed: retry clears the failure).
  useEffect(() => {
    if (route.kind !== 'page' || key === null || current !== undefined) return;
    const controller = new AbortController();
    loadPageData(route.pageId, route.lang, app.cacheVersion, {
      fetch: fetchImpl,
      signal: controller.signal,
    }).then(
      (data) => {
        if (controller.signal.aborted) return;
        setLoaded((all) => ({ ...all, [key]: { data } }));
        setShownKey(key);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[baobab] page load failed', error);
        setLoaded((all) => ({
          ...all,
          [key]: { error: error instanceof Error ? error.message : String(error) },
        }));
      },
    );
    return () => controller.abort();
  }, [app.cacheVersion, route, key, current, fetchImpl]);

  // What is on screen: the route's page, or the previous page while it loads.
  const shown = current ?? (shownKey === null ? undefined : loaded[shownKey]);
  const shownData = shown && 'data' in shown ? shown.data : undefined;
  const settled = route.kind === 'not-found' || current !== undefined;

  // Head tags and the /404 address follow what is on screen, in the same commit.
  useLayoutEffect(() => {
    if (route.kind === 'not-found') {
      if (route.redirectTo404) window.history.replaceState(null, '', NOT_FOUND_PATH);
      applyNotFoundHead(messages(route.lang).notFound, route.lang);
    } else if (current && 'data' in current) {
      applyHead(current.data.page, route.lang, defaultLang, app.site.name);
    }
  }, [route, current, defaultLang, app.site.name]);

  // After a navigation, once its page is rendered: the hash target, or the top.
  useLayoutEffect(() => {
    if (!settled || pendingScroll.current !== location.pathname) return;
    pendingScroll.current = null;
    scrollToHash(location.hash);
  }, [settled, location]);

  const go = useCallback(
    (next: Location) => {
      const nextKey = pageKey(resolveRoute(app, next.pathname));
      // A loaded page is shown at once; anything else keeps the current page until it arrives.
      if (nextKey !== null && loaded[nextKey] && 'data' in loaded[nextKey]) setShownKey(nextKey);
      pendingScroll.current = next.pathname;
      setLocation(next);
    },
    [app, loaded],
  );

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const url = interceptableLink(event, window.location.origin);
      // Only pages of the site: other same-origin URLs (files, server routes) load normally.
      if (!url || !matchPage(app.site.pages, url.pathname, app.site.langs)) return;
      event.preventDefault();
      window.history.pushState(null, '', `${url.pathname}${url.search}${url.hash}`);
      go({ pathname: url.pathname, hash: url.hash });
    };
    const onPopState = () => go(currentLocation());
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
    };
  }, [app, go]);

  if (route.kind === 'not-found') {
    const home = app.site.pages.find((p) => p.id === app.site.homePageId);
    return (
      <NotFoundView
        lang={route.lang}
        homeHref={home ? pagePath(home, route.lang, defaultLang) : '/'}
      />
    );
  }
  if (current && 'error' in current) {
    const retry = () =>
      setLoaded((all) => Object.fromEntries(Object.entries(all).filter(([k]) => k !== key)));
    return <LoadErrorView lang={route.lang} detail={current.error} onRetry={retry} />;
  }
  if (!shownData) return <LoadingView lang={route.lang} />;
  const lang = current ? route.lang : shownData.wwlang;
  return <PageView key={`${shownData.page.id}:${lang}`} data={shownData} app={app} lang={lang} />;
}
