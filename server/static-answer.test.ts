import { describe, expect, it } from 'vitest';
import { chooseEncoding, matchesEtag, MIN_COMPRESSED_BYTES, staticBytes } from './static-answer.ts';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('')).toBe('identity');
  });
});

describe('matchesEtag', () => {
  it('compares weakly, in a list, and * matches', () => {
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", "a"', '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
  });
});

describe('staticBytes', () => {
  it('one tag per encoding of a body worth compressing, one for a small body', async () => {
    const big = await staticBytes('x'.repeat(MIN_COMPRESSED_BYTES * 4), 'text/plain');
    expect(new Set(Object.values(big.etags)).size).toBe(3);
    expect(big.bytes.br.length).toBeLessThan(big.bytes.identity.length);
    expect((await staticBytes('x'.repeat(MIN_COMPRESSED_BYTES * 4), 'text/plain')).etags).toEqual(
      big.etags,
    );
    const small = await staticBytes('{}', 'application/json');
    expect(new Set(Object.values(small.etags)).size).toBe(1);
    expect(small.bytes.br).toBe(small.bytes.identity);
  });
});
