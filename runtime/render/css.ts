/**
 * The page stylesheet: one class per element (`.e-{id}`) and section (`.s-{uid}`), then
 * state rules as pseudo-classes, then one media block per breakpoint. Order and specificity give
 * the resolution order default < breakpoint < state < breakpoint:state.
 */
import { BREAKPOINTS, type Breakpoint } from '@shared/schema/constants.ts';

/** Max widths in px of the breakpoints (tablet ≤ 991, mobile ≤ 767). */
export const MEDIA_MAX_WIDTH: Readonly<Record<Breakpoint, number>> = BREAKPOINTS;

export type Warn = (message: string) => void;

/** Numbers without a unit; every other number is in px. */
const UNITLESS = new Set([
  'opacity',
  'zIndex',
  'fontWeight',
  'lineHeight',
  'flex',
  'flexGrow',
  'flexShrink',
  'order',
  'aspectRatio',
  'zoom',
  'scale',
  'gridRow',
  'gridColumn',
  'columnCount',
  'orphans',
  'widows',
  'tabSize',
  'animationIterationCount',
]);

/**
 * States written as pseudo-classes. A component's own states (an accordion's `open`, a select's
 * `readonly`…) are `[data-state~="<state>"]`: the component sets `data-state` on its root.
 */
const PSEUDO_CLASSES: Readonly<Record<string, string>> = {
  hover: ':hover',
  focus: ':focus',
  'focus-visible': ':focus-visible',
  'focus-within': ':focus-within',
  active: ':active',
  disabled: ':disabled',
  checked: ':checked',
  visited: ':visited',
};

const COMPONENT_STATE = /^[a-z][a-z0-9-]*$/;

/** Breakpoints widest first, so the narrower media block comes later and wins. */
const MEDIA_ORDER = (Object.keys(MEDIA_MAX_WIDTH) as Breakpoint[]).sort(
  (a, b) => MEDIA_MAX_WIDTH[b] - MEDIA_MAX_WIDTH[a],
);

/** Anything that could end a declaration, a rule or the `<style>` element is refused. */
const UNSAFE_VALUE = /[;{}<]|\/\*/;
const PROPERTY_NAME = /^(--[A-Za-z0-9_-]+|-?[A-Za-z][A-Za-z0-9-]*)$/;

/** `backgroundColor` → `background-color`, `WebkitLineClamp` → `-webkit-line-clamp`; custom properties kept. */
export function cssPropertyName(key: string): string | null {
  if (!PROPERTY_NAME.test(key)) return null;
  if (key.startsWith('--')) return key;
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** One `name:value` declaration, or null (with a warning when the value is unsafe). */
export function cssDeclaration(
  key: string,
  value: unknown,
  warn: Warn,
  where: string,
): string | null {
  if (value === null || value === undefined || value === '') return null;
  const name = cssPropertyName(key);
  if (name === null) {
    warn(`[baobab] ${where}: style "${key}" is not a CSS property name; dropped`);
    return null;
  }
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = value === 0 || UNITLESS.has(key) || name.startsWith('--') ? String(value) : `${value}px`;
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    warn(`[baobab] ${where}: style "${key}" is not a text or a number; dropped`);
    return null;
  }
  if (UNSAFE_VALUE.test(text)) {
    warn(`[baobab] ${where}: style "${key}" holds ";", "{", "}", "<" or a comment; dropped`);
    return null;
  }
  return `${name}:${text}`;
}

export function cssDeclarations(
  styles: Readonly<Record<string, unknown>>,
  warn: Warn,
  where: string,
): string {
  const out: string[] = [];
  for (const [key, value] of Object.entries(styles)) {
    const declaration = cssDeclaration(key, value, warn, where);
    if (declaration !== null) out.push(declaration);
  }
  return out.join(';');
}

/** The styles of one element or section, already resolved to plain values. */
export interface StyleSource {
  /** Class name without the dot, e.g. `b-title`. */
  className: string;
  /** Who owns them, for warnings: `element "title"`. */
  owner: string;
  base: Readonly<Record<string, unknown>>;
  /** By override key: `tablet`, `mobile`, `hover`, `tablet:hover`… */
  overrides?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

const CLASS_NAME = /^[A-Za-z_-][A-Za-z0-9_-]*$/;

function rule(selector: string, declarations: string): string {
  return declarations === '' ? '' : `${selector}{${declarations}}`;
}

/** Splits `tablet:hover` into its breakpoint and pseudo-class; null for keys CSS cannot express. */
function parseOverrideKey(key: string): { breakpoint: Breakpoint | null; pseudo: string } | null {
  const [first = '', second] = key.split(':');
  const isBreakpoint = (Object.hasOwn(MEDIA_MAX_WIDTH, first) ? first : null) as Breakpoint | null;
  const state = isBreakpoint ? second : first;
  if (isBreakpoint && state === undefined) return { breakpoint: isBreakpoint, pseudo: '' };
  if (state === undefined) return null;
  if (Object.hasOwn(PSEUDO_CLASSES, state))
    return { breakpoint: isBreakpoint, pseudo: PSEUDO_CLASSES[state]! };
  return COMPONENT_STATE.test(state)
    ? { breakpoint: isBreakpoint, pseudo: `[data-state~="${state}"]` }
    : null;
}

export function buildStylesheet(sources: readonly StyleSource[], warn: Warn): string {
  const top: string[] = [];
  const states: string[] = [];
  const media = new Map<Breakpoint, string[]>(MEDIA_ORDER.map((b) => [b, []]));
  for (const source of sources) {
    if (!CLASS_NAME.test(source.className)) {
      warn(
        `[baobab] ${source.owner}: "${source.className}" cannot be a class name; its styles are dropped`,
      );
      continue;
    }
    const selector = `.${source.className}`;
    top.push(rule(selector, cssDeclarations(source.base, warn, source.owner)));
    // Within a media block: plain rules first, then states, as at the top level.
    const entries = Object.entries(source.overrides ?? {})
      .map(([key, styles]) => ({ key, parsed: parseOverrideKey(key), styles }))
      .sort((a, b) => Number(Boolean(a.parsed?.pseudo)) - Number(Boolean(b.parsed?.pseudo)));
    for (const { parsed, styles } of entries) {
      if (!parsed) continue;
      const css = rule(`${selector}${parsed.pseudo}`, cssDeclarations(styles, warn, source.owner));
      if (parsed.breakpoint === null) states.push(css);
      else media.get(parsed.breakpoint)?.push(css);
    }
  }
  const blocks = [...top, ...states].filter(Boolean);
  for (const breakpoint of MEDIA_ORDER) {
    const rules = (media.get(breakpoint) ?? []).filter(Boolean);
    if (rules.length > 0)
      blocks.push(`@media (max-width: ${MEDIA_MAX_WIDTH[breakpoint]}px){${rules.join('')}}`);
  }
  return blocks.join('\n');
}
