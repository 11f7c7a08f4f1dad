/**
 * The one place dompurify is imported (it stays in the html chunk). A private DOMPurify
 * instance, so its hook does not change how anyone else's DOMPurify behaves.
 */
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/**
 * A sanitiser that drops the script, keeps `<b>` and strips its handler here works (it walks on
 * after a removal); else we fail closed.
 */
const PROBE = '<script>y</script><b onclick="z()">x</b>';
const PROBE_RESULT = '<b>x</b>';

let purifier: Purifier | null | undefined;

function instance(): Purifier | null {
  if (purifier !== undefined) return purifier;
  if (typeof window === 'undefined') return null; // no DOM (server): nothing is rendered
  const candidate = DOMPurify(window);
  // Links opening a new tab must not give it a handle on this page.
  candidate.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof window.HTMLAnchorElement && node.target === '_blank')
      node.setAttribute('rel', 'noopener noreferrer');
  });
  // A DOM DOMPurify cannot work with (very old browser, incomplete DOM emulation) must never
  // let markup through unsanitised: then the element renders empty.
  const works = candidate.isSupported && candidate.sanitize(PROBE) === PROBE_RESULT;
  if (!works) console.warn('Html: this browser cannot sanitise HTML safely; nothing is shown.');
  purifier = works ? candidate : null;
  return purifier;
}

/**
 * `source` without anything that could run code: `<script>`, `on*` handler attributes,
 * `javascript:` URLs, `<iframe>`, `<object>`… go; ordinary markup, inline styles, `<style>`,
 * images, links (with `target`) and SVG stay. Without a working DOM it gives an empty string.
 */
export function sanitizeHtml(source: string): string {
  if (!source) return '';
  const sanitizer = instance();
  return sanitizer ? sanitizer.sanitize(source, { ADD_ATTR: ['target'] }) : '';
}
