/**
 * The live state of a running site: variables, collections, site formulas, plugin variables and
 * the page/browser/user context, as one formula scope whose reads are tracked; and the workflow
 * runner with the browser effects the app injects. One per app, kept across page visits.
 */
import type { FormulaScope } from '@shared/formula/env.ts';
import type { ResolveOptions } from '@shared/formula/resolve-value.ts';
import { pickLang } from '@shared/i18n/pick-lang.ts';
import type { AppData, PageData } from '@shared/schema/compose.ts';
import { isFormulaValue, isLangValue } from '@shared/schema/constants.ts';
import type { Variable, Workflow } from '@shared/schema/logic.ts';
import type { VariableStore } from '@shared/variables/store.ts';
import type { ComponentActionHandler } from '@catalogue/component.ts';
import type { ComponentActionRequest } from '@shared/workflow/effects.ts';
import { COMPONENT_ACTION_MESSAGES } from '@shared/workflow/component-messages.ts';
import type { ActionHandler, WorkflowEffects, WorkflowOutcome } from '@shared/workflow/index.ts';
import { engineIfLoaded, loadEngine, type Engine } from '../engine/load.ts';
import { loadQueryParser, queryOf } from './query-view.ts';
import { Channels } from './channels.ts';
import { CollectionStore } from './collections.ts';
import { trackedNamespace } from './namespace.ts';
import { track } from './tracking.ts';
import { defaultLangOf } from '@shared/routing/page-lang.ts';
import type { ItemContext, PageContext, RunOptions, SiteRuntimeOptions } from './contexts.ts';

export type { ItemContext, PageContext, RunOptions, SiteRuntimeOptions } from './contexts.ts';

const ITEM_SCOPE = Symbol('baobab.itemScope');

export class SiteRuntime {
  readonly channels = new Channels();
  readonly collections: CollectionStore;
  engine: Engine | undefined;
  variables: VariableStore | undefined;
  /** Browser effects for workflows, set by the app once its services exist. */
  effects: WorkflowEffects = {};
  /** Plugin actions keyed `plugin:action`. */
  pluginActions: Readonly<Record<string, ActionHandler>> = {};
  /** Set while the site's plugins load: workflows calling their actions wait for it. */
  pluginsStarting: Promise<unknown> | null = null;
  /** The router's navigate while the app runs (plugins' `goTo`); null before and after. */
  navigate: ((path: string, options?: { replace?: boolean }) => unknown) | null = null;

  /** Gives plugins the router; the returned function takes it back (an effect's cleanup). */
  routeWith(navigate: NonNullable<SiteRuntime['navigate']>): () => void {
    this.navigate = navigate;
    return () => (this.navigate = null);
  }
  /** Page language first, then the site default: how `$lang` values are picked. */
  langs: readonly string[];

  private page: PageContext | null = null;
  /** The record of a bound page (`context.page.data`), read live so `setPageData` needs no copy. */
  private pageRecord: unknown = null;
  /** `context.page.pageLoaded` of the page shown. */
  private loaded = false;
  private pageData: PageData | null = null;
  private browser: Readonly<Record<string, unknown>> = {};
  private parsedBrowser:
    | { from: Readonly<Record<string, unknown>>; view: Readonly<Record<string, unknown>> }
    | undefined;
  private effectsLoader: (() => Promise<WorkflowEffects>) | undefined;
  private user: unknown = null;
  private plugins: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {};
  private formulaFunctions: Readonly<Record<string, unknown>> = {};
  private readonly nameOf = new Map<string, string>();
  private readonly warned = new Set<string>();
  private readonly baseContext: Record<string, unknown>;
  private baseScope: FormulaScope | undefined;
  private resolveOptions: ResolveOptions | undefined;
  private readonly roots: Pick<
    FormulaScope,
    'variables' | 'collections' | 'plugins' | 'components'
  >;
  /** State components publish (`components['<elementId>'].isOpen`…), by element id. */
  private components: Record<string, Readonly<Record<string, unknown>>> = {};
  /** Actions of mounted components by element id (the last mounted instance wins). */
  private readonly componentActions = new Map<
    string,
    Readonly<Record<string, ComponentActionHandler>>
  >();
  readonly warn: (message: string) => void;

