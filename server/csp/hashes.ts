/**
 * A page kept in a cache and sent as the same bytes to everyone (published site pages, issue 31)
 * cannot carry a nonce: a nonce that repeats is no nonce. Such a page runs its scripts by hash
 * instead (CSP 3's hash-based strict policy): each inline script's sha-256 is named in
 * `script-src` beside `'strict-dynamic'`, computed once when the page is cached, and each
 * external script of the page (`<script src>`, the runtime's entry) is started by a small inline
 * loader whose hash is named: a script a trusted script adds runs by `'strict-dynamic'`, as do
 * the chunks it imports. Anything else written into the page — an author's text is escaped, but
 * say it were not — matches no hash and does not run, as under a nonce.
 */
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

const attribute = (attributes: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^"'\\s>]+))`, 'i').exec(attributes);

const valueOf = (match: RegExpExecArray | null) => match?.[1] ?? match?.[2] ?? match?.[3];

/** Whether a script element runs (a classic or module script; not a JSON data block). */
function runs(attributes: string): boolean {
  const type = valueOf(attribute(attributes, 'type'))?.trim().toLowerCase();
  return !type || type === 'module' || /javascript|ecmascript/.test(type);
}

/** The id of a loader script (a page's checks tell it from a script that is not the app's). */
export const LOADER_ID = 'baobab-loader';

/** `'sha256-…'` of a script's text, as CSP names it. */
export const scriptHash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The loader of an external script: a link preloading it at once, the script itself after the
 * document is parsed (as a module script would run: the entry reads `#root`).
 */
export function scriptLoader(src: string, module: boolean): string {
  const type = module ? "s.type='module';" : '';
  const preload = module ? 'modulepreload' : 'preload';
  const as = module ? '' : "l.as='script';";
  return (
    `(()=>{const d=document,u=${JSON.stringify(src).replace(/</g, '\\u003c')},` +
    `l=d.createElement('link');l.rel='${preload}';${as}l.href=u;d.head.append(l);` +
    `const go=()=>{const s=d.createElement('script');${type}s.src=u;d.head.append(s)};` +
    `d.readyState==='loading'?d.addEventListener('DOMContentLoaded',go):go()})()`
  );
}

/**
 * `html` with each external script replaced by its loader, and the hashes of every inline script
 * that runs (the loaders included), for the page's `script-src`. For HTML the server writes
 * itself (a site's text arrives escaped: no tag of an author's is hashed).
 */
export function withScriptHashes(html: string): { html: string; hashes: string[] } {
  const hashes = new Set<string>();
  const out = html.replace(SCRIPT, (tag, attributes: string, text: string) => {
    if (!runs(attributes)) return tag;
    const src = valueOf(attribute(attributes, 'src'));
    if (src === undefined) {
      hashes.add(scriptHash(text));
      return tag;
    }
    const module = valueOf(attribute(attributes, 'type'))?.trim().toLowerCase() === 'module';
    const loader = scriptLoader(decodeEntities(src), module);
    hashes.add(scriptHash(loader));
    return `<script id="${LOADER_ID}">${loader}</script>`;
  });
  return { html: out, hashes: [...hashes] };
}

/** An attribute's value as the browser reads it (the few entities our HTML writes). */
const decodeEntities = (value: string) =>
  value.replace(/&(amp|quot|#39|#38|#34|lt|gt);/g, (entity) =>
    entity === '&amp;' || entity === '&#38;'
      ? '&'
      : entity === '&quot;' || entity === '&#34;'
        ? '"'
        : entity === '&#39;'
          ? "'"
          : entity === '&lt;'
            ? '<'
            : '>',
  );
