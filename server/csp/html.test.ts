import { describe, expect, it } from 'vitest';
import { withNonce } from './html.ts';

describe('withNonce', () => {
  it('puts the nonce on scripts and script preloads, and its meta first in the head', () => {
    const html =
      '<!doctype html><html><head><title>t</title><script>early()</script>' +
      '<link rel="modulepreload" crossorigin href="/_app/a.js"><link rel="preload" as="script" href="/b.js">' +
      '<link rel="stylesheet" href="/c.css"><link rel="preload" as="fetch" href="/d.json">' +
      '</head><body><script type="module" src="/_app/e.js"></script>' +
      '<script id="baobab-boot" type="application/json">{"a":"\\u003c/script>"}</script></body></html>';
    const out = withNonce(html, 'N0nce+/=');
    expect(out).toContain('<head><meta property="csp-nonce" nonce="N0nce+/="><title>');
    expect(out).toContain('<script nonce="N0nce+/=">early()</script>');
    expect(out).toContain(
      '<link nonce="N0nce+/=" rel="modulepreload" crossorigin href="/_app/a.js">',
    );
    expect(out).toContain('<link nonce="N0nce+/=" rel="preload" as="script" href="/b.js">');
    expect(out).toContain('<link rel="stylesheet" href="/c.css">');
    expect(out).toContain('<link rel="preload" as="fetch" href="/d.json">');
    expect(out).toContain('<script nonce="N0nce+/=" type="module" src="/_app/e.js">');
    expect(out.match(/nonce="/g)).toHaveLength(6);
  });

  it('reads $ patterns in the page as text', () => {
    const html =
      "<html><head><title>$& $' $` $1 $$</title></head><body><script>x('$&')</script></body></html>";
    const out = withNonce(html, 'abc');
    expect(out).toContain("<title>$& $' $` $1 $$</title>");
    expect(out).toContain('<script nonce="abc">x(\'$&\')</script>');
  });

  it('leaves a tag that has a nonce, and escaped text, alone', () => {
    const html =
      '<head></head><script nonce="x">a()</script><p>&lt;script&gt;b()&lt;/script&gt;</p>';
    expect(withNonce(html, 'abc')).toBe(
      '<head><meta property="csp-nonce" nonce="abc"></head><script nonce="x">a()</script><p>&lt;script&gt;b()&lt;/script&gt;</p>',
    );
  });

  it('puts the meta after the doctype of a page with no head tag', () => {
    expect(withNonce('<!doctype html><title>canvas</title>', 'abc')).toBe(
      '<!doctype html><meta property="csp-nonce" nonce="abc"><title>canvas</title>',
    );
  });

  it('refuses a nonce that would break out of its attribute', () => {
    expect(() => withNonce('<script></script>', 'a" onload="x')).toThrow();
  });
});