  constructor(
    readonly app: AppData,
    private readonly options: SiteRuntimeOptions,
  ) {
    this.warn = options.warn ?? ((message) => console.warn(message));
    const defaultLang = defaultLangOf(app.site.langs);
    this.langs = [defaultLang];
    this.collections = new CollectionStore({
      channels: this.channels,
      fetch: options.fetch,
      evaluate: (value) => this.resolve(value),
      variables: () => this.variableValuesById(),
      variableName: (id) => this.nameOf.get(id),
      engine: () => this.engine,
      accessToken: (wait) => this.accessToken(wait),
    });
    this.roots = {
      variables: trackedNamespace(() => this.variables?.scope() ?? {}, 'var:'),
      collections: trackedNamespace(() => this.collections.scope(), 'col:'),
      plugins: trackedNamespace(() => this.plugins, 'plugin:'),
      components: trackedNamespace(() => this.components, 'component:'),
    };
    const context = Object.create(null) as Record<string, unknown>;
    const getter = (key: string, dep: string, read: () => unknown) =>
      Object.defineProperty(context, key, {
        enumerable: true,
        get: () => {
          track(dep);
          return read();
        },
      });
    getter('page', 'page', () => this.page);
    getter('lang', 'page', () => this.page?.lang ?? this.langs[0]);
    getter('browser', 'browser', () => this.browserView());
    getter('user', 'user', () => this.user);
    this.baseContext = context;
    const loaded = engineIfLoaded();
    if (loaded) this.adopt(loaded);
  }

  /**
   * Workflow effects come with the engine (only workflows use them, and they need qs): the app
   * gives a loader, awaited with the engine chunk.
   */
  provideEffects(load: () => Promise<WorkflowEffects>): void {
    this.effectsLoader = load;
    // With the engine already here (adopted in the constructor), the effects follow at once.
    if (this.engine) void load().then((effects) => (this.effects = effects));
  }

  /** Loads the engine chunk (once) and starts the variable store with the app's variables. */
  async ensureEngine(): Promise<Engine> {
    if (this.engine) return this.engine;
    const [engine, effects] = await Promise.all([loadEngine(), this.effectsLoader?.()]);
    if (effects) this.effects = effects;
    if (!this.engine) this.adopt(engine);
    return engine;
  }

  private adopt(engine: Engine): void {
    this.engine = engine;
    this.variables = new engine.VariableStore([], {
      storage: this.options.storage,
      storageKey: this.options.siteId,
      warn: this.warn,
      deferStored: this.options.deferStored === true && !this.storedRestored,
    });
    this.defineVariables(Object.values(this.app.variables));
    this.formulaFunctions = engine.createFormulaFunctions(Object.values(this.app.formulas));
    this.baseScope = undefined;
  }

  private storedRestored = false;
  /** Persistent variables take their stored values (after hydrating a server render). */
  restoreStoredVariables(): void {
    this.storedRestored = true;
    this.variables?.restoreStored();
  }

  /**
   * A page visit begins (seeds §4, first step): the page's variables join, every variable that
   * is neither persistent nor kept across navigation is reset, collections follow the page.
   */
  enterPage(data: PageData, page: PageContext, langs: readonly string[]): void {
    this.pageData = data;
    this.page = this.pageView(page);
    this.langs = langs;
    if (this.engine && this.variables) {
      this.defineVariables(Object.values(data.variables));
      this.variables.resetOnPageLoad();
      this.formulaFunctions = this.engine.createFormulaFunctions([
        ...Object.values(this.app.formulas),
        ...Object.values(data.formulas),
      ]);
    }
    this.collections.enterPage(
      Object.values(this.app.collections),
      Object.values(data.collections),
    );
    this.baseScope = undefined;
    this.channels.emit('page');
  }

  /**
   * Marks the page loaded (`context.page.pageLoaded`) once its load sequence ran. Only what reads
   * `pageLoaded` renders again (tracked as `page:loaded`): after a hydration, the whole page read
   * `context.page` and re-rendered for it.
   */
  pageLoaded(): void {
    if (!this.page || this.loaded) return;
    this.loaded = true;
    this.channels.emit('page:loaded');
  }

  /**
   * A new record for the shown bound page (`context.page.data`; the editor's canvas gets its
   * sample record after the page is on screen). Only the elements that read it re-render: its
   * reads are tracked as `page:data`, apart from the rest of `context.page`.
   */
  setPageData(record: unknown): void {
    if (!this.page || !('data' in this.page)) return;
    this.pageRecord = record;
    this.channels.emit('page:data');
  }

  /**
   * `page` as formulas read it: `pageLoaded` is a getter tracked as `page:loaded`, and a bound
   * page's `data` one tracked as `page:data`.
   */
  private pageView(page: PageContext): PageContext {
    this.loaded = page.pageLoaded;
    const view = Object.defineProperty({ ...page }, 'pageLoaded', {
      enumerable: true,
      get: () => (track('page:loaded'), this.loaded),
    });
    if (!('data' in page)) return view;
    this.pageRecord = page.data;
    return Object.defineProperty(view, 'data', {
      enumerable: true,
      get: () => (track('page:data'), this.pageRecord),
    });
  }

