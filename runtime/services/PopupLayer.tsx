import {
  useEffect,
  useRef,
  useSyncExternalStore,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { Popup, PopupStore } from './popups.ts';

export interface PopupLayerProps {
  popups: PopupStore;
  /** The popup's content: the runtime passes the library-component renderer. */
  render(popup: Popup): ReactNode;
  /** z-index of the first popup; each later one is one higher. */
  zIndex?: number;
}

const LAYER: CSSProperties = {
  position: 'fixed',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'auto',
};

/**
 * The dialog's own surface, so a popup reads as one even when its component sets no background:
 * the page's canvas colour (light or dark), padding, rounded corners and a shadow. The library
 * component's own styles sit inside it.
 */
const SURFACE: CSSProperties = {
  outline: 'none',
  background: 'Canvas',
  color: 'CanvasText',
  padding: '1.5rem',
  borderRadius: 8,
  boxShadow: '0 12px 40px rgba(0, 0, 0, 0.25)',
  maxWidth: 'calc(100vw - 2rem)',
  maxHeight: 'calc(100vh - 2rem)',
  overflow: 'auto',
};

/** Focuses the dialog when it opens and gives focus back to what had it when it closes. */
function Dialog({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement;
    ref.current?.focus();
    return () => {
      if (before instanceof HTMLElement) before.focus();
    };
  }, []);
  return (
    <div ref={ref} role="dialog" aria-modal="true" tabIndex={-1} style={SURFACE}>
      {children}
    </div>
  );
}

/**
 * Every open popup, grouped by container, each in a full-screen layer above the ones opened
 * before it. Escape closes the top one; a popup with an overlay (link popups) closes on a click
 * on the overlay itself, not on its content.
 */
export function PopupLayer({ popups, render, zIndex = 10000 }: PopupLayerProps) {
  const groups = useSyncExternalStore(popups.subscribe, popups.getGroups, popups.getGroups);
  const open = groups.length > 0;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const top = popups.list().at(-1);
      if (top) popups.close(top.id, undefined);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, popups]);

  if (!open) return null;
  const order = new Map(popups.list().map((popup, index) => [popup.id, index]));
  return groups.map(({ container, popups: list }) => (
    <div key={container} data-popup-container={container}>
      {list.map((popup) => {
        const onClick = popup.overlay
          ? (event: MouseEvent) => {
              if (event.target === event.currentTarget) popups.close(popup.id, undefined);
            }
          : undefined;
        const style = {
          ...LAYER,
          zIndex: zIndex + (order.get(popup.id) ?? 0),
          background: popup.overlay?.background,
        };
        return (
          <div key={popup.id} data-popup={popup.id} style={style} onClick={onClick}>
            <Dialog>{render(popup)}</Dialog>
          </div>
        );
      })}
    </div>
  ));
}
