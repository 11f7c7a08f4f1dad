import {
  Children,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { createPortal } from 'react-dom';
import type { CatalogueComponentProps } from '../component.ts';
import { prefetchFocusTrap, trapFocus } from '../focus-trap.ts';
import { useComponentActions, usePublishedState } from '../hooks.ts';
import type { DialogProps } from './definition.ts';
import { dialogSettings, layerClassName, layerStyle, prefersReducedMotion } from './layout.ts';
import { lockBodyScroll } from './scroll-lock.ts';
import './Dialog.css';
import { labelIn } from '@shared/i18n/label.ts';

const TEXTS = {
  en: { open: 'Open', dialog: 'Dialog' },
  fr: { open: 'Ouvrir', dialog: 'Boîte de dialogue' },
};

/** What a user can tab to inside the trigger slot. */
const FOCUSABLE =
  'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** `closing` keeps the content mounted while its exit animation plays. */
type Phase = 'closed' | 'open' | 'closing';

/** Open dialogs, topmost last: only the topmost answers Esc and outside clicks. */
const openStack: string[] = [];

/** Sets or removes (null) attributes of an element the dialog does not render itself. */
function setAttributes(element: Element, attributes: Record<string, string | null>): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  }
}

/** The trigger's own control (a button placed in the slot), else the slot's wrapper. */
function triggerControl(wrapper: HTMLElement | null): HTMLElement | null {
  return wrapper?.querySelector<HTMLElement>(FOCUSABLE) ?? wrapper;
}

/**
 * A trigger and a layer over the page (in a portal to `document.body`) with the `content` slot,
 * an optional overlay (`overlay` slot) and the placement of `type`. Modal when the type covers
 * the page and `preventInteractionsOutside` is on: `aria-modal`, focus trapped (focus-trap) and
 * given back to the trigger on closing. Opens by the trigger, the `initialOpen` setting or the
 * `open`/`toggle` actions; closes by actions, Esc (`escClose`), overlay or outside clicks.
 */
