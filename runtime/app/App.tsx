/**
 * The visitor app: `router.tsx` keeps the location; each location is routed to a page (paths per
 * language, parameters, 404, user-group guards), its data loaded (`GET /data/{pageId}.json`),
 * the engine loaded when the page needs it, the page visit begun (variables reset, collections
 * set up) and rendered, then the load sequence run (`page-load.ts`). Same-origin page links
 * navigate without a reload; after a navigation the view scrolls to the hash target or the top.
 */
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { matchPage } from '@shared/routing/match-page.ts';
import { pagePath } from '@shared/routing/page-path.ts';
import type { BootData, PageData } from '@shared/schema/compose.ts';
import type { Workflow } from '@shared/schema/logic.ts';
import { appNeedsEngine, pageNeedsEngine } from '../engine/needs-engine.ts';
import { langsFor, PageView } from '../render/PageView.tsx';
import type { SiteRuntime } from '../state/site-runtime.ts';
import { applyHead, applyNotFoundHead } from './head.ts';
import { pageAddress, pageUrl } from './head-tags.ts';
import { loadPageData, PageLoadError, type Fetch } from './load-page.ts';
import { preloadComponents } from '../render/preload.ts';
import { messages } from './messages.ts';
import { interceptableLink, scrollToHash } from './navigation.ts';
import { nextTask } from './next-task.ts';
import { runPageLoad } from './page-load.ts';
import type { FirstView } from './first-view.ts';
import { HistoryRouter, useLocation, useNavigate, type RouterLocation } from './router.tsx';
import { sessionFor, type Session } from './session.ts';
import { ProgressBar, registerServiceWorker } from '../services/index.ts';
import { NOT_FOUND_PATH, notFoundRoute, resolveRoute, visitContext, type Route } from './route.ts';
import { safeStorage } from './storage.ts';
import { LoadErrorView, LoadingView, NotFoundView } from './views.tsx';
import { defaultLangOf } from '@shared/routing/page-lang.ts';

export interface AppProps {
  boot: BootData;
  /** For tests; the browser's fetch by default. */
  fetch?: Fetch;
  /** Called once the first view is on screen (the app's mounted event). */
  onMounted?: () => void;
  /** Full-URL loads (reload after a failure, outside redirects); tests pass a spy. */
  assign?: (url: string) => void;
  /**
   * The first page, already entered (`first-view.ts`): rendered at once, as the server rendered
   * it, so the browser hydrates the server's HTML.
   */
  initial?: FirstView | undefined;
  /** The server renders with a session of its own; `sessionFor(boot)` by default. */
  session?: Session;
  /** The location on the server (the browser's own in the browser). */
  location?: RouterLocation;
}

export function App(props: AppProps) {
  return (
    <HistoryRouter location={props.location}>
      <SiteApp {...props} />
    </HistoryRouter>
  );
}

/** What is on screen. */
type View =
  | { kind: 'loading'; lang: string }
  | { kind: 'page'; data: PageData; lang: string; visit: number }
  | { kind: 'not-found'; lang: string }
  | { kind: 'error'; lang: string; detail: string };

/** One page visit: what leaving it must stop and run. */
interface Visit {
  id: number;
  controller: AbortController;
  unload: readonly Workflow[];
}

const RELOAD_KEY = 'baobab:reloaded';

const assignUrl = (url: string) => window.location.assign(url);

/** Reloads by full URL once per URL and tab session; false when it already tried. */
function reloadOnce(url: string, assign: (url: string) => void): boolean {
  const storage = safeStorage('session');
  if (storage?.getItem(RELOAD_KEY) === url) return false;
  storage?.setItem(RELOAD_KEY, url);
  assign(url);
  return true;
}

const pageKey = (pageId: string, lang: string) => `${pageId}\u0000${lang}`;

