/**
 * A formula root (`variables`, `collections`, `plugins`) that reads the current values and tracks
 * each key read as `{prefix}{key}`. Listing its keys (`keys(variables)`) tracks `{prefix}*`.
 */
import { track } from './tracking.ts';

type Values = Readonly<Record<string, unknown>>;

export function trackedNamespace(read: () => Values, prefix: string): Values {
  return new Proxy(Object.create(null) as Record<string, unknown>, {
    get(_target, key) {
      if (typeof key !== 'string') return undefined;
      track(prefix + key);
      const values = read();
      return Object.hasOwn(values, key) ? values[key] : undefined;
    },
    has(_target, key) {
      if (typeof key !== 'string') return false;
      track(prefix + key);
      return Object.hasOwn(read(), key);
    },
    getOwnPropertyDescriptor(_target, key) {
      const values = read();
      if (typeof key !== 'string' || !Object.hasOwn(values, key)) return undefined;
      track(prefix + key);
      return { value: values[key], writable: false, enumerable: true, configurable: true };
    },
    ownKeys() {
      track(`${prefix}*`);
      return Reflect.ownKeys(read());
    },
  });
}
