import { describe, expect, it, vi } from 'vitest';
import type { Variable } from '@shared/schema/logic.ts';
import { VariableStore, type StorageLike } from './store.ts';

const variable = (overrides: Partial<Variable> & Pick<Variable, 'id' | 'type'>): Variable => ({
  name: overrides.id,
  defaultValue: null,
  ...overrides,
});

class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const definitions: Variable[] = [
  variable({ id: 'v-cart', name: 'cart', type: 'array', defaultValue: [] }),
  variable({ id: 'v-count', name: 'count', type: 'number', defaultValue: 0 }),
  variable({
    id: 'v-currency',
    name: 'currency',
    type: 'string',
    defaultValue: 'ZAR',
    persistent: true,
  }),
  variable({
    id: 'v-recipient',
    name: 'recipient',
    type: 'object',
    defaultValue: {},
    preserveOnNavigation: true,
  }),
];

describe('VariableStore', () => {
  it('starts from defaults and coerces every write', () => {
    const store = new VariableStore(definitions);
    expect(store.get('v-count')).toBe(0);
    store.set('v-count', '3');
    expect(store.get('v-count')).toBe(3);
    expect(() => store.set('v-cart', 'x')).toThrow('value must be an array');
    expect(store.get('v-cart')).toEqual([]);
    expect(() => store.set('v-nope', 1)).toThrow('Variable not found: v-nope');
  });

  it('gives each default its own copy, so a change never edits the definition', () => {
    const store = new VariableStore(definitions);
    (store.get('v-cart') as unknown[]).push('oops');
    expect(definitions[0]!.defaultValue).toEqual([]);
  });

  it('notifies only the listeners of the variable that changed', () => {
    const store = new VariableStore(definitions);
    const count = vi.fn();
    const cart = vi.fn();
    store.subscribe('v-count', count);
    const stop = store.subscribe('v-cart', cart);
    store.set('v-count', 1);
    store.set('v-count', 1); // same value: no change
    expect(count).toHaveBeenCalledTimes(1);
    expect(cart).not.toHaveBeenCalled();
    stop();
    store.set('v-cart', ['x']);
    expect(cart).not.toHaveBeenCalled();
  });

  it('keeps persistent variables in local storage and restores them', () => {
    const storage = new MemoryStorage();
    const first = new VariableStore(definitions, { storage, storageKey: 'shop' });
    first.set('v-currency', 'USD');
    expect(storage.items.get('baobab:shop:variable:v-currency')).toBe('"USD"');
    const second = new VariableStore(definitions, { storage, storageKey: 'shop' });
    expect(second.get('v-currency')).toBe('USD');
    const otherSite = new VariableStore(definitions, { storage, storageKey: 'other' });
    expect(otherSite.get('v-currency')).toBe('ZAR');
  });

  it('waits with stored values until restoreStored (hydrating a server render)', () => {
    const storage = new MemoryStorage();
    storage.setItem('baobab:shop:variable:v-currency', '"USD"');
    const store = new VariableStore(definitions, {
      storage,
      storageKey: 'shop',
      deferStored: true,
    });
    expect(store.get('v-currency')).toBe('ZAR');
    const changed = vi.fn();
    store.subscribe('v-currency', changed);
    store.restoreStored();
    expect(store.get('v-currency')).toBe('USD');
    expect(changed).toHaveBeenCalledTimes(1);
    // Kept in storage meanwhile, and read at once for variables defined afterwards.
    storage.setItem('baobab:shop:variable:v-late', '3');
    store.define([variable({ id: 'v-late', type: 'number', defaultValue: 0, persistent: true })]);
    expect(store.get('v-late')).toBe(3);
    store.restoreStored();
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('falls back to the default when storage is unreadable or refuses writes', () => {
    const warn = vi.fn();
    const storage = new MemoryStorage();
    storage.setItem('baobab:site:variable:v-currency', '{not json');
    const store = new VariableStore(definitions, { storage, warn });
    expect(store.get('v-currency')).toBe('ZAR');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/stored value unreadable/));
    const full: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    const kept = new VariableStore(definitions, { storage: full, warn });
    kept.set('v-currency', 'GBP');
    expect(kept.get('v-currency')).toBe('GBP');
    expect(warn).toHaveBeenCalledWith('[baobab] local storage unavailable: QuotaExceededError');
  });

  it('resets on page load all but persistent and kept variables', () => {
    const store = new VariableStore(definitions);
    store.set('v-count', 5);
    store.set('v-currency', 'USD');
    store.set('v-recipient', { name: 'Rudo' });
    store.resetOnPageLoad();
    expect(store.get('v-count')).toBe(0);
    expect(store.get('v-currency')).toBe('USD');
    expect(store.get('v-recipient')).toEqual({ name: 'Rudo' });
    store.reset(['v-recipient']);
    expect(store.get('v-recipient')).toEqual({});
  });

  it('adds a page’s variables on navigation without touching known ones', () => {
    const store = new VariableStore(definitions);
    store.set('v-count', 2);
    store.define([
      definitions[1]!,
      variable({ id: 'v-page', type: 'boolean', defaultValue: 'true' }),
    ]);
    expect(store.get('v-count')).toBe(2);
    expect(store.get('v-page')).toBe(true);
  });

  it('warns and starts from null when a default does not fit its type', () => {
    const warn = vi.fn();
    const store = new VariableStore([variable({ id: 'v-bad', type: 'array', defaultValue: 'x' })], {
      warn,
    });
    expect(store.get('v-bad')).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      '[baobab] variable "v-bad": default value ignored, value must be an array',
    );
  });

  it('gives formulas the values by id and by name, the same object until a change', () => {
    const store = new VariableStore(definitions);
    const scope = store.scope();
    expect(scope.cart).toEqual([]);
    expect(scope['v-cart']).toEqual([]);
    expect(store.scope()).toBe(scope);
    store.set('v-count', 9);
    expect(store.scope()).not.toBe(scope);
    expect(store.scope().count).toBe(9);
  });
});
