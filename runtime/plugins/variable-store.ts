/**
 * The variables plugins publish, read by formulas as `plugins.<pluginId>.<name>`. Snapshots are
 * immutable (a set makes new objects along its path), so `useSyncExternalStore` and the formula
 * scope can hold `get()` as is and compare by identity.
 */
export type PluginVariables = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

export interface PluginVariableStore {
  get(): PluginVariables;
  /** Called after each change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Adds a plugin's variables at these values (its declared defaults). */
  define(pluginId: string, values: Readonly<Record<string, unknown>>): void;
  set(pluginId: string, name: string, value: unknown): void;
}

export function createPluginVariableStore(): PluginVariableStore {
  let snapshot: PluginVariables = {};
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    define(pluginId, values) {
      snapshot = { ...snapshot, [pluginId]: { ...values } };
      notify();
    },
    set(pluginId, name, value) {
      const current = snapshot[pluginId] ?? {};
      if (Object.prototype.hasOwnProperty.call(current, name) && Object.is(current[name], value)) {
        return;
      }
      snapshot = { ...snapshot, [pluginId]: { ...current, [name]: value } };
      notify();
    },
  };
}