export function Dialog(p: CatalogueComponentProps<DialogProps>) {
  const texts = labelIn(TEXTS, p.lang);
  const s = dialogSettings(p.props, p.lang ?? 'en');
  const id = useId();
  const contentId = `${id}content`;

  const [phase, setPhase] = useState<Phase>(s.initialOpen ? 'open' : 'closed');
  // The `initialOpen` setting changed (the author toggled it): follow it.
  const [initialOpen, setInitialOpen] = useState(s.initialOpen);
  if (initialOpen !== s.initialOpen) {
    setInitialOpen(s.initialOpen);
    setPhase(s.initialOpen ? 'open' : 'closed');
  }
  const phaseRef = useRef(phase);
  useLayoutEffect(() => {
    phaseRef.current = phase;
  });

  const isOpen = phase === 'open';
  const blocksPage = s.type !== 'none';
  const modal = blocksPage && s.preventInteractionsOutside;
  const showOverlay = blocksPage && s.overlay;
  const exitMs = s.animation === 'none' ? 0 : s.animationDuration;

  // The layer's own host in <body>: React removes the layer from a node it owns, even if a
  // script (or a test harness) clears the body meanwhile.
  const [host] = useState(() =>
    typeof document === 'undefined' ? null : document.createElement('div'),
  );
  const mounted = phase !== 'closed';
  useLayoutEffect(() => {
    if (!mounted || !host) return undefined;
    host.setAttribute('class', 'b-dialog-portal');
    document.body.appendChild(host);
    return () => host.remove();
  }, [mounted, host]);

  const layerRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLDivElement>(null);

  const change = (open: boolean) => {
    if (open === (phaseRef.current === 'open')) return;
    const next: Phase = open
      ? 'open'
      : exitMs > 0 && !prefersReducedMotion()
        ? 'closing'
        : 'closed';
    phaseRef.current = next;
    setPhase(next);
    p.emit?.(open ? 'open' : 'close');
  };
  const open = () => change(true);
  const close = () => change(false);
  const toggle = () => change(phaseRef.current !== 'open');

  useComponentActions(p.registerActions, { toggle, open, close });
  usePublishedState(p.publish, { isOpen });

  // After the exit animation, unmount the content.
  useEffect(() => {
    if (phase !== 'closing') return undefined;
    const timer = setTimeout(
      () => setPhase((current) => (current === 'closing' ? 'closed' : current)),
      exitMs,
    );
    return () => clearTimeout(timer);
  }, [phase, exitMs]);

  useEffect(() => {
    if (!isOpen) return undefined;
    openStack.push(id);
    return () => {
      const at = openStack.lastIndexOf(id);
      if (at >= 0) openStack.splice(at, 1);
    };
  }, [isOpen, id]);
  const isTopmost = () => openStack[openStack.length - 1] === id;

  useEffect(
    () => (isOpen && s.preventScroll ? lockBodyScroll() : undefined),
    [isOpen, s.preventScroll],
  );

  const onEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isTopmost()) return;
    event.stopPropagation();
    close();
  });
  useEffect(() => {
    if (!isOpen || !s.escClose) return undefined;
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [isOpen, s.escClose]);

  // Without an overlay, a press outside the content (and the trigger) may close it. The
  // listener starts on the next tick, so the press that opened the dialog does not count.
  const onPointerOutside = useEffectEvent((event: Event) => {
    if (!s.clickOutsideCloses || !isTopmost()) return;
    const target = event.target instanceof Node ? event.target : null;
    if (target && contentRef.current?.contains(target)) return;
    if (target && triggerRef.current?.contains(target)) return;
    close();
  });
  useEffect(() => {
    if (!isOpen || showOverlay) return undefined;
    const timer = setTimeout(() => document.addEventListener('pointerdown', onPointerOutside));
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', onPointerOutside);
    };
  }, [isOpen, showOverlay]);

  // Focus: trapped in a modal layer, moved into a non-modal one; back to the trigger on closing.
  useEffect(() => {
    const layer = layerRef.current;
    const content = contentRef.current;
    if (!isOpen || !layer || !content) return undefined;
    const trigger = triggerRef.current;
    if (modal) {
      return trapFocus(layer, {
        escapeDeactivates: false,
        allowOutsideClick: true,
        fallbackFocus: content,
        setReturnFocus: (previous) => triggerControl(trigger) ?? previous,
      });
    }
    const previous = document.activeElement;
    content.focus({ preventScroll: true });
    return () => {
      if (!layer.contains(document.activeElement)) return;
      const back = triggerControl(trigger) ?? previous;
      if (back instanceof HTMLElement) back.focus({ preventScroll: true });
    };
  }, [isOpen, modal]);

  // The trigger slot holds the author's elements: its control says what it opens. A slot
  // without a control of its own (text, an image) makes its wrapper the button.
  useLayoutEffect(() => {
    const wrapper = triggerRef.current;
    if (!wrapper) return;
    const control = wrapper.querySelector<HTMLElement>(FOCUSABLE);
    const aria = {
      'aria-haspopup': 'dialog',
      'aria-expanded': String(isOpen),
      'aria-controls': isOpen ? contentId : null,
      'aria-disabled': s.disabled ? 'true' : null,
    };
    if (control) {
      setAttributes(wrapper, {
        role: null,
        tabindex: null,
        'aria-haspopup': null,
        'aria-expanded': null,
        'aria-controls': null,
        'aria-disabled': null,
      });
      setAttributes(control, aria);
    } else {
      setAttributes(wrapper, { role: 'button', tabindex: s.disabled ? '-1' : '0', ...aria });
    }
  });

  const activateTrigger = () => {
    if (s.disabled || !s.triggerClickOpens) return;
    toggle();
  };
  const onTriggerKey = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    // Only when the wrapper itself is the button (a control inside handles its own keys).
    if (event.target !== event.currentTarget) return;
    if (event.currentTarget.getAttribute('role') !== 'button') return;
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    activateTrigger();
  };

  const triggerSlot = p.slots?.trigger;
  const trigger = s.trigger ? (
    <div
      ref={triggerRef}
      className="b-dialog-trigger"
      onClick={activateTrigger}
      onKeyDown={onTriggerKey}
      {...(modal
        ? {
            onPointerEnter: prefetchFocusTrap,
            onPointerDown: prefetchFocusTrap,
            onFocus: prefetchFocusTrap,
          }
        : {})}
    >
      {Children.toArray(triggerSlot).length > 0 ? (
        triggerSlot
      ) : (
        <button type="button" className="b-dialog-default-trigger" disabled={s.disabled}>
          {texts.open}
        </button>
      )}
    </div>
  ) : null;

  const layer =
    mounted && host
      ? createPortal(
          <div
            ref={layerRef}
            className={layerClassName(s, modal)}
            style={layerStyle(s)}
            data-state={isOpen ? 'open' : 'closing'}
          >
            {showOverlay && (
              <div
                className="b-dialog-overlay"
                onClick={() => {
                  if (s.overlayClickCloses) close();
                }}
              >
                {p.slots?.overlay}
              </div>
            )}
            {modal && !showOverlay && <div className="b-dialog-blocker" />}
            <div
              ref={contentRef}
              id={contentId}
              className="b-dialog-content"
              role="dialog"
              aria-modal={modal ? true : undefined}
              aria-label={s.ariaLabel.trim() === '' ? texts.dialog : s.ariaLabel}
              tabIndex={-1}
              inert={!isOpen}
            >
              {p.slots?.content ?? p.children}
            </div>
          </div>,
          host,
        )
      : null;

  return (
    <div
      className={`b-dialog ${p.className}`}
      {...p.attributes}
      data-state={isOpen ? 'open' : 'closed'}
      data-disabled={s.disabled ? '' : undefined}
    >
      {trigger}
      {layer}
    </div>
  );
}
