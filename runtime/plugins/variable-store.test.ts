import { describe, expect, it } from 'vitest';
import { createPluginVariableStore } from './variable-store.ts';

describe('createPluginVariableStore', () => {
  it('keeps immutable snapshots and tells listeners of real changes only', () => {
    const store = createPluginVariableStore();
    let calls = 0;
    store.subscribe(() => calls++);
    store.define('auth', { isAuthenticated: false, user: null });
    const first = store.get();
    store.set('auth', 'isAuthenticated', true);
    expect(store.get()).toEqual({ auth: { isAuthenticated: true, user: null } });
    expect(first).toEqual({ auth: { isAuthenticated: false, user: null } });
    store.set('auth', 'isAuthenticated', true);
    expect(calls).toBe(2);
  });

  it('unsubscribes', () => {
    const store = createPluginVariableStore();
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    stop();
    store.set('sound', 'playing', true);
    expect(calls).toBe(0);
    expect(store.get()).toEqual({ sound: { playing: true } });
  });
});
