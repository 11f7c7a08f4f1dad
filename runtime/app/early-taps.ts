/**
 * Taps before hydration. A page the server rendered is on screen before its scripts ran: a
 * shopper on a slow phone taps "Menu" or "Add to cart" and nothing happens, because React has
 * not attached its handlers yet. The small entry (`main.tsx`) listens for taps on buttons of the
 * rendered page from the start; once React has hydrated it, each tapped button that is still in
 * the page is clicked again, so that the tap does what it says.
 *
 * - Buttons only (`<button>`, `role="button"`): links (even styled as buttons) and form fields
 *   work without scripts.
 * - A button's default action is held back (a submit button would post its form natively).
 * - One replay per button, in the order of their last taps: tapping a dead "Menu" twice means
 *   "open the menu", not "open and close it"; a second "Add to cart" is not added twice.
 * - Taps after hydration started are React's own (it replays those itself).
 */

/** What a tap reaches: a button of the page, not disabled. */
const BUTTON = 'button, [role="button"]';
/** Taps kept at most (distinct buttons). */
export const MAX_EARLY_TAPS = 10;

export interface EarlyTaps {
  /** Clicks every button tapped so far that is still in the page, once, then stops listening. */
  replay(): void;
  /** Stops listening and forgets the taps. */
  stop(): void;
}

/** Starts listening for taps on buttons inside `root`, in the capture phase of `doc`. */
export function listenForEarlyTaps(root: HTMLElement, doc: Document = document): EarlyTaps {
  let tapped: HTMLElement[] = [];
  const onClick = (event: MouseEvent) => {
    if (!event.isTrusted) return;
    const target = event.target instanceof Element ? event.target.closest(BUTTON) : null;
    if (!(target instanceof HTMLElement) || !root.contains(target)) return;
    // A link (one styled as a button too) navigates without scripts: left to the browser.
    if (target.closest('a[href]')) return;
    if (target.matches(':disabled, [aria-disabled="true"]')) return;
    event.preventDefault();
    tapped = tapped.filter((button) => button !== target);
    tapped.push(target);
    if (tapped.length > MAX_EARLY_TAPS) tapped.shift();
  };
  doc.addEventListener('click', onClick, true);
  const stop = () => {
    doc.removeEventListener('click', onClick, true);
    tapped = [];
  };
  return {
    replay() {
      const buttons = tapped;
      stop();
      for (const button of buttons) if (button.isConnected) button.click();
    },
    stop,
  };
}

/** The entry's listener, for the app's start (`start.tsx`): one module, shared by both. */
let kept: EarlyTaps | undefined;

export function keepEarlyTaps(taps: EarlyTaps): void {
  kept = taps;
}

/** The entry's listener, once: undefined over a page rendered in the browser. */
export function takeEarlyTaps(): EarlyTaps | undefined {
  const taps = kept;
  kept = undefined;
  return taps;
}
