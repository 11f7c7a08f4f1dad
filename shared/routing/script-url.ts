/**
 * Whether a URL would run code (or show a page of the site's origin made of the URL itself):
 * `javascript:`, `vbscript:` and `data:`, spelled as the browser's URL parser reads them. The
 * parser drops leading and trailing C0 controls and spaces and every tab and newline anywhere,
 * so `java\tscript:`, `java\nscript:` and `\u0001javascript:` are script URLs too: a check of
 * the text as written (`/^\s*javascript:/`) lets them through.
 */
const SCRIPT_SCHEME = /^(javascript|vbscript|data):/i;

/** The URL's text as the URL parser sees its scheme: controls around it and tabs, newlines in it removed. */
export function parsedUrlText(url: string): string {
  // eslint-disable-next-line no-control-regex -- exactly the characters the URL parser drops
  return url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

export function isScriptUrl(url: string): boolean {
  return SCRIPT_SCHEME.test(parsedUrlText(url));
}
