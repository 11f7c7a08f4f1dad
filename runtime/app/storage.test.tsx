import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyStorage } from './storage.ts';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('lazyStorage', () => {
  it('does not open the browser storage until it is first used, then once', () => {
    const opened = vi.spyOn(window, 'localStorage', 'get');
    const storage = lazyStorage('local');
    expect(opened).not.toHaveBeenCalled();
    storage.setItem('cart', '[1]');
    expect(storage.getItem('cart')).toBe('[1]');
    storage.removeItem('cart');
    expect(storage.getItem('cart')).toBeNull();
    expect(opened).toHaveBeenCalledTimes(1);
    opened.mockRestore();
    storage.setItem('cart', '[2]');
    expect(window.localStorage.getItem('cart')).toBe('[2]');
  });

  it('reads null and writes nothing where the storage cannot be opened (privacy modes)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const storage = lazyStorage('local');
    expect(() => storage.setItem('cart', '[1]')).not.toThrow();
    expect(storage.getItem('cart')).toBeNull();
  });
});
