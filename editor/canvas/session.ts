/**
 * What the canvas frame renders a page with: a site runtime in the `editor` environment, the
 * render context of the runtime's `ElementView` with the live element source, and the page's
 * stylesheet. A session lasts while the page, the content language and the site's logic
 * (variables, formulas, collections, workflows, pages) stay the same; element edits go through
 * `live.sync` instead, and a change of those rebuilds the session.
 */
import {
  filterHasPattern,
  loadPatternEngine,
  patternEngineLoaded,
} from '@shared/collections/index.ts';
import {
  composeAppData,
  publishedSectionRef,
  staticRecords,
  type AppData,
  type PageData,
} from '@shared/schema/compose.ts';
import type { Collection } from '@shared/schema/logic.ts';
import type { PageFile, SiteBundle } from '@shared/schema/site.ts';
import type { WorkflowOutcome } from '@shared/workflow/index.ts';
import type { RenderContextValue } from '@runtime/render/context.ts';
import type { Warn } from '@runtime/render/css.ts';
import { langsFor } from '@runtime/render/PageView.tsx';
import { CollectionFetchError, type Fetch } from '@runtime/state/collections.ts';
import { SiteRuntime } from '@runtime/state/site-runtime.ts';
import { editorFetch } from '../authors/request.ts';
import { PLUGIN_DEFINITIONS } from '../store/commands/plugin-registry.ts';
import type { EditorState } from '../store/state.ts';
import { createLiveSource, type LiveSource } from './live-source.ts';
import { boundCollection, fetchSample, staticSample } from './sample-record.ts';
import type { CanvasProblem, ProblemSink } from './problems.ts';
import { CanvasStyles, type StyleTarget } from './styles.ts';
import { defaultLangOf } from '@shared/routing/page-lang.ts';

/**
 * The runtime of the canvas. No workflow runs in the editor: the author's clicks select
 * elements, and life-cycle workflows (`mounted`, `before-unmount`) would fire on every re-render
 * of an edited element, fetching, navigating or changing variables while the author works.
 * Formulas, variables (their default values) and component state work as on the site. Plugins
 * do not start (no sign-in, no analytics from the editor): their variables keep their defaults
 * (`pluginDefaults`), as a visitor's page has them before its plugins start (signed out).
 */
export class CanvasRuntime extends SiteRuntime {
  override runWorkflow(): Promise<WorkflowOutcome | undefined> {
    return Promise.resolve(undefined);
  }
}

/** The site's plugins' variables at their defaults (`plugins.auth.isAuthenticated` is false). */
export function pluginDefaults(
  app: Pick<AppData, 'plugins'>,
): Record<string, Record<string, unknown>> {
  const values: Record<string, Record<string, unknown>> = {};
  for (const { plugin } of Object.values(app.plugins)) {
    const definition = PLUGIN_DEFINITIONS[plugin];
    if (!definition || values[plugin]) continue;
    values[plugin] = Object.fromEntries(
      Object.entries(definition.variables).map(([key, variable]) => [
        key,
        structuredClone(variable.default),
      ]),
    );
  }
  return values;
}

/**
 * The site's style (`site.json`: `textStyle`, `colors`, `background`): the frame writes it as
 * the site stylesheet (`frame.tsx`) without rebuilding the session, so editing it re-renders
 * no element.
 */
export const SITE_STYLE_KEYS = ['textStyle', 'colors', 'background'] as const;
const STYLE_KEYS: ReadonlySet<string> = new Set(SITE_STYLE_KEYS);

/** The store values a session is made from: when one of them changes, the session is rebuilt. */
export function sessionKey(state: EditorState): readonly unknown[] {
  const { doc, ui } = state;
  const file = ui.pageId ? doc.pages[ui.pageId] : undefined;
  // Every field of site.json but its style, each by reference (immer keeps the unchanged ones).
  const site = Object.entries(doc.site)
    .filter(([key]) => !STYLE_KEYS.has(key))
    .flat();
  return [
    ui.pageId,
    ui.lang,
    ...site,
    file?.variables,
    file?.formulas,
    file?.collections,
    file?.workflows,
    file?.libraryComponents,
  ];
}

export const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

