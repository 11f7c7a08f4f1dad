import { useEffect, useRef, type CSSProperties } from 'react';
import { trapFocus } from '../focus-trap.ts';
import type { CatalogueComponentProps } from '../component.ts';
import type { ModalProps } from './definition.ts';
import { modalSettings } from './settings.ts';
import './Modal.css';
import { labelIn } from '@shared/i18n/label.ts';

const NAMES = { en: 'Modal', fr: 'Fenêtre modale' };

/**
 * The older modal, rendered in place as a fixed layer: shown while `display` is true, hidden
 * (kept mounted and `inert`, so its content keeps its state) otherwise; CSS transitions between
 * the two with the `transition` setting. With a backdrop it is modal: `aria-modal` and focus
 * trapped (focus-trap), given back on hiding. A backdrop click raises `on-backdrop-click`; the
 * modal does not hide itself (a workflow sets what `display` is bound to), and Esc does nothing.
 */
export function Modal(p: CatalogueComponentProps<ModalProps>) {
  const s = modalSettings(p.props, p.lang ?? 'en');
  const name = s.ariaLabel.trim() === '' ? labelIn(NAMES, p.lang) : s.ariaLabel;
  const shown = s.display;
  const rootRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    const content = contentRef.current;
    if (!shown || !root || !content) return undefined;
    if (s.backdrop) {
      return trapFocus(root, {
        escapeDeactivates: false,
        allowOutsideClick: true,
        fallbackFocus: content,
      });
    }
    // Without a backdrop the page stays usable: move focus in, give it back if still inside.
    const previous = document.activeElement;
    content.focus({ preventScroll: true });
    return () => {
      if (root.contains(document.activeElement) && previous instanceof HTMLElement)
        previous.focus({ preventScroll: true });
    };
  }, [shown, s.backdrop]);

  const style = {
    ...p.attributes?.style,
    zIndex: s.zIndex,
    '--b-modal-backdrop': s.backdropColor,
    '--b-modal-transition': s.transition,
    '--b-modal-left': s.positionLeft,
    '--b-modal-top': s.positionTop,
  } as CSSProperties;

  return (
    <div
      ref={rootRef}
      {...p.attributes}
      className={`b-modal b-modal--position-${s.position} b-modal--animation-${s.animation} ${p.className}`}
      style={style}
      data-display={shown ? 'shown' : 'hidden'}
      inert={!shown}
    >
      {s.backdrop && (
        <div className="b-modal-backdrop" onClick={() => p.emit?.('on-backdrop-click')} />
      )}
      <div
        ref={contentRef}
        className="b-modal-content"
        role="dialog"
        aria-modal={s.backdrop ? true : undefined}
        aria-label={name}
        tabIndex={-1}
      >
        {p.children ?? p.slots?.default}
      </div>
    </div>
  );
}
