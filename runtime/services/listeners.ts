/** A set of listeners: the one subscription mechanism every service here shares. */
export type Listener<T> = (value: T) => void;

export interface Listeners<T> {
  /** Adds a listener; the returned function removes it. */
  add(listener: Listener<T>): () => void;
  emit(value: T): void;
}

export function createListeners<T>(): Listeners<T> {
  const listeners = new Set<Listener<T>>();
  return {
    add(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(value) {
      // A copy, so that a listener that unsubscribes while called does not skip another one.
      for (const listener of [...listeners]) listener(value);
    },
  };
}
