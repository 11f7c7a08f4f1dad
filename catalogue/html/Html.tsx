import { useEffect, useMemo, useState } from 'react';
import type { CatalogueComponentProps } from '../component.ts';
import type { HtmlProps } from './definition.ts';
import { sanitizeHtml } from './sanitize.ts';

/** Wait this long after the last resize event before rendering afresh. */
export const RESIZE_DEBOUNCE_MS = 200;

/**
 * Counts window resizes, debounced, while `enabled`: each new count re-renders the markup from
 * scratch (the root is keyed by it).
 */
function useResizeCount(enabled: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!enabled) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setCount((value) => value + 1), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [enabled]);
  return count;
}

/**
 * Author-supplied HTML. The component cannot tell a typed source from one bound to data, so it
 * ALWAYS sanitises with DOMPurify (literal sources too): scripts and event handlers are removed
 * and never run. With `refreshOnResize` the markup is rebuilt after the window is resized.
 */
export function Html({ props, className, attributes }: CatalogueComponentProps<HtmlProps>) {
  const source = typeof props.source === 'string' ? props.source : '';
  const html = useMemo(() => sanitizeHtml(source), [source]);
  const refresh = useResizeCount(props.refreshOnResize === true);
  return (
    <div
      key={refresh}
      {...attributes}
      className={`b-html-root ${className}`}
      data-refresh={refresh}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
