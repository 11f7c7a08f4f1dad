/**
 * The collections of the running site (seeds §3, §4, §7): static ones from
 * `GET /collections/{id}.json` (filtered, sorted and paged here), dynamic ones from
 * `POST /ww/cms_data_sets/{id}/fetch?limit&offset` with the variables in the body. Each has
 * `isFetching`/`isFetched`; fetches take the page visit's AbortSignal, so leaving the page
 * cancels them; persistent collections keep their records across navigation.
 */
import type { Collection } from '@shared/schema/logic.ts';
import type { Engine } from '../engine/load.ts';
import type { Channels } from './channels.ts';

export interface CollectionState {
  readonly id: string;
  readonly name: string;
  readonly mode: Collection['mode'];
  readonly data: readonly unknown[];
  readonly total: number;
  readonly limit: number | null;
  readonly offset: number;
  readonly isFetching: boolean;
  readonly isFetched: boolean;
  /** The last fetch's error message, or null. */
  readonly error: string | null;
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * A collection the server fetched while rendering a page (`runtime/ssr.tsx`), sent with its HTML
 * for the browser to hydrate with (`CollectionStore.adopt`). `key` says what it was fetched for
 * (paging and variables, `CollectionStore.requestKey`).
 */
export interface RenderedCollection {
  id: string;
  key: string;
  data: unknown[];
  total: number;
}

export interface CollectionStoreOptions {
  channels: Channels;
  fetch?: Fetch;
  /** Evaluates a `{ $formula }` (offset, limit, filter values) against the current scope. */
  evaluate(value: unknown): unknown;
  /** Variable values by id, sent to the server with a dynamic fetch. */
  variables(): Readonly<Record<string, unknown>>;
  /** A variable's name by id (what a formula may call it by). */
  variableName?(id: string): string | undefined;
  /**
   * The visitor's access token, sent with dynamic fetches when there is one; `wait`: after the
   * plugins' session check (a collection fetched as the signed-in visitor).
   */
  accessToken?(wait: boolean): string | null | Promise<string | null>;
  engine(): Engine | undefined;
}

export class CollectionFetchError extends Error {
  constructor(
    readonly collectionId: string,
    message: string,
    /** What the data source answered, when it answered with an error (status and its reason). */
    readonly answer?: { status: number; reason: string },
  ) {
    super(message);
    this.name = 'CollectionFetchError';
  }
}

/** A fetch answered with an error status: the message names the URL, `answer` says what came. */
class AnsweredError extends Error {
  constructor(
    message: string,
    readonly answer: { status: number; reason: string },
  ) {
    super(message);
  }
}

const count = (value: unknown, fallback: number | null): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
};

export class CollectionStore {
  private readonly definitions = new Map<string, Collection>();
  private readonly states = new Map<string, CollectionState>();
  /** Static collections' records, fetched once per session. */
  private readonly staticRecords = new Map<string, Promise<unknown[]>>();
  private cachedScope: Record<string, unknown> | undefined;
  /** The latest fetch of each collection: an older or dropped one writes nothing when it ends. */
  private readonly running = new Map<string, object>();
  /** Collections adopted from the server's render, with the request key they were fetched for. */
  private readonly adopted = new Map<string, string>();

  constructor(private readonly options: CollectionStoreOptions) {}

  /**
   * The collections of a page visit: app-level and the page's own. Page collections of the
   * previous page go, unless persistent; app-level ones that are not persistent start over.
   */
  enterPage(app: Iterable<Collection>, page: Iterable<Collection>): void {
    const next = new Map<string, Collection>();
    for (const c of [...app, ...page]) next.set(c.id, c);
    for (const [id, definition] of this.definitions) {
      const state = this.states.get(id);
      const keep = definition.persistent === true && state?.isFetched === true && !state.isFetching;
      if (keep) continue;
      // A fetch still running for it must not write into the state that replaces it.
      this.running.delete(id);
      this.adopted.delete(id);
      this.states.delete(id);
      if (!next.has(id)) this.definitions.delete(id);
    }
    for (const [id, definition] of next) {
      this.definitions.set(id, definition);
      if (!this.states.has(id)) this.states.set(id, this.initial(definition));
    }
    this.changed([...next.keys()], true);
  }

