import type { Element, Override } from '@shared/schema/element.ts';
import {
  isFormulaValue,
  isLangValue,
  type PropertyMap,
  type PropertyValue,
} from '@shared/schema/values.ts';
import { CommandError, defineCommand } from '../command.ts';
import { requireElement } from '../element-ops.ts';
import type { BreakpointName } from '../state.ts';
import { defaultLangOf } from '@shared/routing/page-lang.ts';

export interface SetPropertyPayload {
  pageId: string;
  elementId: string;
  /** `settings` writes the element's `props`, `style` its `styles`. */
  section: 'settings' | 'style';
  name: string;
  /** The new value; undefined removes it (back to the default, or to what a wider level sets). */
  value: PropertyValue | undefined;
  /** Default desktop (the element's own props/styles); tablet and mobile write overrides. */
  breakpoint?: BreakpointName;
  /** A style state (`hover`, `focus`…): writes the `hover` or `tablet:hover` override. */
  state?: string | null;
  /**
   * The content language being edited. On a multi-language property, a plain value is written
   * for that language only, inside `{ $lang: {…} }`.
   */
  lang?: string;
}

/** The override a breakpoint and state write to (`tablet`, `hover`, `tablet:hover`), or null for the element itself. */
export function overrideKey(breakpoint?: BreakpointName, state?: string | null): string | null {
  const wide = !breakpoint || breakpoint === 'desktop';
  if (!state) return wide ? null : breakpoint;
  return wide ? state : `${breakpoint}:${state}`;
}

const mapName = (section: SetPropertyPayload['section']) =>
  section === 'settings' ? ('props' as const) : ('styles' as const);

/** The map a value lives in at a level (read only). */
function mapAt(element: Element, key: string | null, section: SetPropertyPayload['section']) {
  const holder: Element | Override | undefined = key ? element.overrides?.[key] : element;
  return holder?.[mapName(section)];
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The value to store for a language: the other languages are kept. */
function withLanguage(
  current: PropertyValue | undefined,
  value: PropertyValue,
  lang: string,
  defaultLang: string,
): PropertyValue {
  if (isLangValue(current)) return { $lang: { ...current.$lang, [lang]: value } };
  if (current !== undefined && current !== null && !isFormulaValue(current)) {
    // A plain value was the text of every language: it stays the default language's.
    return { $lang: { [defaultLang]: current, [lang]: value } };
  }
  return { $lang: { [lang]: value } };
}

/**
 * Sets (or removes) one setting or style of an element, at the breakpoint and state edited.
 * Typing into a field merges into one undo step until the field is left.
 */
export const setProperty = defineCommand({
  type: 'set-property',
  apply(doc, payload: SetPropertyPayload, context) {
    const { pageId, elementId, section, name, value, breakpoint, state, lang } = payload;
    if (!name) throw new CommandError('command.property.nameMissing');
    const { element } = requireElement(doc, pageId, elementId);
    const key = overrideKey(breakpoint, state);
    const map = mapName(section);
    const current = mapAt(element, key, section)?.[name];

    let next = value;
    if (lang && value !== undefined && !isFormulaValue(value) && !isLangValue(value)) {
      const definition = context.definition(element.type)?.properties[name];
      // At an override with nothing set yet, the other languages come from the element's own
      // value; with nothing set at all, from the component's default ("Button" / "Bouton"), so
      // writing the French text keeps the English one the author saw.
      const base =
        current ??
        (key ? mapAt(element, null, section)?.[name] : undefined) ??
        (isLangValue(definition?.default) ? definition.default : undefined);
      if (definition?.multiLang || isLangValue(base)) {
        const defaultLang = defaultLangOf(doc.site.langs);
        next = withLanguage(base, value, lang, defaultLang);
      }
    }
    if (same(current, next)) return;

    if (next === undefined) {
      if (current === undefined) return;
      const holder: Element | Override | undefined = key ? element.overrides?.[key] : element;
      const values = holder?.[map];
      if (!holder || !values) return;
      delete values[name];
      if (Object.keys(values).length === 0) delete holder[map];
      if (key && element.overrides && Object.keys(holder).length === 0) {
        delete element.overrides[key];
        if (Object.keys(element.overrides).length === 0) delete element.overrides;
      }
      return;
    }
    let holder: Element | Override = element;
    if (key) {
      element.overrides ??= {};
      holder = element.overrides[key] ??= {};
    }
    const values: PropertyMap = (holder[map] ??= {});
    values[name] = next;
  },
  mergeKey: ({ elementId, section, name, breakpoint, state, lang }) =>
    `prop:${elementId}:${section}:${name}:${overrideKey(breakpoint, state) ?? 'desktop'}:${lang ?? ''}`,
});
