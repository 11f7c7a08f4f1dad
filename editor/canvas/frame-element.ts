/**
 * The canvas's iframe element. The editor's page starts the frame of the site in its address
 * at once (`editor/index.html`, hidden, `data-early-canvas`), so the frame's document and code
 * load while the editor's own code and the site's files do; `<Canvas>` then moves that element
 * into place with `moveBefore`, which keeps an iframe's document (Chromium 133+). A browser
 * without it gets no early frame: `<Canvas>` makes a new one, as before.
 */

/** Where the frame page is served on the editor host (`editor/server/routes.ts`). */
export const FRAME_URL = '/canvas-frame';

/** The frame's address for a site (its id lets the editor host serve the site's /assets/). */
export const frameSrc = (siteId: string) => `${FRAME_URL}?site=${encodeURIComponent(siteId)}`;

type MovableParent = Element & {
  moveBefore?: (node: Node, child: Node | null) => void;
};

/**
 * Puts the site's canvas iframe in `slot`: the early one when it shows this site and can be
 * moved without reloading, else a new one (the early one, if any, is dropped).
 */
export function placeCanvasFrame(slot: Element, siteId: string): HTMLIFrameElement {
  const doc = slot.ownerDocument;
  const parent = slot as MovableParent;
  const early = doc.querySelector<HTMLIFrameElement>('iframe[data-early-canvas]');
  if (early && early.getAttribute('src') === frameSrc(siteId) && parent.moveBefore) {
    early.removeAttribute('data-early-canvas');
    early.removeAttribute('style');
    early.removeAttribute('aria-hidden');
    early.removeAttribute('tabindex');
    parent.moveBefore(early, null);
    return early;
  }
  early?.remove();
  const frame = doc.createElement('iframe');
  frame.src = frameSrc(siteId);
  slot.append(frame);
  return frame;
}

/** Whether the frame's own page (not the initial blank document) has finished loading. */
export function frameLoaded(frame: HTMLIFrameElement): boolean {
  try {
    const win = frame.contentWindow;
    return win?.location.pathname === FRAME_URL && win.document.readyState === 'complete';
  } catch {
    return false;
  }
}