  /** A collection's definition, by id or name. */
  definition(id: string): Collection | undefined {
    return this.definitions.get(this.idOf(id));
  }

  has(id: string): boolean {
    return this.definitions.has(id) || [...this.definitions.values()].some((c) => c.name === id);
  }

  get(id: string): CollectionState | undefined {
    return this.states.get(this.idOf(id));
  }

  /** States keyed by id and by name (ids win a clash), as formulas read them. */
  scope(): Readonly<Record<string, unknown>> {
    if (this.cachedScope) return this.cachedScope;
    const scope = Object.create(null) as Record<string, unknown>;
    for (const state of this.states.values()) if (!(state.name in scope)) scope[state.name] = state;
    for (const [id, state] of this.states) scope[id] = state;
    return (this.cachedScope = scope);
  }

  /**
   * The collections a page load fetches: auto-fetch on (default) and not fetched yet, or adopted
   * from the server's render for a request that is no longer the one the page would make (the
   * visitor's stored variables differ from a new visitor's).
   */
  autoFetchIds(): string[] {
    return [...this.definitions.values()]
      .filter((c) => {
        if (c.autoFetch === false) return false;
        const adopted = this.adopted.get(c.id);
        if (adopted !== undefined) return adopted !== this.requestKey(c);
        return !this.states.get(c.id)?.isFetched;
      })
      .map((c) => c.id);
  }

  /**
   * What a fetch of the collection would ask for now: paging, and the values of the variables
   * its definition may read (named by id or name in its filter, sort or paging; all of them when
   * it calls a site formula). A render's records serve a visitor whose page would ask the same:
   * a shopper's cart does not change an aisle's products.
   */
  requestKey(definition: Collection): string {
    const { limit, offset } = this.paging(definition);
    const { filter, sort, config } = definition;
    const text = JSON.stringify([filter, sort, definition.limit, definition.offset, config]);
    const everything = text.includes('formulas');
    const read: Record<string, unknown> = {};
    for (const [id, value] of Object.entries(this.options.variables())) {
      const name = this.options.variableName?.(id);
      if (everything || text.includes(id) || (name !== undefined && text.includes(name)))
        read[id] = value;
    }
    return JSON.stringify([limit, offset, read]);
  }

  /**
   * The fetched collections, as the server sends them with a page it rendered: those fetched
   * with no visitor's token (`authenticated` ones are the browser's to fetch).
   */
  rendered(): RenderedCollection[] {
    const out: RenderedCollection[] = [];
    for (const definition of this.definitions.values()) {
      const state = this.states.get(definition.id);
      if (!state?.isFetched || state.error !== null || definition.authenticated === true) continue;
      const key = this.requestKey(definition);
      out.push({ id: definition.id, key, data: [...state.data], total: state.total });
    }
    return out;
  }

  /** Collections not fetched (failed, cancelled) go back to their first state, with no error. */
  resetUnfetched(): void {
    const ids: string[] = [];
    for (const [id, state] of this.states) {
      const definition = this.definitions.get(id);
      if (state.isFetched || !definition) continue;
      this.running.delete(id);
      this.states.set(id, this.initial(definition));
      ids.push(id);
    }
    if (ids.length > 0) this.changed(ids);
  }

  /**
   * Takes the collections the server rendered the page with (`rendered()`), so the browser
   * hydrates the same HTML without fetching them. Unknown ids and malformed entries are skipped.
   */
  adopt(collections: unknown): void {
    if (!Array.isArray(collections)) return;
    for (const entry of collections as Partial<RenderedCollection>[]) {
      const id = typeof entry?.id === 'string' ? entry.id : '';
      const definition = this.definitions.get(id);
      if (!definition || typeof entry.key !== 'string' || !Array.isArray(entry.data)) continue;
      const { limit, offset } = this.paging(definition);
      const total = typeof entry.total === 'number' ? entry.total : entry.data.length;
      this.update(id, { data: entry.data, total, limit, offset, isFetched: true, error: null });
      this.adopted.set(id, entry.key);
    }
  }