export interface CanvasSession {
  key: readonly unknown[];
  pageId: string;
  app: AppData;
  runtime: CanvasRuntime;
  live: LiveSource;
  styles: CanvasStyles;
  context: RenderContextValue;
  /** Brings elements, sections and styles up to a new document (same key); see `LiveSource.sync`. */
  sync(doc: SiteBundle, touched?: ReadonlySet<string>): void;
  /**
   * Fetches the dynamic collections again, once: after the first save that follows the
   * session's start. The server answers from the saved drafts, and a changed definition makes
   * a new session, so once everything is saved the server has this session's definitions.
   */
  refetch(): void;
  /** Ends the session: fetches still running are dropped. */
  dispose(): void;
}

/** Page data for the runtime (`enterPage`): the page's logic, its elements from the live source. */
function pageDataOf(
  doc: SiteBundle,
  file: Pick<
    PageFile,
    'collections' | 'variables' | 'formulas' | 'workflows' | 'libraryComponents'
  >,
  pageId: string,
  lang: string,
  live: LiveSource,
): PageData {
  const page = structuredClone(doc.site.pages.find((p) => p.id === pageId)!);
  return {
    cacheVersion: doc.site.cacheVersion,
    wwlang: lang,
    page: {
      ...page,
      sections: page.sections.map((uid) => publishedSectionRef(uid, live.sections[uid])),
    },
    sections: live.sections,
    wwObjects: live.elements,
    collections: file.collections,
    variables: file.variables,
    formulas: file.formulas,
    workflows: file.workflows,
    libraryComponents: file.libraryComponents,
  };
}

/** Collections the page fetches on load; the page's own definition wins over a site-level one. */
function autoFetched(doc: SiteBundle, pageId: string): Collection[] {
  const shown = { ...doc.site.collections, ...doc.pages[pageId]?.collections };
  return Object.values(shown).filter((collection) => collection.autoFetch !== false);
}

type ReportProblem = ProblemSink['report'];

/** Why a collection is empty: the data source's answer when it gave one (not the route's URL). */
const collectionProblem = (collection: Collection, error: unknown): CanvasProblem => {
  if (error instanceof CollectionFetchError && error.answer) {
    const { status, reason } = error.answer;
    return { kind: 'collection', name: collection.name, reason, status };
  }
  return {
    kind: 'collection',
    name: collection.name,
    reason: error instanceof Error ? error.message : String(error),
  };
};

/**
 * Static collections show their records in the canvas as visitors see them on page load: the
 * records are in the document (visitors get them as `collections/{id}.json`), so nothing is
 * fetched. Only auto-fetched ones, as on the site (no workflow runs here to fetch the others).
 * One whose filter has a `match` pattern waits for the linear-time pattern engine (its own
 * chunk), as the runtime's fetch does. Dynamic collections are fetched (`fetchDynamicRecords`).
 */
function receiveStaticRecords(
  runtime: CanvasRuntime,
  doc: SiteBundle,
  pageId: string,
  signal: AbortSignal,
  report: ReportProblem,
): void {
  const receive = (collection: Collection) => {
    try {
      runtime.collections.receive(collection.id, structuredClone(staticRecords(collection)));
    } catch (error) {
      // A filter formula that fails leaves the collection empty, as a failed fetch would.
      report(collectionProblem(collection, error));
    }
  };
  for (const collection of autoFetched(doc, pageId)) {
    if (collection.mode !== 'static') continue;
    if (!filterHasPattern(collection.filter) || patternEngineLoaded()) receive(collection);
    else
      loadPatternEngine().then(
        () => signal.aborted || receive(collection),
        (error: unknown) => signal.aborted || report(collectionProblem(collection, error)),
      );
  }
}

/**
 * The runtime's dynamic collection fetch (`POST /ww/cms_data_sets/{id}/fetch`, a site host's
 * route) sent to the editor API's twin, which answers from the site's drafts as preview does:
 * the canvas is on the editor's host. Sent as the editor's own requests are (`editorFetch`: the
 * CSRF token on a POST, a 401 told to the editor).
 */
export function canvasFetch(siteId: string, send: Fetch = editorFetch): Fetch {
  return (input, init) => {
    const dynamic = /^\/ww\/cms_data_sets\/([^/?]+)\/fetch(\?.*)?$/.exec(input);
    return send(
      dynamic
        ? `/api/sites/${encodeURIComponent(siteId)}/collections/${dynamic[1]}/fetch${dynamic[2] ?? ''}`
        : input,
      init,
    );
  };
}

/**
 * Auto-fetched dynamic collections fetch their records as on page load (with the variables'
 * default values). A failed fetch leaves the collection empty and says why (`report`). One
 * fetched as the signed-in visitor (`authenticated`) stays empty without a fetch: plugins do
 * not run in the canvas, so the page shows what a signed-out visitor would, which is no problem.
 */
