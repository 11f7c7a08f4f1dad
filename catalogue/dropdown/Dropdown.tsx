import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react-dom';
import {
  Children,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import type { CatalogueComponentProps } from '../component.ts';
import { useComponentActions, usePublishedState } from '../hooks.ts';
import type { DropdownProps } from './definition.ts';
import { offsetInPx, sideOffsets } from './offset.ts';
import { useWarnOnce } from '../warn-once.ts';
import './Dropdown.css';
import { labelIn } from '@shared/i18n/label.ts';

const SIDES = ['top', 'right', 'bottom', 'left'] as const;
const ALIGNMENTS = { start: '-start', center: '', end: '-end' } as const;
/** Time the pointer has to cross from the trigger to the panel before a hover dropdown closes. */
export const HOVER_CLOSE_DELAY = 150;
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const TEXTS = {
  en: { open: 'Open menu' },
  fr: { open: 'Ouvrir le menu' },
} as const;

/** The z-index as an integer in 0–100 (the definition's bounds); anything else → 10. */
function zIndexOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value)
    ? Math.round(Math.min(100, Math.max(0, value)))
    : 10;
}

/** The max height in px (1–500, the definition's bounds), or none when unset or unreadable. */
function maxHeightOf(value: unknown): { css: string | undefined; problem: string | null } {
  if (value === null || value === undefined || value === '')
    return { css: undefined, problem: null };
  const match = typeof value === 'string' ? /^(\d*\.?\d+)px$/.exec(value.trim()) : null;
  if (!match)
    return {
      css: undefined,
      problem: `max height ${JSON.stringify(value)} is not in px; none is used`,
    };
  return { css: `${Math.min(500, Math.max(1, Number(match[1])))}px`, problem: null };
}

/**
 * A trigger and a floating panel (slots `trigger` and `dropdown`). Opens on click, hover or right
 * click, and from the keyboard (Enter, Space, ArrowDown); Escape, a click outside or focus
 * leaving closes it. The panel follows the trigger in the DOM (tab order) and is positioned with
 * Floating UI (`fixed`, so an `overflow: hidden` ancestor does not clip it).
 */
export function Dropdown({
  props,
  className,
  attributes,
  slots,
  lang,
  emit,
  registerActions,
  publish,
}: CatalogueComponentProps<DropdownProps>) {
  const texts = labelIn(TEXTS, lang);
  const disabled = props.disabled === true;
  const [openState, setOpenState] = useState(false);
  // Disabling closes it for good (it does not spring open again when re-enabled).
  if (disabled && openState) setOpenState(false);
  const open = openState && !disabled;
  // What handlers compare with: set at once by `setOpen`, re-synced after each render (disabled).
  const openRef = useRef(open);
  useLayoutEffect(() => {
    openRef.current = open;
  });
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const setOpen = useCallback(
    (next: boolean) => {
      clearTimeout(hoverTimer.current);
      if (next && disabled) return;
      if (next === openRef.current) return;
      openRef.current = next;
      setOpenState(next);
      emit?.(next ? 'open' : 'close');
    },
    [disabled, emit],
  );

  useComponentActions(registerActions, {
    open: () => setOpen(true),
    close: () => setOpen(false),
    toggle: () => setOpen(!openRef.current),
  });
  usePublishedState(publish, { isOpen: open });

  const side = SIDES.includes(props.position) ? props.position : 'bottom';
  const alignment = Object.hasOwn(ALIGNMENTS, props.alignment) ? props.alignment : 'start';
  const offsetX = offsetInPx(props.offsetX, 0);
  const offsetY = offsetInPx(props.offsetY, 0);
  const maxHeight = maxHeightOf(props.maxHeight);
  useWarnOnce([
    ...[offsetX.problem, offsetY.problem].map((p) => p && `[baobab] dropdown: ${p}; using 0`),
    maxHeight.problem && `[baobab] dropdown: ${maxHeight.problem}`,
  ]);

  const { refs, floatingStyles, isPositioned } = useFloating({
    open,
    strategy: 'fixed',
    // left/top rather than a transform, which the open animation uses.
    transform: false,
    placement: `${side}${ALIGNMENTS[alignment]}`,
    middleware: [
      offset(({ rects }) =>
        sideOffsets(
          side,
          offsetInPx(props.offsetX, rects.reference.width).px,
          offsetInPx(props.offsetY, rects.reference.height).px,
        ),
      ),
      flip(),
      shift({ padding: 8 }),
    ],
    whileElementsMounted: autoUpdate,
  });
  const setTrigger = useCallback(
    (node: HTMLDivElement | null) => {
      triggerRef.current = node;
      refs.setReference(node);
    },
    [refs],
  );

  // A click (or touch) outside closes it; so does Escape, wherever the focus is.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const hadFocus = rootRef.current?.contains(document.activeElement) ?? false;
      setOpen(false);
      if (hadFocus) triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, setOpen]);

  // ArrowDown moves the focus into the panel, as soon as it is there.
  const focusFirst = useRef(false);
  const setPanel = useCallback(
    (node: HTMLDivElement | null) => {
      refs.setFloating(node);
      if (!node || !focusFirst.current) return;
      focusFirst.current = false;
      node.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    },
    [refs],
  );

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpen(!openRef.current);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (openRef.current) refs.floating.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      else {
        focusFirst.current = true;
        setOpen(true);
      }
    }
  };

  const hover = props.triggerType === 'hover';

  const trigger = Children.toArray(slots?.trigger);
  const panelStyle: CSSProperties = {
    ...floatingStyles,
    zIndex: zIndexOf(props.dropdownZIndex),
    maxHeight: maxHeight.css,
    // Until Floating UI has measured, the panel sits at 0,0: keep it invisible (yet focusable).
    opacity: isPositioned ? undefined : 0,
  };

  return (
    <div
      {...attributes}
      ref={rootRef}
      className={`${className} b-dropdown-root`}
      data-state={open ? 'open' : 'closed'}
      // The renderer's handlers (workflows, state tracking) run too.
      onMouseEnter={(event) => {
        if (hover) setOpen(true);
        attributes?.onMouseEnter?.(event);
      }}
      onMouseLeave={(event) => {
        if (hover) {
          clearTimeout(hoverTimer.current);
          hoverTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY);
        }
        attributes?.onMouseLeave?.(event);
      }}
      onBlur={(event) => {
        // Tabbing out closes it; a click on plain text inside (no relatedTarget) does not.
        const next = event.relatedTarget as Node | null;
        if (next && !rootRef.current?.contains(next)) setOpen(false);
        attributes?.onBlur?.(event);
      }}
    >
      <div
        ref={setTrigger}
        className="b-dropdown-trigger"
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-disabled={disabled || undefined}
        onClick={() => {
          if (props.triggerType === 'click') setOpen(!openRef.current);
          // A tap on a touch screen (no hover) opens a hover dropdown.
          else if (hover) setOpen(true);
        }}
        onContextMenu={(event) => {
          if (props.triggerType !== 'right-click' || disabled) return;
          event.preventDefault();
          setOpen(true);
        }}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger.length > 0 ? trigger : <span className="b-dropdown-label">{texts.open}</span>}
      </div>
      {open && (
        <div
          ref={setPanel}
          id={panelId}
          className={`b-dropdown-panel${props.animated ? ' b-dropdown-panel--animated' : ''}`}
          data-side={side}
          style={panelStyle}
        >
          {slots?.dropdown}
        </div>
      )}
    </div>
  );
}