  /**
   * Fetches collections (by id or name) at once. Rejects with the first CollectionFetchError
   * after all have settled; an abort leaves them as they were before, not fetched.
   */
  async fetch(ids: readonly string[], signal?: AbortSignal): Promise<CollectionState[]> {
    const results = await Promise.allSettled(ids.map((id) => this.fetchOne(this.idOf(id), signal)));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    return results.map((r) => (r as PromiseFulfilledResult<CollectionState>).value);
  }

  private async fetchOne(id: string, signal?: AbortSignal): Promise<CollectionState> {
    const definition = this.definitions.get(id);
    if (!definition) throw new CollectionFetchError(id, 'Collection not found.');
    const { limit, offset } = this.paging(definition);
    const token = {};
    this.running.set(id, token);
    this.adopted.delete(id);
    this.update(id, { isFetching: true, error: null });
    const settle = (patch: Partial<CollectionState>) =>
      this.running.get(id) === token ? this.update(id, patch) : this.states.get(id);
    try {
      const { data, total } =
        definition.mode === 'static'
          ? await this.queryStatic(definition, limit, offset, signal)
          : await this.fetchDynamic(definition, limit, offset, signal);
      if (signal?.aborted) throw signal.reason;
      const state = settle({ data, total, limit, offset, isFetching: false, isFetched: true });
      if (!state) throw new CollectionFetchError(id, 'Collection not found.');
      return state;
    } catch (error) {
      if (signal?.aborted) {
        settle({ isFetching: false });
        throw error;
      }
      const message = error instanceof Error ? error.message : String(error);
      settle({ isFetching: false, error: message });
      if (error instanceof CollectionFetchError) throw error;
      throw new CollectionFetchError(
        id,
        message,
        error instanceof AnsweredError ? error.answer : undefined,
      );
    } finally {
      if (this.running.get(id) === token) this.running.delete(id);
    }
  }

  /**
   * Replaces a fetched collection's records and total (a plugin's record call, applied by
   * `runtime/plugins/collections.ts`); false when the page has no such collection or it was not
   * fetched yet.
   */
  setRecords(idOrName: string, data: readonly unknown[], total: number): boolean {
    const id = this.idOf(idOrName);
    if (!this.states.get(id)?.isFetched) return false;
    this.update(id, { data, total });
    return true;
  }

  /**
   * Records received without a fetch (inlined with the page, or rendered ahead): a static
   * collection is filtered, sorted and paged as a fetch would; a dynamic one taken as given.
   */
  receive(id: string, records: readonly unknown[]): CollectionState {
    const definition = this.definitions.get(this.idOf(id));
    if (!definition) throw new CollectionFetchError(id, 'Collection not found.');
    const { limit, offset } = this.paging(definition);
    const result =
      definition.mode === 'static' && this.options.engine()
        ? this.query(definition, records, limit, offset)
        : { data: [...records], total: records.length };
    if (definition.mode === 'static')
      this.staticRecords.set(definition.id, Promise.resolve([...records]));
    return this.update(definition.id, {
      data: result.data,
      total: result.total,
      limit,
      offset,
      isFetching: false,
      isFetched: true,
      error: null,
    });
  }

  private async queryStatic(
    definition: Collection,
    limit: number | null,
    offset: number,
    signal: AbortSignal | undefined,
  ): Promise<{ data: unknown[]; total: number }> {
    let records = this.staticRecords.get(definition.id);
    if (!records) {
      records = this.getJson(`/collections/${encodeURIComponent(definition.id)}.json`, signal).then(
        (body) => (Array.isArray(body.data) ? body.data : []),
      );
      this.staticRecords.set(definition.id, records);
      // A failed or cancelled download is tried again next time.
      records.catch(() => this.staticRecords.delete(definition.id));
    }
    const loaded = await records;
    // A `match` filter waits for the linear-time pattern engine, its own chunk (46 KB gzip).
    const engine = this.options.engine();
    if (engine?.filterHasPattern(definition.filter)) await engine.loadPatternEngine();
    return this.query(definition, loaded, limit, offset);
  }