function fetchDynamicRecords(
  runtime: CanvasRuntime,
  doc: SiteBundle,
  pageId: string,
  signal: AbortSignal,
  report: ReportProblem,
): void {
  for (const collection of autoFetched(doc, pageId)) {
    if (collection.mode !== 'dynamic' || collection.authenticated === true) continue;
    runtime.collections.fetch([collection.id], signal).catch((error: unknown) => {
      if (!signal.aborted) report(collectionProblem(collection, error));
    });
  }
}

/** A session for the shown page, or null when the store shows no (existing) page. */
export function createSession(
  state: EditorState,
  styleTarget: StyleTarget,
  problems: ProblemSink,
): CanvasSession | null {
  const report: ReportProblem = (problem) => problems.report(problem);
  const { doc, ui } = state;
  const pageId = ui.pageId;
  const page = pageId ? doc.site.pages.find((p) => p.id === pageId) : undefined;
  if (!pageId || !page || !doc.pages[pageId]) return null;
  // Copies made in the frame's realm: the runtime's plain-object checks fail on the editor's.
  const app = structuredClone(composeAppData(doc));
  const warn: Warn = (message) => report({ kind: 'warning', message });
  const lang = ui.lang;
  const langs = langsFor(app, lang);
  const siteFetch = canvasFetch(state.siteId);
  const runtime = new CanvasRuntime(app, {
    siteId: state.siteId,
    warn,
    fetch: siteFetch,
    warnElement: (elementId, message) =>
      report({ kind: 'element', elementId, message, level: 'warning' }),
  });
  runtime.setPlugins(pluginDefaults(app));
  const live = createLiveSource(pageId, structuredClone);
  live.sync(doc);
  const { collections, variables, formulas, workflows, libraryComponents } = doc.pages[pageId]!;
  const file = structuredClone({ collections, variables, formulas, workflows, libraryComponents });
  // A page bound to a data set shows a sample record: the first of its collection.
  const bound = boundCollection(doc, page);
  runtime.enterPage(
    pageDataOf(doc, file, pageId, lang, live),
    {
      id: page.id,
      name: page.name,
      path: page.paths[lang] ?? Object.values(page.paths)[0] ?? '/',
      lang,
      params: {},
      pageLoaded: true,
      ...(page.cmsDataSetPath === null
        ? {}
        : { data: bound?.mode === 'static' ? staticSample(bound) : null }),
    },
    langs,
  );
  // Ended with the session (another page, a changed collection…): its fetches write nothing.
  const visit = new AbortController();
  receiveStaticRecords(runtime, doc, pageId, visit.signal, report);
  let refetched = false;
  const fetchBoundSample = () => {
    if (bound?.mode !== 'dynamic') return;
    fetchSample(siteFetch, bound, visit.signal).then(
      (record) => {
        if (!visit.signal.aborted) runtime.setPageData(record);
      },
      (error: unknown) => {
        if (!visit.signal.aborted) report(collectionProblem(bound, error));
      },
    );
  };
  fetchDynamicRecords(runtime, doc, pageId, visit.signal, report);
  fetchBoundSample();
  const styles = new CanvasStyles(styleTarget, langs, warn);
  styles.all(live);
  const context: RenderContextValue = {
    runtime,
    elements: live.elements,
    libraryComponents: file.libraryComponents,
    links: { pages: app.site.pages, lang, defaultLang: defaultLangOf(app.site.langs) },
    langs,
    warn,
    // Once each: the log drops what it has already.
    reportOnce: (elementId, message) =>
      report({ kind: 'element', elementId, message, level: 'error' }),
    live,
  };
  return {
    key: sessionKey(state),
    pageId,
    app,
    runtime,
    live,
    styles,
    context,
    sync(next, touched) {
      const changes = live.sync(next, touched);
      if (changes.elements.length > 0) {
        // Before they render again (`flushSync` ends after this): an edit may have fixed them.
        runtime.forgetWarnings(changes.elements);
        problems.forget(changes.elements);
      }
      if (changes.elements.length > 0 || changes.sections.length > 0) styles.update(live, changes);
    },
    refetch: () => {
      if (refetched) return;
      refetched = true;
      fetchDynamicRecords(runtime, doc, pageId, visit.signal, report);
      fetchBoundSample();
    },
    dispose: () => visit.abort(),
  };
}
