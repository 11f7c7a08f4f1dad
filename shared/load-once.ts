/**
 * A loader that fetches each key once: calls for a key while its load is pending or done share
 * one promise, and each value loaded is put in `done` (for synchronous reads). A load that fails
 * is forgotten, so the next call for that key tries again (a chunk that could not be fetched
 * while the server was down).
 */
export function loadOnce<K, V>(
  load: (key: K) => Promise<V>,
  done: { set(key: K, value: V): unknown },
): (key: K) => Promise<V> {
  const pending = new Map<K, Promise<V>>();
  return (key) => {
    let promise = pending.get(key);
    if (!promise) {
      promise = load(key).then(
        (value) => {
          done.set(key, value);
          return value;
        },
        (error: unknown) => {
          pending.delete(key);
          throw error;
        },
      );
      pending.set(key, promise);
    }
    return promise;
  };
}
