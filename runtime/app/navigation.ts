/** Which clicks the runtime handles itself, and where to scroll after a navigation. */

/** The same-origin URL a click on a plain link goes to, or null when the browser should handle it. */
export function interceptableLink(event: MouseEvent, origin: string): URL | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return null;
  }
  const target = event.target as Element | null;
  const anchor = target?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.getAttribute('href') ?? '', document.baseURI);
  return url.origin === origin ? url : null;
}

/** Scrolls to the element the hash names, else to the top. */
export function scrollToHash(hash: string, doc: Document = document): void {
  let id = hash.replace(/^#/, '');
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep it as written
  }
  const target = id ? doc.getElementById(id) : null;
  if (target) target.scrollIntoView();
  else doc.defaultView?.scrollTo(0, 0);
}
