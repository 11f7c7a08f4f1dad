import { afterEach, describe, expect, it, vi } from 'vitest';
import { collapseStorageKey, createCollapseStore } from './collapse.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('navigator collapse state', () => {
  it('toggles, expands ancestors, tells listeners', () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    const store = createCollapseStore(collapseStorageKey('demo', 'home'));
    const listener = vi.fn();
    store.subscribe(listener);
    store.toggle('box');
    store.toggle('section:hero');
    expect([...store.collapsed()]).toEqual(['box', 'section:hero']);
    store.toggle('box');
    expect([...store.collapsed()]).toEqual(['section:hero']);
    const before = store.collapsed();
    store.expand(['title']);
    expect(store.collapsed()).toBe(before);
    store.expand(['box', 'section:hero']);
    expect(store.collapsed().size).toBe(0);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('keeps the state per page in sessionStorage, never in the document', () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    createCollapseStore(collapseStorageKey('demo', 'home')).toggle('box');
    expect([...createCollapseStore(collapseStorageKey('demo', 'home')).collapsed()]).toEqual([
      'box',
    ]);
    expect(createCollapseStore(collapseStorageKey('demo', 'faq')).collapsed().size).toBe(0);
  });

  it('starts open when the stored value is unreadable', () => {
    const storage = memoryStorage();
    storage.setItem(collapseStorageKey('demo', 'home'), '{oops');
    vi.stubGlobal('sessionStorage', storage);
    expect(createCollapseStore(collapseStorageKey('demo', 'home')).collapsed().size).toBe(0);
  });
});
