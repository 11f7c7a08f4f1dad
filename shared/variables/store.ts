/**
 * The variables of a running site: values by id, coerced on every write, kept in local storage
 * when persistent, reset on page load unless kept across navigation, with a listener per
 * variable so only what reads a variable re-renders when it changes.
 */
import type { Variable } from '@shared/schema/logic.ts';
import { coerceVariableValue } from './coerce.ts';

/** The part of `localStorage` the store uses; tests pass a Map-backed one. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface VariableStoreOptions {
  /** Where persistent variables are kept (the browser's localStorage); none: memory only. */
  storage?: StorageLike | undefined;
  /** Prefix of storage keys, e.g. the site id, so two sites on one origin do not mix. */
  storageKey?: string;
  warn?: (message: string) => void;
  /**
   * Persistent variables start from their defaults, not from storage, until `restoreStored()`:
   * a page the server rendered is hydrated as the server saw it (no stored values).
   */
  deferStored?: boolean;
}

type Listener = () => void;

export class VariableStore {
  private readonly definitions = new Map<string, Variable>();
  private readonly values = new Map<string, unknown>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly storage: StorageLike | undefined;
  private readonly prefix: string;
  private readonly warn: (message: string) => void;
  private cachedScope: Record<string, unknown> | undefined;
  private deferStored: boolean;

  constructor(definitions: Iterable<Variable> = [], options: VariableStoreOptions = {}) {
    this.storage = options.storage;
    this.deferStored = options.deferStored === true;
    this.prefix = `baobab:${options.storageKey ?? 'site'}:variable:`;
    this.warn = options.warn ?? ((message) => console.warn(message));
    this.define(definitions);
  }

  /**
   * Adds variables (a page's, on navigation). A new variable starts from local storage when it
   * is persistent and stored, else from its default; one already defined keeps its value.
   */
  define(definitions: Iterable<Variable>): void {
    for (const definition of definitions) {
      const known = this.definitions.has(definition.id);
      this.definitions.set(definition.id, definition);
      if (known) continue;
      const stored =
        definition.persistent && !this.deferStored ? this.readStored(definition) : undefined;
      this.values.set(definition.id, stored !== undefined ? stored : this.initial(definition));
    }
    this.cachedScope = undefined;
  }

  /**
   * Persistent variables take their stored values (`deferStored`), each a change; from now on
   * new variables start from storage too.
   */
  restoreStored(): void {
    if (!this.deferStored) return;
    this.deferStored = false;
    for (const [id, definition] of this.definitions) {
      if (!definition.persistent) continue;
      const stored = this.readStored(definition);
      if (stored === undefined || Object.is(this.values.get(id), stored)) continue;
      this.values.set(id, stored);
      this.changed(id);
    }
  }

  has(id: string): boolean {
    return this.definitions.has(id);
  }

  definition(id: string): Variable | undefined {
    return this.definitions.get(id);
  }

  get(id: string): unknown {
    return this.values.get(id);
  }

  /** Sets a variable, coerced to its type; throws the seeds' message when it cannot be. */
  set(id: string, value: unknown): void {
    const definition = this.definitions.get(id);
    if (!definition) throw new Error(`Variable not found: ${id}`);
    const coerced = coerceVariableValue(definition.type, value);
    if (Object.is(this.values.get(id), coerced)) return;
    this.values.set(id, coerced);
    if (definition.persistent) this.writeStored(id, coerced);
    this.changed(id);
  }

  /** Back to the default value: the variables given, or all. */
  reset(ids?: Iterable<string>): void {
    for (const id of ids ?? [...this.definitions.keys()]) {
      const definition = this.definitions.get(id);
      if (!definition) throw new Error(`Variable not found: ${id}`);
      const value = this.initial(definition);
      if (definition.persistent) this.writeStored(id, value);
      if (Object.is(this.values.get(id), value)) continue;
      this.values.set(id, value);
      this.changed(id);
    }
  }

  /** The first step of a page load (seeds §4): resets all but persistent and kept variables. */
  resetOnPageLoad(): void {
    this.reset(
      [...this.definitions.values()]
        .filter((d) => !d.persistent && !d.preserveOnNavigation)
        .map((d) => d.id),
    );
  }

  /** Calls `listener` after each change of variable `id`; returns the unsubscribe function. */
  subscribe(id: string, listener: Listener): () => void {
    let set = this.listeners.get(id);
    if (!set) this.listeners.set(id, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  /**
   * Values keyed by id and by name (ids win a clash), as formulas read them:
   * `variables.cart` or `variables['b3c1…']`. The same object until a variable changes.
   */
  scope(): Readonly<Record<string, unknown>> {
    if (this.cachedScope) return this.cachedScope;
    const scope: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    for (const [id, definition] of this.definitions) {
      if (!(definition.name in scope)) scope[definition.name] = this.values.get(id);
    }
    for (const id of this.definitions.keys()) scope[id] = this.values.get(id);
    return (this.cachedScope = scope);
  }

  private initial(definition: Variable): unknown {
    try {
      return coerceVariableValue(definition.type, structuredClone(definition.defaultValue));
    } catch (error) {
      this.warn(
        `[baobab] variable "${definition.name}": default value ignored, ${(error as Error).message}`,
      );
      return null;
    }
  }

  private readStored(definition: Variable): unknown {
    const text = this.safely(() => this.storage?.getItem(this.prefix + definition.id) ?? null);
    if (text === null || text === undefined) return undefined;
    try {
      return coerceVariableValue(definition.type, JSON.parse(text));
    } catch {
      this.warn(`[baobab] variable "${definition.name}": stored value unreadable, default used`);
      return undefined;
    }
  }

  private writeStored(id: string, value: unknown): void {
    this.safely(() => this.storage?.setItem(this.prefix + id, JSON.stringify(value)));
  }

  /** Storage can be full or refused (private browsing): the value stays in memory, with a note. */
  private safely<T>(run: () => T): T | undefined {
    try {
      return run();
    } catch (error) {
      this.warn(`[baobab] local storage unavailable: ${(error as Error).message}`);
      return undefined;
    }
  }

  private changed(id: string): void {
    this.cachedScope = undefined;
    for (const listener of this.listeners.get(id) ?? []) listener();
  }
}