  /** The shown bound page's record, untracked (its head tags); undefined for a page not bound. */
  shownRecord(): { data: unknown } | undefined {
    return this.page && 'data' in this.page ? { data: this.pageRecord } : undefined;
  }

  /** `context.browser` (seeds §3: url, path, source, query, domain, baseUrl, breakpoint…). */
  setBrowser(next: object): void {
    const browser = next as Readonly<Record<string, unknown>>;
    const breakpointChanged = browser.breakpoint !== this.browser.breakpoint;
    this.browser = browser;
    this.channels.emit('browser', ...(breakpointChanged ? ['breakpoint'] : []));
    // An address with a query: qs loads now, and its readers update when it is here.
    if (typeof browser.url === 'string' && queryOf(browser.url) === null) {
      loadQueryParser().then(
        () => {
          this.parsedBrowser = undefined;
          this.channels.emit('browser');
        },
        (error: unknown) =>
          this.warnOnce('query', `[baobab] the query parser did not load: ${String(error)}`),
      );
    }
  }

  /** The browser context, its query parsed with qs (`{}` until qs is here) once the engine is. */
  private browserView(): Readonly<Record<string, unknown>> {
    const browser = this.browser;
    if (!this.engine || typeof browser.url !== 'string') return browser;
    if (this.parsedBrowser?.from !== browser) {
      const query = queryOf(browser.url);
      if (query === null) return { ...browser, query: {} };
      this.parsedBrowser = { from: browser, view: { ...browser, query } };
    }
    return this.parsedBrowser.view;
  }

  get breakpoint(): string {
    track('breakpoint');
    return typeof this.browser.breakpoint === 'string' ? this.browser.breakpoint : 'desktop';
  }

  setUser(user: unknown): void {
    this.user = user;
    this.channels.emit('user');
  }

  currentUser(): unknown {
    return this.user;
  }

  /**
   * The auth plugin's access token, or null; `wait`: once the plugins have started (the silent
   * session check), so a fetch made as the signed-in visitor does not go out before it knows.
   */
  accessToken(wait: boolean): string | null | Promise<string | null> {
    const starting = wait ? this.pluginsStarting : null;
    if (starting)
      return starting.then(
        () => this.accessToken(false),
        () => this.accessToken(false),
      );
    const token = this.plugins.auth?.accessToken;
    return typeof token === 'string' && token ? token : null;
  }

  setPlugins(values: Readonly<Record<string, Readonly<Record<string, unknown>>>>): void {
    const changed = Object.keys({ ...this.plugins, ...values }).filter(
      (id) => this.plugins[id] !== values[id],
    );
    this.plugins = values;
    this.channels.emit(...changed.map((id) => `plugin:${id}`), 'plugin:*');
  }

  /** The formula scope, with `context.item` inside a repeated list. */
  scope(item?: ItemContext): FormulaScope {
    if (!item) {
      this.baseScope ??= {
        ...this.roots,
        formulas: this.formulaFunctions,
        context: this.baseContext,
      };
      return this.baseScope;
    }
    // One scope per item and page state, kept on the item under a symbol (formulas cannot see
    // symbol keys): an item's elements share it, and it goes with the item, no WeakMap to sweep.
    const holder = item as ItemContext & {
      [ITEM_SCOPE]?: { base: FormulaScope; scope: FormulaScope };
    };
    const cached = holder[ITEM_SCOPE];
    const base = this.scope();
    if (cached && cached.base === base) return cached.scope;
    const context = Object.create(this.baseContext) as Record<string, unknown>;
    context.item = item;
    const scope = { ...this.roots, formulas: this.formulaFunctions, context };
    Object.defineProperty(holder, ITEM_SCOPE, { value: { base, scope }, writable: true });
    return scope;
  }

  /**
   * A property value to a plain value: literal, `$lang` (page language, then default) or
   * `$formula`. Throws the formula's error; callers decide what a failure shows.
   */
  resolve(value: unknown, item?: ItemContext): unknown {
    if (this.engine) {
      if (this.resolveOptions?.langs !== this.langs) {
        this.resolveOptions = { langs: this.langs, locale: this.langs[0], warn: this.warn };
      }
      // A bare formula (the common binding) skips the deep walk.
      return isFormulaValue(value)
        ? this.engine.evaluateFormula(value.$formula, this.scope(item), this.resolveOptions)
        : this.engine.resolvePropertyValue(value, this.scope(item), this.resolveOptions);
    }
    if (isFormulaValue(value)) throw new Error('formulas need the engine, which is not loaded');
    if (isLangValue(value)) return pickLang(value.$lang, this.langs);
    return value;
  }

