import { describe, expect, it } from 'vitest';
import { loadQueryParser, queryOf } from './query-view.ts';

describe('queryOf', () => {
  it('is {} without a query, null until qs is loaded, then the parsed query', async () => {
    expect(queryOf('http://site.test/shop')).toEqual({});
    expect(queryOf('http://site.test/shop?')).toEqual({});
    expect(queryOf('http://site.test/shop?a[b]=1')).toBeNull();
    await loadQueryParser();
    expect(queryOf('http://site.test/shop?a[b]=1&c=x+y')).toEqual({ a: { b: '1' }, c: 'x y' });
    // Relative addresses too, and no prototype keys.
    expect(queryOf('/p?__proto__[x]=1&q=2')).toEqual({ q: '2' });
  });
});
