/**
 * A virtual list: of `count` items at least `itemSize` px tall, only those within `buffer` px of
 * the visible part of a `viewport` px tall scroller are rendered; padding stands for the rest.
 * As items are at least `itemSize` tall, the rendered ones always cover the visible part.
 */
import { useLayoutEffect, useState, type RefObject, type UIEvent } from 'react';

export interface VirtualWindowConfig {
  count: number;
  itemSize: number;
  buffer: number;
  viewport: number;
  /** The scrolling element (the listbox). */
  scrollerRef: RefObject<HTMLElement | null>;
}

export function useVirtualWindow(config: VirtualWindowConfig) {
  const { count, itemSize, buffer, viewport, scrollerRef } = config;
  const [scrollTop, setScrollTop] = useState(0);
  const start = Math.min(count, Math.max(0, Math.floor((scrollTop - buffer) / itemSize)));
  const end = Math.min(
    count,
    Math.max(start, Math.ceil((scrollTop + viewport + buffer) / itemSize)),
  );

  // The scroller follows scrolls asked for by the keyboard (`scrollToIndex`) or a reset.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller && Math.abs(scroller.scrollTop - scrollTop) > 1) scroller.scrollTop = scrollTop;
  }, [scrollTop, scrollerRef]);

  return {
    start,
    end,
    /** Padding that stands for the items before and after the window. */
    padding: { paddingTop: start * itemSize, paddingBottom: (count - end) * itemSize },
    onScroll: (event: UIEvent<HTMLElement>) => setScrollTop(event.currentTarget.scrollTop),
    /** Scrolls just enough to show item `index`. */
    scrollToIndex: (index: number) => {
      const top = index * itemSize;
      if (top < scrollTop) setScrollTop(top);
      else if (top + itemSize > scrollTop + viewport) setScrollTop(top + itemSize - viewport);
    },
    reset: () => setScrollTop(0),
  };
}