  /**
   * A component's published state (catalogue `state`), merged into what formulas read as
   * `components['<elementId>']`; elements that read it re-render.
   */
  publishComponentState(elementId: string, state: Readonly<Record<string, unknown>>): void {
    const previous = this.components[elementId];
    this.components = { ...this.components, [elementId]: { ...previous, ...state } };
    this.channels.emit(`component:${elementId}`, 'component:*');
  }

  /** Makes a mounted component's actions callable by workflows; returns the unregister. */
  registerComponentActions(
    elementId: string,
    handlers: Readonly<Record<string, ComponentActionHandler>>,
  ): () => void {
    this.componentActions.set(elementId, handlers);
    return () => {
      if (this.componentActions.get(elementId) === handlers)
        this.componentActions.delete(elementId);
    };
  }

  /** Calls a component's action (workflow `component-action`); throws when it is not there. */
  callComponentAction(request: ComponentActionRequest): unknown {
    const handlers = this.componentActions.get(request.elementId);
    if (!handlers)
      throw new Error(COMPONENT_ACTION_MESSAGES.componentNotMounted(request.elementId));
    const handler = Object.hasOwn(handlers, request.action) ? handlers[request.action] : undefined;
    if (!handler)
      throw new Error(
        COMPONENT_ACTION_MESSAGES.unknownComponentAction(request.elementId, request.action),
      );
    return handler(request.args);
  }

  /**
   * Logs `message` once per key (a broken formula warns once, not on every render); about
   * `elementId` when given (`warnElement`).
   */
  warnOnce(key: string, message: string, elementId?: string): void {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    if (elementId !== undefined && this.options.warnElement)
      this.options.warnElement(elementId, message);
    else this.warn(message);
  }

  /** These elements changed (the editor's canvas): what they warned about may warn again. */
  forgetWarnings(elementIds: readonly string[]): void {
    if (this.warned.size === 0) return;
    for (const key of this.warned) {
      if (elementIds.some((id) => key.startsWith(`${id}\u0000`))) this.warned.delete(key);
    }
  }

  findWorkflow(id: string): Workflow | undefined {
    const page = this.pageData?.workflows;
    if (page && Object.hasOwn(page, id)) return page[id];
    return Object.hasOwn(this.app.workflows, id) ? this.app.workflows[id] : undefined;
  }

  /** App-level or page-level workflows with a trigger, in definition order. */
  workflowsWith(trigger: Workflow['trigger'], level: 'app' | 'page'): Workflow[] {
    const source = level === 'app' ? this.app.workflows : (this.pageData?.workflows ?? {});
    return Object.values(source).filter((w) => w.trigger === trigger);
  }

  /** Runs a workflow; a missing one is logged ("Workflow not found.") and resolves undefined. */
  async runWorkflow(
    workflowOrId: Workflow | string,
    options: RunOptions = {},
  ): Promise<WorkflowOutcome | undefined> {
    const engine = await this.ensureEngine();
    const workflow =
      typeof workflowOrId === 'string' ? this.findWorkflow(workflowOrId) : workflowOrId;
    if (!workflow) {
      console.error(`[baobab] Workflow not found. ("${String(workflowOrId)}")`);
      return undefined;
    }
    const starting = this.pluginsStarting;
    if (starting && engine.callsPluginAction(workflow, (id) => this.findWorkflow(id)))
      await starting;
    return engine.runWorkflow(workflow, {
      workflows: (id) => this.findWorkflow(id),
      variables: this.variables!,
      scope: () => this.scope(options.item),
      effects: this.effects,
      actions: this.pluginActions,
      event: options.event,
      parameters: options.parameters,
      langs: this.pageData?.page.langs,
      evaluate: { langs: this.langs, locale: this.langs[0], warn: this.warn },
      chain: options.chain,
    });
  }

  private defineVariables(definitions: Variable[]): void {
    const store = this.variables;
    if (!store) return;
    const added = definitions.filter((d) => !store.has(d.id));
    store.define(definitions);
    for (const definition of added) {
      this.nameOf.set(definition.id, definition.name);
      store.subscribe(definition.id, () =>
        this.channels.emit(`var:${definition.id}`, `var:${definition.name}`, 'var:*'),
      );
    }
  }

  private variableValuesById(): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    if (!this.variables) return values;
    for (const id of this.nameOf.keys()) values[id] = this.variables.get(id);
    return values;
  }
}
