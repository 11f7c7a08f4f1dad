/**
 * Locks the page's scrolling while at least one dialog asks for it (dialogs can stack), and
 * puts back what the body had when the last one lets go.
 */
let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

/** Locks the body's scroll; the returned function releases this lock (once). */
export function lockBodyScroll(): () => void {
  const body = document.body;
  if (locks === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // The scrollbar disappears with overflow hidden: pad by its width so the page does not shift.
    const viewport = document.documentElement.clientWidth;
    const scrollbar = viewport > 0 ? window.innerWidth - viewport : 0;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
}
