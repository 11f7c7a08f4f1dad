import { describe, expect, it } from 'vitest';
import { scriptHash, scriptLoader, withScriptHashes } from './hashes.ts';

describe('withScriptHashes', () => {
  it('hashes inline scripts, starts external ones from a hashed loader, leaves data blocks', () => {
    const html =
      '<!doctype html><html><head><script>early()</script>' +
      '<script type="module" crossorigin src="/_app/entry.js?a=1&amp;b=2"></script>' +
      '<script type="application/ld+json">{"@type":"Product"}</script></head><body>' +
      '<script id="baobab-boot" type="application/json">{"a":1}</script></body></html>';
    const { html: out, hashes } = withScriptHashes(html);
    const loader = scriptLoader('/_app/entry.js?a=1&b=2', true);
    expect(out).toContain(`<script id="baobab-loader">${loader}</script>`);
    expect(out).not.toContain('src="/_app/entry.js');
    expect(out).toContain('<script type="application/ld+json">{"@type":"Product"}</script>');
    expect(out).toContain('<script id="baobab-boot" type="application/json">{"a":1}</script>');
    expect(hashes).toEqual([scriptHash('early()'), scriptHash(loader)]);
  });

  it('writes a loader that preloads the module at once and runs it once the page is parsed', () => {
    const loader = scriptLoader('/_app/x.js', true);
    expect(loader).toContain("l.rel='modulepreload'");
    expect(loader).toContain("s.type='module'");
    expect(loader).toContain("addEventListener('DOMContentLoaded',go)");
    // A name cannot end the script early.
    expect(scriptLoader('/_app/</script>.js', false)).not.toContain('</script>');
  });

  it('matches the hash browsers compute (base64 sha-256 of the text)', () => {
    // echo -n "alert(1)" | openssl dgst -sha256 -binary | base64
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});