function SiteApp(props: AppProps) {
  const { boot, fetch: fetchImpl, onMounted, assign = assignUrl, initial } = props;
  /** The first page came rendered (the browser hydrates it). */
  const hydrated = initial !== undefined;
  const app = boot.app;
  const defaultLang = defaultLangOf(app.site.langs);
  const location = useLocation();
  const navigate = useNavigate();
  const { runtime, services, plugins } = props.session ?? sessionFor(boot, fetchImpl);
  // Plugins go to pages through the router (after a sign-in callback…).
  useEffect(() => runtime.routeWith(navigate), [runtime, navigate]);
  // The first page, entered before React started, is the first visit.
  const [view, setView] = useState<View>(() =>
    initial
      ? { kind: 'page', data: initial.data, lang: initial.lang, visit: 1 }
      : { kind: 'loading', lang: defaultLang },
  );
  const viewLang = useRef(initial?.lang ?? defaultLang);
  useEffect(() => {
    viewLang.current = view.lang;
  }, [view.lang]);
  const cache = useRef(
    new Map<string, PageData>(
      initial ? [[pageKey(initial.page.id, initial.lang), initial.data]] : [],
    ),
  );
  const [firstVisit] = useState<Visit | null>(() =>
    initial
      ? {
          id: 1,
          controller: new AbortController(),
          unload: runtime.workflowsWith('onunload', 'page'),
        }
      : null,
  );
  const visit = useRef<Visit | null>(firstVisit);
  const visits = useRef(initial ? 1 : 0);
  const pendingScroll = useRef(true);
  const mounted = useRef(false);
  const shownAddress = useRef<string | null>(initial?.address ?? null);
  const notFoundLang = useRef<string | null>(null);
  // Bumped by "Try again": loads the location once more.
  const [attempt, setAttempt] = useState(0);

  // Workflows reach the browser through these effects; the browser context follows the page.
  useEffect(() => {
    runtime.provideEffects(async () =>
      (await import('./effects.ts')).createEffects({
        app,
        runtime,
        services,
        navigate: (to) => navigate(to),
        lang: () => viewLang.current,
        signal: () => visit.current?.controller.signal,
      }),
    );
    runtime.setBrowser(services.browser.get());
    return services.browser.subscribe(() => runtime.setBrowser(services.browser.get()));
  }, [app, runtime, services, navigate]);
  useEffect(() => services.browser.update(location), [services, location]);

  // Route the location, load what it shows, begin the visit.
  useEffect(() => {
    const controller = new AbortController();
    const { pathname, search } = location;
    pendingScroll.current = true;
    if (shownAddress.current === `${pathname}${search}`) {
      // Only the hash changed: same page, scroll to its target.
      pendingScroll.current = false;
      scrollToHash(location.hash);
      return;
    }
    // Leaving: the page's fetches are cancelled and its unload workflows run now.
    leave(visit.current, runtime);
    const show = (route: Route): void => {
      if (route.kind === 'not-found') {
        // `/404` keeps the language of the path that led there.
        const lang = route.redirectTo404 ? route.lang : (notFoundLang.current ?? route.lang);
        notFoundLang.current = lang;
        if (route.redirectTo404) navigate(NOT_FOUND_PATH, { replace: true });
        shownAddress.current = null;
        setView({ kind: 'not-found', lang });
        return;
      }
      const page = app.site.pages.find((p) => p.id === route.pageId);
      if (!page) return;
      const key = pageKey(route.pageId, route.lang);
      const options = { fetch: fetchImpl, signal: controller.signal };
      void (async () => {
        try {
          if (page.pageUserGroups.length > 0) {
            // Guard rules are a chunk of their own: most pages have no user groups.
            const [{ guardPage, guardRedirect }] = await Promise.all([
              import('./guard.ts'),
              plugins,
            ]);
            if (controller.signal.aborted) return;
            const user = runtime.currentUser() as Readonly<Record<string, unknown>> | null;
            const outcome = guardPage(page, user, app.userGroups);
            if (outcome.kind !== 'allow') {
              const to = guardRedirect(app, page, outcome, `${pathname}${search}`, route.lang);
              if (to) navigate(to, { replace: true });
              else setView({ kind: 'not-found', lang: route.lang });
              services.progress.stop();
              return;
            }
          }
          // A page bound to a data set: its record, per visit, beside the page data (its loader
          // is a chunk of its own). The 404 page shown for an unknown one has none.
          const record =
            page.cmsDataSetPath && !route.notFound
              ? import('./load-record.ts').then((m) =>
                  m.loadRecord(page, route.params, route.lang, app.cacheVersion, options),
                )
              : undefined;
          // Awaited below; a page data failure first must not leave its failure unhandled.
          record?.catch(() => {});
          let data = cache.current.get(key);
          if (!data) {
            data = await loadPageData(route.pageId, route.lang, app.cacheVersion, options);
            if (data.cacheVersion !== app.cacheVersion) {
              // Published files are newer (or older) than this app: start again from the server.
              if (reloadOnce(window.location.href, assign)) return;
            }
            cache.current.set(key, data);
          }
          const [shown] = await Promise.all([
            record,
            appNeedsEngine(app) || pageNeedsEngine(data) ? runtime.ensureEngine() : undefined,
            preloadComponents(data),
          ]);
          if (controller.signal.aborted) return;
          // No such record: the site's 404 page in place (the URL stays), as for an unknown path.
          if (shown === null) return show(notFoundRoute(app, pathname));
          const id = ++visits.current;
          shownAddress.current = `${pathname}${search}`;
          runtime.enterPage(
            data,
            visitContext(page, pathname, route, shown),
            langsFor(app, route.lang),
          );
          visit.current = {
            id,
            controller: new AbortController(),
            unload: runtime.workflowsWith('onunload', 'page'),
          };
          // A transition: React renders the page in slices of a few milliseconds and lets the
          // browser handle input between them, instead of one task of hundreds of milliseconds
          // on a slow phone (Lighthouse's total blocking time: 430 → see bench/README.md).
          startTransition(() => setView({ kind: 'page', data, lang: route.lang, visit: id }));
          services.progress.stop();
        } catch (error) {
          if (controller.signal.aborted) return;
          console.error('[baobab] page load failed', error);
          if (error instanceof PageLoadError && error.redirectUrl) {
            assign(error.redirectUrl);
          } else if (error instanceof PageLoadError && error.status === 404) {
            notFoundLang.current = route.lang;
            navigate(NOT_FOUND_PATH, { replace: true });
          } else if (!reloadOnce(window.location.href, assign)) {
            setView({ kind: 'error', lang: route.lang, detail: String(error) });
          }
        }
      })();
    };
    show(resolveRoute(app, pathname));
    return () => controller.abort();
  }, [app, location, navigate, runtime, fetchImpl, plugins, services, assign, attempt]);

  // The load sequence of a visit, once its page is on screen.
  const visitId = view.kind === 'page' ? view.visit : 0;
  useEffect(() => {
    const current = visit.current;
    if (visitId === 0 || !current || current.id !== visitId) return;
    // Without the engine the page has no formula or workflow: nothing to run or to fetch for.
    if (!runtime.engine) return;
    const { signal } = current.controller;
    const firstLoad = visitId === 1;
    const load = () =>
      runPageLoad(
        {
          workflows: (trigger, level) => runtime.workflowsWith(trigger, level),
          run: (workflow, event) => runtime.runWorkflow(workflow, { event }),
          autoFetchIds: () => runtime.collections.autoFetchIds(),
          fetchCollections: (ids, s) => runtime.collections.fetch(ids, s),
        },
        { firstLoad, signal },
      ).then(() => {
        if (!signal.aborted) runtime.pageLoaded();
      });
    // Over a server render, the load runs in a task after the hydration's effects: together they
    // made one long task on a phone.
    if (firstLoad && hydrated) void nextTask().then(() => (signal.aborted ? undefined : load()));
    else void load();
  }, [visitId, runtime, hydrated]);

  // Leaving the site runs the page-unload workflows too.
  useEffect(() => {
    const onBeforeUnload = () => leave(visit.current, runtime);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [runtime]);

  // Head tags follow what is on screen; then the hash target or the top.
  useLayoutEffect(() => {
    if (view.kind === 'page') {
      const { page } = view.data;
      // The address shown now (the router's location may be ahead of the view while it loads).
      const { pathname, origin } = window.location;
      const address = pageAddress(app, boot.environment, page, pathname, origin);
      // The meta's `{{ formula }}`s, as the server filled them (a page with any has the engine).
      const engine = runtime.engine;
      const shown = {
        lang: view.lang,
        record: runtime.shownRecord(),
        url: pageUrl(page, view.lang, defaultLang, address),
        baseUrl: address?.base ?? '',
      };
      const binder = engine?.metaBinder(engine.evaluateFormula, page, shown, (problem) =>
        runtime.warn(engine.metaProblemText(page.id, problem)),
      );
      applyHead(page, view.lang, defaultLang, app.site.name, address, document, binder);
    }
    if (view.kind === 'not-found') applyNotFoundHead(messages(view.lang).notFound, view.lang);
    if (view.kind === 'loading') return;
    if (pendingScroll.current) {
      pendingScroll.current = false;
      scrollToHash(location.hash);
    }
    if (!mounted.current) {
      mounted.current = true;
      // The app's mounted event (seeds §2), then the service worker, off the critical path.
      window.dispatchEvent(new CustomEvent('baobab:mounted'));
      onMounted?.();
      if (services.environment !== 'editor') {
        void registerServiceWorker({
          basePath: '/',
          cacheVersion: app.cacheVersion,
          enabled: app.site.manifest !== false,
        });
      }
    }
  }, [view, defaultLang, app, boot.environment, location.hash, onMounted, services, runtime]);

  // Plain links to pages of the site navigate without a reload.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const url = interceptableLink(event, window.location.origin);
      if (!url || !matchPage(app.site.pages, url.pathname, app.site.langs)) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [app, navigate]);

  if (view.kind === 'not-found') {
    const home = app.site.pages.find((p) => p.id === app.site.homePageId);
    return (
      <NotFoundView
        lang={view.lang}
        homeHref={home ? pagePath(home, view.lang, defaultLang) : '/'}
      />
    );
  }
  if (view.kind === 'error') {
    return (
      <LoadErrorView
        lang={view.lang}
        detail={view.detail}
        onRetry={() => {
          setView({ kind: 'loading', lang: view.lang });
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  if (view.kind === 'loading') return <LoadingView lang={view.lang} />;
  return (
    <>
      <ProgressBar progress={services.progress} />
      <PageView
        key={`${view.data.page.id}:${view.lang}`}
        data={view.data}
        app={app}
        lang={view.lang}
        runtime={runtime}
        popups={services.popups}
      />
    </>
  );
}

/** Ends a visit: its fetches are cancelled, its page-unload workflows run. */
function leave(current: Visit | null, runtime: SiteRuntime): void {
  if (!current || current.controller.signal.aborted) return;
  current.controller.abort();
  for (const workflow of current.unload)
    void runtime.runWorkflow(workflow, { event: { type: 'unload' } });
}
