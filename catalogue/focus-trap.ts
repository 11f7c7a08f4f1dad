import type * as FocusTrapModule from 'focus-trap';
import type { FocusTargetValueOrFalse, Options } from 'focus-trap';

/**
 * Traps focus in `container` (focus-trap) until the returned function is called. focus-trap and
 * tabbable (6.5 KB gzip) load on the first trap, not with the component: a page whose dialog is
 * closed, the storefront's home and aisles among them, never downloads them (a dialog's trigger
 * fetches them ahead: `prefetchFocusTrap`). Until they arrive, focus waits on `fallbackFocus`,
 * so the keyboard starts inside; then the trap moves it to the first control. Released before they arrive, nothing is
 * activated.
 */
let loading: Promise<typeof FocusTrapModule> | null = null;

/** focus-trap's module, fetched once (again after a failure). */
function loadFocusTrap(): Promise<typeof FocusTrapModule> {
  loading ??= import('focus-trap').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Starts fetching focus-trap ahead of a trap: a dialog's trigger calls it when a pointer comes
 * over it, presses it or focus reaches it, so the trap is usually ready when the layer opens.
 */
export function prefetchFocusTrap(): void {
  loadFocusTrap().catch(() => undefined);
}

export function trapFocus(
  container: HTMLElement,
  options: Options & { fallbackFocus: HTMLElement },
): () => void {
  let released = false;
  let deactivate: (() => void) | null = null;
  const before = document.activeElement;
  const prefocused = !container.contains(before);
  if (prefocused) options.fallbackFocus.focus({ preventScroll: true });
  void loadFocusTrap().then(
    ({ createFocusTrap }) => {
      if (released) return;
      // Still where it was put while loading: the trap moves it on to the first control, as
      // it does when focus starts outside.
      if (prefocused && document.activeElement === options.fallbackFocus) {
        options.fallbackFocus.blur();
      }
      const { setReturnFocus } = options;
      const trap = createFocusTrap(container, {
        ...options,
        // What had focus before the dialog opened, not the fallback it waited on.
        setReturnFocus: (node): FocusTargetValueOrFalse => {
          const previous =
            prefocused && (before instanceof HTMLElement || before instanceof SVGElement)
              ? before
              : node;
          return typeof setReturnFocus === 'function'
            ? setReturnFocus(previous)
            : (setReturnFocus ?? previous);
        },
      });
      trap.activate();
      deactivate = () => trap.deactivate();
    },
    (error: unknown) => {
      // Without the trap the dialog still works: focus is already inside it.
      console.warn('[baobab] focus trap not loaded', error);
    },
  );
  return () => {
    released = true;
    deactivate?.();
  };
}
