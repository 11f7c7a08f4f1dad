/**
 * The keyboard and open/close behaviour of a combobox with a listbox popup (WAI-ARIA APG 1.2,
 * "select-only" and "list autocomplete" comboboxes). Focus stays on the combobox (or a search
 * field); the active option is `aria-activedescendant`. Shared by `select` and `legacy-select`.
 */
import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';

export interface ListboxConfig {
  /** The component's root: a press outside it closes the list. */
  rootRef: RefObject<HTMLElement | null>;
  /** How many options the listbox shows now. */
  count: number;
  isDisabled: (index: number) => boolean;
  /** Labels of the shown options, for type-ahead in a select-only combobox. */
  labels: readonly string[];
  /** Index of the first selected option shown, or -1: where the list opens. */
  selectedIndex: number;
  /** Enter, Space (select-only) or a click on option `index`. */
  onSelect: (index: number) => void;
  /** False when disabled or read-only: the list never opens. */
  enabled: boolean;
  /** False when only actions open the list (legacy `manualTrigger`): keys and clicks don't. */
  openOnInteraction?: boolean;
  initialOpen?: boolean;
  /** Default true: a pointer press outside the root closes the list. */
  closeOnClickOutside?: boolean;
  /** Brings an option into view; default: `scrollIntoView` of its element. Virtual lists pass their own. */
  scrollToIndex?: (index: number) => void;
  /** Called when the list opens or closes (from event handlers, never while rendering). */
  onOpenChange?: (open: boolean) => void;
}

export interface KeyOptions {
  /** The key went to a text field: Space and letters type, Home/End move the caret while closed. */
  editable?: boolean;
}

const TYPEAHEAD_RESET_MS = 500;

export function useListbox(config: ListboxConfig) {
  const { count, isDisabled, enabled } = config;
  const [isOpen, setIsOpen] = useState(config.initialOpen === true);
  const [activeIndex, setActiveIndex] = useState(-1);
  const { rootRef } = config;
  const typeahead = useRef({ text: '', at: 0 });
  const id = useId();
  const listboxId = `${id}listbox`;
  const optionId = (index: number) => `${id}option-${index}`;
  const open = isOpen && enabled;
  const active = open && activeIndex >= 0 && activeIndex < count ? activeIndex : -1;
  const canOpen = enabled && config.openOnInteraction !== false;

  const scrollTo = (index: number) => {
    if (config.scrollToIndex) config.scrollToIndex(index);
    else document.getElementById(optionId(index))?.scrollIntoView?.({ block: 'nearest' });
  };
  const activate = (index: number) => {
    setActiveIndex(index);
    if (index >= 0) scrollTo(index);
  };
  /** The next enabled option from `from` in `direction`, or `from` when there is none. */
  const step = (from: number, direction: 1 | -1, distance = 1): number => {
    let found = from;
    let moved = 0;
    for (let i = from + direction; i >= 0 && i < count && moved < distance; i += direction) {
      if (!isDisabled(i)) {
        found = i;
        moved += 1;
      }
    }
    return found;
  };
  const first = () => step(-1, 1);
  const last = () => step(count, -1);

  const setOpen = (next: boolean, activeAt = -1) => {
    if (next && !enabled) return;
    setIsOpen(next);
    setActiveIndex(next ? activeAt : -1);
    if (next && activeAt >= 0) config.scrollToIndex?.(activeAt);
    if (next !== open) config.onOpenChange?.(next);
  };
  const close = () => setOpen(false);
  const openAt = (index: number) => setOpen(true, index);
  const openAtSelected = () => openAt(config.selectedIndex >= 0 ? config.selectedIndex : first());
  const toggle = () => {
    if (open) close();
    else if (canOpen) openAtSelected();
  };

  // Scroll the selected option into view once the list has opened.
  useEffect(() => {
    if (open && activeIndex >= 0 && !config.scrollToIndex)
      document.getElementById(`${id}option-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
    // Only on opening: later moves scroll from their key handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const closeOutside = config.closeOnClickOutside !== false;
  const onPressOutside = useEffectEvent((event: Event) => {
    const root = rootRef.current;
    if (root && event.target instanceof Node && root.contains(event.target)) return;
    close();
  });
  useEffect(() => {
    if (!open || !closeOutside) return undefined;
    const onPointerDown = (event: Event) => onPressOutside(event);
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, closeOutside]);

  /** Type-ahead: the next option whose label starts with what was typed within half a second. */
  const typeTo = (key: string, now: number) => {
    const state = typeahead.current;
    state.text = now - state.at > TYPEAHEAD_RESET_MS ? key : state.text + key;
    state.at = now;
    const text = state.text.toLowerCase();
    const start = state.text.length === 1 ? active + 1 : Math.max(active, 0);
    for (let n = 0; n < count; n += 1) {
      const i = (start + n) % count;
      if (!isDisabled(i) && config.labels[i]?.toLowerCase().startsWith(text)) return i;
    }
    return -1;
  };

  const onKeyDown = (event: KeyboardEvent, options: KeyOptions = {}) => {
    const { editable = false } = options;
    const take = () => event.preventDefault();
    switch (event.key) {
      case 'ArrowDown':
        take();
        if (!open) {
          if (canOpen) openAtSelected();
        } else activate(active < 0 ? first() : step(active, 1));
        return;
      case 'ArrowUp':
        take();
        if (!open) {
          if (canOpen) openAt(config.selectedIndex >= 0 ? config.selectedIndex : last());
        } else if (event.altKey) {
          if (active >= 0) config.onSelect(active);
          close();
        } else activate(active < 0 ? last() : step(active, -1));
        return;
      case 'Home':
      case 'End': {
        if (!open && (editable || !canOpen)) return;
        take();
        const index = event.key === 'Home' ? first() : last();
        if (open) activate(index);
        else openAt(index);
        return;
      }
      case 'PageDown':
      case 'PageUp':
        if (!open) return;
        take();
        activate(
          event.key === 'PageDown' ? step(active, 1, 10) : step(Math.max(active, 0), -1, 10),
        );
        return;
      case 'Enter':
        if (open) {
          take();
          if (active >= 0) config.onSelect(active);
          else close();
        } else if (!editable && canOpen) {
          take();
          openAtSelected();
        }
        return;
      case ' ':
        if (editable) return;
        take();
        if (open && active >= 0) config.onSelect(active);
        else if (!open && canOpen) openAtSelected();
        return;
      case 'Escape':
        if (!open) return;
        take();
        // A dialog around the select should not close with the same key press.
        event.stopPropagation();
        close();
        return;
      case 'Tab':
        if (open) close();
        return;
      default: {
        if (editable || event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey)
          return;
        const index = typeTo(event.key, event.timeStamp || Date.now());
        if (index < 0) return;
        if (open) activate(index);
        else if (canOpen) openAt(index);
      }
    }
  };

  return {
    open,
    activeIndex: active,
    /** Makes an option active (hover, typing): `scroll` false for the pointer. */
    activate: (index: number, scroll = true) => (scroll ? activate(index) : setActiveIndex(index)),
    setOpen,
    openAtSelected,
    close,
    toggle,
    onKeyDown,
    listboxId,
    optionId,
    first,
  };
}

export type Listbox = ReturnType<typeof useListbox>;