  /** `limit` and `offset` of the next fetch: numbers, or formulas evaluated now. */
  private paging(definition: Collection): { limit: number | null; offset: number } {
    return {
      limit: count(this.options.evaluate(definition.limit ?? null), null),
      offset: count(this.options.evaluate(definition.offset ?? 0), 0) ?? 0,
    };
  }

  /** A static collection's records filtered, sorted and paged as its definition says. */
  private query(
    definition: Collection,
    records: readonly unknown[],
    limit: number | null,
    offset: number,
  ): { data: unknown[]; total: number } {
    const engine = this.options.engine();
    if (!engine) throw new CollectionFetchError(definition.id, 'The engine is not loaded');
    return engine.queryCollection(records, {
      filter: definition.filter,
      sort: definition.sort,
      limit,
      offset,
      resolveValue: (value) => this.options.evaluate(value),
    });
  }

  private async fetchDynamic(
    definition: Collection,
    limit: number | null,
    offset: number,
    signal: AbortSignal | undefined,
  ): Promise<{ data: unknown[]; total: number }> {
    const query = new URLSearchParams({ offset: String(offset) });
    if (limit !== null) query.set('limit', String(limit));
    // Awaited only when it has to wait: a fetch otherwise starts in the same task, as before.
    const pending = this.options.accessToken?.(definition.authenticated === true) ?? null;
    const token = pending instanceof Promise ? await pending : pending;
    const body = await this.getJson(
      `/ww/cms_data_sets/${encodeURIComponent(definition.id)}/fetch?${query.toString()}`,
      signal,
      { variables: this.options.variables() },
      token,
    );
    const data = Array.isArray(body.data) ? body.data : [];
    return { data, total: typeof body.total === 'number' ? body.total : data.length };
  }

  private async getJson(
    url: string,
    signal: AbortSignal | undefined,
    post?: unknown,
    token?: string | null,
  ): Promise<{ data?: unknown; total?: unknown; error?: unknown }> {
    const fetchImpl = this.options.fetch ?? fetch;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const init: RequestInit = post
      ? { method: 'POST', signal, headers, body: JSON.stringify(post) }
      : { signal };
    const response = await fetchImpl(url, init);
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      const reason = typeof body.error === 'string' ? body.error : `status ${response.status}`;
      throw new AnsweredError(`${url} answered ${response.status}: ${reason}`, {
        status: response.status,
        reason,
      });
    }
    return body;
  }

  private idOf(idOrName: string): string {
    if (this.definitions.has(idOrName)) return idOrName;
    for (const c of this.definitions.values()) if (c.name === idOrName) return c.id;
    return idOrName;
  }

  private initial(definition: Collection): CollectionState {
    return {
      id: definition.id,
      name: definition.name,
      mode: definition.mode,
      data: [],
      total: 0,
      limit: typeof definition.limit === 'number' ? definition.limit : null,
      offset: typeof definition.offset === 'number' ? definition.offset : 0,
      isFetching: false,
      isFetched: false,
      error: null,
    };
  }

  private update(id: string, patch: Partial<CollectionState>): CollectionState {
    const current = this.states.get(id);
    if (!current) throw new CollectionFetchError(id, 'Collection not found.');
    const next = { ...current, ...patch };
    this.states.set(id, next);
    this.changed([id]);
    return next;
  }

  private changed(ids: readonly string[], all = false): void {
    this.cachedScope = undefined;
    const channels = ids.flatMap((id) => [`col:${id}`, `col:${this.definitions.get(id)?.name}`]);
    this.options.channels.emit(...channels, 'col:*', ...(all ? ['collections'] : []));
  }
}
