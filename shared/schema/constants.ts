/**
 * Constants and type guards of the site definition that the runtime needs, kept free of zod so
 * that importing them does not put the schema library into the visitors' bundle.
 */
import type { FormulaValue, LangValue } from './values.ts';

/** The schema version this build reads and writes. Older files are migrated on load. */
export const CURRENT_SCHEMA_VERSION = 2;
/** Cache version of the published files (seeds §9). */
export const CACHE_VERSION = 102;

/** Breakpoints of the seeds (max widths in px): tablet ≤ 991, mobile ≤ 767. */
export const BREAKPOINTS = { tablet: 991, mobile: 767 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/**
 * A site colour token `primary` is the CSS custom property `--color-primary` on the page's root
 * (`site.colors`, `runtime/render/site-style.ts`); styles use it as `var(--color-primary)`.
 */
export const COLOR_TOKEN_PREFIX = '--color-';
export const colorTokenVariable = (name: string): string => `${COLOR_TOKEN_PREFIX}${name}`;

/** Element type of a library component instance (`props.component` = its id). */
export const LIBRARY_COMPONENT_TYPE = 'library-component';
/** A library component nested deeper than this in itself is not rendered (seeds §9). */
export const LIBRARY_NESTING_LIMIT = 10;

/** Click-type events of the seeds, plus the element life-cycle events. */
export const ELEMENT_EVENT_TRIGGERS = [
  'click',
  'dblclick',
  'contextmenu',
  'mousedown',
  'mouseup',
  'mousemove',
  'mouseenter',
  'mouseleave',
  'touchstart',
  'touchmove',
  'touchend',
  'touchcancel',
  'scroll',
  'mounted',
  'before-unmount',
] as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isFormulaValue(value: unknown): value is FormulaValue {
  return isPlainObject(value) && '$formula' in value;
}

export function isLangValue(value: unknown): value is LangValue {
  return isPlainObject(value) && '$lang' in value;
}
