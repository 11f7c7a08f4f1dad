import { describe, expect, it } from 'vitest';
import { trackedNamespace } from './namespace.ts';
import { tracked } from './tracking.ts';

/** A mutable source: the namespace must read it on every access, never a snapshot. */
function source(initial: Record<string, unknown>) {
  let values: Readonly<Record<string, unknown>> = initial;
  return {
    read: () => values,
    replace: (next: Record<string, unknown>) => (values = next),
  };
}

describe('trackedNamespace', () => {
  it('reads a key and tracks it as prefix + key', () => {
    const { read } = source({ cart: [1, 2] });
    const ns = trackedNamespace(read, 'var:');
    const deps = new Set<string>();
    expect(tracked(deps, () => ns.cart)).toEqual([1, 2]);
    expect(deps).toEqual(new Set(['var:cart']));
  });

  it('tracks a read of a missing key too (its later definition must re-render the reader)', () => {
    const ns = trackedNamespace(() => ({}), 'col:');
    const deps = new Set<string>();
    expect(tracked(deps, () => ns.products)).toBeUndefined();
    expect(deps).toEqual(new Set(['col:products']));
  });

  it('reads current values after the source changes', () => {
    const { read, replace } = source({ name: 'Ada' });
    const ns = trackedNamespace(read, 'var:');
    expect(ns.name).toBe('Ada');
    replace({ name: 'Grace', city: 'Harare' });
    expect(ns.name).toBe('Grace');
    expect(ns.city).toBe('Harare');
    expect(Object.keys(ns)).toEqual(['name', 'city']);
  });

  it('reports own keys through Object.hasOwn and tracks the key read', () => {
    const ns = trackedNamespace(() => ({ a: 1 }), 'var:');
    const deps = new Set<string>();
    tracked(deps, () => {
      expect(Object.hasOwn(ns, 'a')).toBe(true);
      expect(Object.hasOwn(ns, 'b')).toBe(false);
    });
    expect(deps.has('var:a')).toBe(true);
  });

  it('reports keys through `in`', () => {
    const { read, replace } = source({ a: 1 });
    const ns = trackedNamespace(read, 'var:');
    expect('a' in ns).toBe(true);
    expect('b' in ns).toBe(false);
    replace({ b: 2 });
    expect('a' in ns).toBe(false);
    expect('b' in ns).toBe(true);
  });

  it('does not expose Object.prototype members as keys', () => {
    const ns = trackedNamespace(() => ({ a: 1 }), 'var:');
    expect(ns.toString).toBeUndefined();
    expect('toString' in ns).toBe(false);
    expect(Object.hasOwn(ns, 'constructor')).toBe(false);
  });

  it('lists keys (Object.keys, entries, spread) and tracks prefix*', () => {
    const ns = trackedNamespace(() => ({ a: 1, b: 2 }), 'plugin:');
    const deps = new Set<string>();
    const keys = tracked(deps, () => Object.keys(ns));
    expect(keys).toEqual(['a', 'b']);
    expect(deps.has('plugin:*')).toBe(true);
    expect(Object.entries(ns)).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    expect({ ...ns }).toEqual({ a: 1, b: 2 });
  });

  it('records nothing outside a tracked evaluation, and only into the innermost set', () => {
    const ns = trackedNamespace(() => ({ a: 1, b: 2 }), 'var:');
    expect(ns.a).toBe(1);
    const outer = new Set<string>();
    const inner = new Set<string>();
    tracked(outer, () => {
      void ns.a;
      tracked(inner, () => ns.b);
    });
    expect(outer).toEqual(new Set(['var:a']));
    expect(inner).toEqual(new Set(['var:b']));
  });

  it('ignores symbol keys', () => {
    const ns = trackedNamespace(() => ({ a: 1 }), 'var:');
    const deps = new Set<string>();
    const value = tracked(deps, () => (ns as Record<symbol, unknown>)[Symbol.iterator]);
    expect(value).toBeUndefined();
    expect(deps.size).toBe(0);
  });
});
