import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, mergeSources, newNonce, SCRIPTLESS_POLICY } from './policy.ts';

/** The policy's directives by name. */
const directives = (policy: string) =>
  new Map(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources];
    }),
  );

describe('newNonce', () => {
  it('makes 128 random bits in base64, never the same twice', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('contentSecurityPolicy', () => {
  it('runs scripts by nonce with strict-dynamic, its fallbacks after, never eval', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc=', frameAncestors: [] });
    const map = directives(policy);
    expect(map.get('script-src')).toEqual([
      "'nonce-abc='",
      "'strict-dynamic'",
      'https:',
      "'unsafe-inline'",
    ]);
    expect(map.get('object-src')).toEqual(["'none'"]);
    expect(map.get('base-uri')).toEqual(["'none'"]);
    expect(map.get('default-src')).toEqual(["'self'"]);
    expect(map.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(policy).not.toContain('unsafe-eval');
    expect(SCRIPTLESS_POLICY).not.toContain('unsafe-eval');
  });

  it('names who may frame the page, or nobody', () => {
    expect(
      directives(contentSecurityPolicy({ nonce: 'n', frameAncestors: [] })).get('frame-ancestors'),
    ).toEqual(["'none'"]);
    const framed = contentSecurityPolicy({
      nonce: 'n',
      frameAncestors: ["'self'", 'http://localhost:3000'],
    });
    expect(directives(framed).get('frame-ancestors')).toEqual(["'self'", 'http://localhost:3000']);
  });

  it('adds the sources a page needs to their directives, each once, refusing what would end one', () => {
    const policy = contentSecurityPolicy({
      nonce: 'n',
      frameAncestors: [],
      sources: {
        connect: ['http://localhost:3000', "'self'", 'https://x.example; script-src *'],
        frame: ['https://js.stripe.com'],
        script: ['https://js.stripe.com'],
        media: ['https://cdn.example'],
      },
    });
    const map = directives(policy);
    expect(map.get('connect-src')).toEqual(["'self'", 'http://localhost:3000']);
    expect(map.get('frame-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(map.get('script-src')?.at(-1)).toBe('https://js.stripe.com');
    expect(map.get('media-src')).toContain('https://cdn.example');
    expect(policy.split('; ').filter((d) => d.startsWith('script-src'))).toHaveLength(1);
  });

  it('keeps style-src unsafe-inline (React style attributes carry no nonce)', () => {
    const map = directives(contentSecurityPolicy({ nonce: 'n', frameAncestors: [] }));
    expect(map.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

describe('mergeSources', () => {
  it('joins several lists by kind, each source once', () => {
    expect(
      mergeSources(
        { connect: ['https://a.example'], frame: ['https://a.example'] },
        { connect: ['https://a.example', 'https://b.example'] },
        {},
      ),
    ).toEqual({
      connect: ['https://a.example', 'https://b.example'],
      frame: ['https://a.example'],
    });
  });
});
