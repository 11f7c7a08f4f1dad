/**
 * The first page of a visit, made ready before React starts, where the server rendered it: the
 * server renders it to HTML (`runtime/ssr.tsx`), and the browser loads the same page data,
 * record, engine and components, enters the page the same way, and hydrates that HTML
 * (`main.tsx`). Both enter the page before any browser state is read (`context.browser` is set
 * by the app's effects, after hydration), so both render the same tree.
 *
 * Only pages any visitor may see are rendered on the server: a page with user groups may send
 * the visitor to sign in, and the site's 404 page shown for an unknown path stays in the browser.
 */
import type { AppData, BootData, PageData, PublishedPage } from '@shared/schema/compose.ts';
import type { Workflow } from '@shared/schema/logic.ts';
import type { BrowserContext, ViewBreakpoint } from '../services/index.ts';
import { appNeedsEngine, pageNeedsEngine } from '../engine/needs-engine.ts';
import { langsFor } from '../render/PageView.tsx';
import { preloadComponents, preloadIcons } from '../render/preload.ts';
import type { PageContext, SiteRuntime } from '../state/site-runtime.ts';
import { loadPageData, type Fetch } from './load-page.ts';
import { nextTask } from './next-task.ts';
import { resolveRoute, visitContext, type PageRoute } from './route.ts';

export interface FirstView {
  /** Path and query shown (`/aisle/groceries?page=2`). */
  address: string;
  data: PageData;
  lang: string;
  /** `context.page` of the visit (`pageLoaded` false). */
  page: PageContext;
}

/**
 * The page route of an address (path and query) when the server renders it: found, any visitor
 * may see it, not the 404 page.
 */
export function renderedRoute(
  app: AppData,
  address: string,
): { route: PageRoute; page: PublishedPage; pathname: string } | null {
  const pathname = new URL(address, 'http://site').pathname;
  const route = resolveRoute(app, pathname);
  if (route.kind !== 'page' || route.notFound) return null;
  const page = app.site.pages.find((p) => p.id === route.pageId);
  if (!page || page.pageUserGroups.length > 0) return null;
  return { route, page, pathname };
}

/**
 * `context.browser` while the first page renders, on the server and in the browser alike: only
 * what the path tells. No query (one render serves every query string), no host, the site's
 * default theme, and the breakpoint the server guessed from the request (`BREAKPOINT_ATTRIBUTE`
 * on `#root`: mobile for a phone's browser, else desktop). The browser's own context follows
 * once hydrated (the app's effects), and what reads it renders again.
 */
export function firstBrowser(
  boot: BootData,
  pathname: string,
  breakpoint: ViewBreakpoint = 'desktop',
): BrowserContext {
  return {
    url: pathname,
    path: pathname,
    source: null,
    query: {},
    domain: '',
    baseUrl: '/',
    breakpoint,
    environment: boot.environment,
    theme: boot.app.site.defaultTheme,
  };
}

/**
 * Loads what the page needs to render whole (the engine when it has logic, its components'
 * chunks), then begins the visit: variables reset, collections set up, `context.page` set.
 * `record` is a bound page's record (`{ data }`); undefined for a page that is not bound.
 */
export async function enterFirstView(
  boot: BootData,
  runtime: SiteRuntime,
  address: string,
  data: PageData,
  record?: { data: unknown },
  breakpoint?: ViewBreakpoint,
): Promise<FirstView | null> {
  const { app } = boot;
  const found = renderedRoute(app, address);
  if (!found) return null;
  const { route, page, pathname } = found;
  if (page.cmsDataSetPath && !record) return null;
  await loadForView(app, runtime, data);
  const context = visitContext(page, pathname, route, page.cmsDataSetPath ? record : undefined);
  runtime.setBrowser(firstBrowser(boot, pathname, breakpoint));
  runtime.enterPage(data, context, langsFor(app, route.lang));
  for (const workflow of settingWorkflows(runtime) ?? []) await runtime.runWorkflow(workflow);
  return { address, data, lang: route.lang, page: context };
}

/**
 * The page's before-collection-fetch workflows (the app's, then the page's) when each only sets
 * variables the browser does not keep (`set-variable`, not persistent): the server and the
 * browser run them before the first render (the server then fetches the collections as the page
 * load would), and the page load runs them again after hydration, changing nothing. Null when
 * one does anything else: such a page's collections are the browser's to fetch.
 */
export function settingWorkflows(runtime: SiteRuntime): Workflow[] | null {
  const workflows = [
    ...runtime.workflowsWith('before-collection-fetch', 'app'),
    ...runtime.workflowsWith('before-collection-fetch', 'page'),
  ];
  const setsVariable = (action: Workflow['actions'][number]) => {
    const id = action.config?.['variableId'];
    return (
      action.type === 'set-variable' &&
      !action.branches?.length &&
      typeof id === 'string' &&
      runtime.variables?.definition(id)?.persistent !== true
    );
  };
  const pure = workflows.every((w) => !w.errorActions?.length && w.actions.every(setsVariable));
  return pure ? workflows : null;
}

const loads = new WeakMap<PageData, Promise<unknown>>();

/**
 * What a page needs to render whole: the engine when it has logic, its components, its icons.
 * Once per page data (`loadFirstView` loads it, then enters the page in a later task).
 */
function loadForView(app: AppData, runtime: SiteRuntime, data: PageData): Promise<unknown> {
  let load = loads.get(data);
  if (!load) {
    load = Promise.all([
      appNeedsEngine(app) || pageNeedsEngine(data) ? runtime.ensureEngine() : undefined,
      preloadComponents(data),
      preloadIcons(data),
    ]);
    loads.set(data, load);
    // A failed load (a chunk offline) is tried again next time.
    load.catch(() => loads.delete(data));
  }
  return load;
}

/**
 * In the browser, over a server-rendered page: its data and record fetched (the HTML preloads
 * both), then `enterFirstView`, then the collections the server rendered it with adopted
 * (`readRenderedCollections`). Null when this path is not one the server renders, or when a
 * fetch fails (the app then starts as usual and shows the failure its own way).
 */
export async function loadFirstView(
  boot: BootData,
  runtime: SiteRuntime,
  address: string,
  fetchImpl?: Fetch,
  breakpoint?: ViewBreakpoint,
  collections?: unknown,
): Promise<FirstView | null> {
  const { app } = boot;
  const found = renderedRoute(app, address);
  if (!found) return null;
  const { route, page } = found;
  const options = { fetch: fetchImpl };
  try {
    const [data, record] = await Promise.all([
      loadPageData(route.pageId, route.lang, app.cacheVersion, options),
      page.cmsDataSetPath
        ? import('./load-record.ts').then((m) =>
            m.loadRecord(page, route.params, route.lang, app.cacheVersion, options),
          )
        : undefined,
    ]);
    if (data.cacheVersion !== app.cacheVersion || record === null) return null;
    // Their code evaluated, then the page entered in a task of its own (no long task).
    await loadForView(app, runtime, data);
    await nextTask();
    const view = await enterFirstView(boot, runtime, address, data, record, breakpoint);
    if (view) runtime.collections.adopt(collections);
    return view;
  } catch {
    return null;
  }
}
