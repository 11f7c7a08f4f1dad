import { describe, expect, it } from 'vitest';
import { createTheme, themeStorageKey } from './theme.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

function fakeRoot() {
  const classes = new Set<string>();
  return {
    classes,
    classList: {
      toggle: (name: string, force?: boolean) => {
        if (force ?? !classes.has(name)) classes.add(name);
        else classes.delete(name);
        return classes.has(name);
      },
    },
  };
}

describe('createTheme', () => {
  it('starts from the site default and keeps the choice per site', () => {
    const storage = memoryStorage();
    const root = fakeRoot();
    const theme = createTheme({ siteId: 'shop', defaultTheme: 'light', storage, root });
    expect(theme.get()).toBe('light');
    expect(root.classes.has('dark')).toBe(false);
    theme.set('dark');
    expect(theme.get()).toBe('dark');
    expect(root.classes.has('dark')).toBe(true);
    expect(storage.data.get('baobab:shop:theme')).toBe('dark');
    theme.set('toggle');
    expect(theme.get()).toBe('light');
    expect(root.classes.has('dark')).toBe(false);
    expect(themeStorageKey('shop')).toBe('baobab:shop:theme');
  });

  it('starts from the stored theme, and ignores a stored value that is not a theme', () => {
    const root = fakeRoot();
    const stored = memoryStorage({ 'baobab:shop:theme': 'dark' });
    expect(
      createTheme({ siteId: 'shop', defaultTheme: 'light', storage: stored, root }).get(),
    ).toBe('dark');
    expect(root.classes.has('dark')).toBe(true);
    const junk = memoryStorage({ 'baobab:shop:theme': 'sepia' });
    expect(createTheme({ siteId: 'shop', defaultTheme: 'dark', storage: junk, root }).get()).toBe(
      'dark',
    );
  });

  it('tells subscribers about changes only', () => {
    const theme = createTheme({ siteId: 's', defaultTheme: 'light', storage: null, root: null });
    const seen: string[] = [];
    const leave = theme.subscribe((t) => seen.push(t));
    theme.set('light');
    theme.set('dark');
    theme.set('toggle');
    leave();
    theme.set('dark');
    expect(seen).toEqual(['dark', 'light']);
  });

  it('works for the visit when storage throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const root = fakeRoot();
    const theme = createTheme({ siteId: 's', defaultTheme: 'dark', storage: throwing, root });
    expect(theme.get()).toBe('dark');
    theme.set('toggle');
    expect(theme.get()).toBe('light');
    expect(root.classes.has('dark')).toBe(false);
  });
});
