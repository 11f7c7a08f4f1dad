/**
 * The nonce of one answer, put on the scripts of its HTML (`policy.ts`): every `<script>`, every
 * `<link rel="modulepreload">` and `<link rel="preload" as="script">`, and a
 * `<meta property="csp-nonce">` from which Vite's chunk loader and the runtime's entry
 * (`runtime/main.tsx`) take it for the preload links they add. Run on each answer, never on a page
 * kept in a cache: a nonce that repeats is no nonce. Function replacers only (a replacement
 * string would read `$&` or `$'` in the page as patterns).
 */

/** The meta element Vite's preload helper reads the nonce from. */
export const NONCE_META = 'csp-nonce';

const SCRIPT_TAG = /<script\b([^>]*)>/gi;
const LINK_TAG = /<link\b([^>]*)>/gi;
const HAS_NONCE = /\snonce\s*=/i;

const attribute = (attributes: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*["']?([^"'\\s>]+)`, 'i').exec(attributes)?.[1]?.toLowerCase();

/** Whether a link's attributes make it fetch a script. */
function loadsScript(attributes: string): boolean {
  const rel = attribute(attributes, 'rel');
  return rel === 'modulepreload' || (rel === 'preload' && attribute(attributes, 'as') === 'script');
}

/** Inserts ` nonce="…"` after the tag name. */
const nonced = (tag: 'script' | 'link', attributes: string, nonce: string) =>
  `<${tag} nonce="${nonce}"${attributes}>`;

/**
 * `html` with `nonce` on its scripts and script preloads, and the nonce's meta element first in
 * its head. Only for HTML the server writes itself: text from sites arrives escaped (`<` as
 * `&lt;` or `\u003c`), so no tag of an author's gets the nonce.
 */
export function withNonce(html: string, nonce: string): string {
  if (!/^[A-Za-z0-9+/=]+$/.test(nonce)) throw new Error('A nonce is base64.');
  const scripts = html.replace(SCRIPT_TAG, (tag, attributes: string) =>
    HAS_NONCE.test(attributes) ? tag : nonced('script', attributes, nonce),
  );
  const links = scripts.replace(LINK_TAG, (tag, attributes: string) =>
    HAS_NONCE.test(attributes) || !loadsScript(attributes)
      ? tag
      : nonced('link', attributes, nonce),
  );
  const meta = `<meta property="${NONCE_META}" nonce="${nonce}">`;
  // First in the head; with no head tag, after the doctype (before it, the page would render in
  // quirks mode).
  const head = /<head\b[^>]*>/i.exec(links) ?? /^\s*<!doctype\b[^>]*>/i.exec(links);
  if (!head) return meta + links;
  const at = head.index + head[0].length;
  return links.slice(0, at) + meta + links.slice(at);
}
