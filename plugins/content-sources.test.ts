import { describe, expect, it } from 'vitest';
import { originOf, originsOf } from './content-sources.ts';

describe('originOf', () => {
  it('takes the origin of a web address', () => {
    expect(originOf('http://localhost:3000/stripe/v3/stripe.js')).toBe('http://localhost:3000');
    expect(originOf('https://js.stripe.com/v3')).toBe('https://js.stripe.com');
  });

  it('reads a bare host as https', () => {
    expect(originOf('tenant.eu.auth0.com')).toBe('https://tenant.eu.auth0.com');
    expect(originOf('api.segment.io/v1')).toBe('https://api.segment.io');
  });

  it('refuses what is no address', () => {
    for (const value of ['', 'auto', 'pk_test_x', 'javascript:alert(1)', 'a b.com', 3, null])
      expect(originOf(value)).toBeNull();
  });

  it('lists each origin once', () => {
    expect(originsOf('http://localhost:3000/a', 'http://localhost:3000/b', '')).toEqual([
      'http://localhost:3000',
    ]);
  });
});
