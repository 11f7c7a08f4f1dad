import {
  Children,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import type { CatalogueComponentProps } from '../component.ts';
import { useComponentActions, usePublishedState } from '../hooks.ts';
import type { AccordionProps } from './definition.ts';
import './Accordion.css';
import { labelIn } from '@shared/i18n/label.ts';

const TEXTS = {
  en: { toggle: 'Show details' },
  fr: { toggle: 'Afficher les détails' },
} as const;

/**
 * A toggle (slot `toggle`, a button-like area) that shows or hides its content (slot `content`,
 * a region named by the toggle). Starts as `initValue` says and follows that setting when it
 * changes (a bound value); a click, Enter or Space toggles it, as do the workflow actions.
 * While open the root carries `data-state="open"` and `b-accordion-root--active`.
 */
export function Accordion({
  props,
  className,
  attributes,
  slots,
  lang,
  emit,
  registerActions,
  publish,
}: CatalogueComponentProps<AccordionProps>) {
  const texts = labelIn(TEXTS, lang);
  const initValue = props.initValue === true;
  const [open, setOpenState] = useState(initValue);
  // A changed setting (a formula that resolved, or an edit) resets the open state.
  const [seenInit, setSeenInit] = useState(initValue);
  if (seenInit !== initValue) {
    setSeenInit(initValue);
    setOpenState(initValue);
  }
  const openRef = useRef(open);
  useLayoutEffect(() => {
    openRef.current = open;
  });
  const id = useId();
  const toggleId = `${id}-toggle`;
  const contentId = `${id}-content`;

  const setOpen = useCallback(
    (next: boolean) => {
      if (next === openRef.current) return;
      openRef.current = next;
      setOpenState(next);
      emit?.(next ? 'open' : 'close');
      emit?.('change', { value: next });
    },
    [emit],
  );

  useComponentActions(registerActions, {
    toggle: () => setOpen(!openRef.current),
    open: () => setOpen(true),
    close: () => setOpen(false),
  });
  usePublishedState(publish, { isOpen: open });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    setOpen(!openRef.current);
  };

  const toggle = Children.toArray(slots?.toggle);
  const animated = props.animated !== false;
  return (
    <div
      {...attributes}
      className={`${className} b-accordion-root${open ? ' b-accordion-root--active' : ''}`}
      data-state={open ? 'open' : 'closed'}
    >
      <div
        id={toggleId}
        className="b-accordion-toggle"
        role="button"
        tabIndex={0}
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen(!openRef.current)}
        onKeyDown={onKeyDown}
      >
        {toggle.length > 0 ? toggle : <span className="b-accordion-label">{texts.toggle}</span>}
      </div>
      <div
        id={contentId}
        className={`b-accordion-content${animated ? ' b-accordion-content--animated' : ''}`}
        role="region"
        aria-labelledby={toggleId}
        data-state={open ? 'open' : 'closed'}
        // Closed content stays in the DOM (for the height transition) but out of reach.
        inert={!open}
      >
        <div className="b-accordion-inner">{slots?.content}</div>
      </div>
    </div>
  );
}
