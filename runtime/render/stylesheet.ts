/** The page's elements and sections to style sources, walking from the sections down. */
import { cssStyles } from '@catalogue/properties/css.ts';
import { catalogueEntry } from '@catalogue/registry.ts';
import type { PageData } from '@shared/schema/compose.ts';
import type { Element, Override, Section } from '@shared/schema/element.ts';
import { buildStylesheet, type StyleSource, type Warn } from './css.ts';
import { elementClass, sectionClass } from './classes.ts';
import { displayRule } from './display.ts';
import { resolveStyles, styleDefaults, type Resolver } from './resolve.ts';

export { sectionClass };

/** The display rule on a static `display` style: hidden → none, else an allowed mode. */
function withDisplayRule<T extends Record<string, unknown>>(
  styles: T,
  modes: readonly string[] | undefined,
): T {
  if (!Object.hasOwn(styles, 'display')) return styles;
  const rule = displayRule(styles.display, modes);
  return { ...styles, display: rule.hidden ? 'none' : (rule.display ?? null) };
}

/**
 * Each override's styles as CSS. An override is composed over what it overrides (the base, and
 * for `tablet:hover` the tablet override too), so a background layer changed alone keeps the
 * others.
 */
function resolvedOverrides(
  overrides: Readonly<Record<string, Override>> | undefined,
  ownerId: string,
  resolver: Resolver,
  modes: readonly string[] | undefined,
  base: Readonly<Record<string, unknown>>,
): Record<string, Record<string, unknown>> {
  const resolved: Record<string, Record<string, unknown>> = {};
  for (const [key, override] of Object.entries(overrides ?? {})) {
    if (override.styles) resolved[key] = resolveStyles(override.styles, ownerId, resolver);
  }
  const out: Record<string, Record<string, unknown>> = {};
  for (const [key, styles] of Object.entries(resolved)) {
    const breakpoint = key.includes(':') ? resolved[key.split(':')[0]!] : undefined;
    out[key] = withDisplayRule(cssStyles(styles, { ...base, ...breakpoint }), modes);
  }
  return out;
}

/** Elements reachable from the page's sections, each once, parents before children. */
function reachableElements(data: PageData): Element[] {
  const seen = new Set<string>();
  const out: Element[] = [];
  const visit = (id: string) => {
    const element = Object.hasOwn(data.wwObjects, id) ? data.wwObjects[id] : undefined;
    if (!element || seen.has(id)) return;
    seen.add(id);
    out.push(element);
    for (const ids of Object.values(element.children ?? {})) ids.forEach(visit);
  };
  for (const { uid } of data.page.sections) data.sections[uid]?.children.forEach(visit);
  return out;
}

export function pageStylesheet(data: PageData, resolver: Resolver, warn: Warn): string {
  const sources: StyleSource[] = [];
  for (const { uid } of data.page.sections) {
    const section = data.sections[uid];
    if (!section) continue;
    sources.push(sectionStyleSource(section, resolver, uid));
  }
  for (const element of reachableElements(data))
    sources.push(elementStyleSource(element, resolver));
  return buildStylesheet(sources, warn);
}

/** A section's styles (the editor's canvas builds them one section at a time). */
export function sectionStyleSource(
  section: Section,
  resolver: Resolver,
  uid = section.uid,
): StyleSource {
  return {
    className: sectionClass(uid),
    owner: `section "${uid}"`,
    base: cssStyles(resolveStyles(section.styles, uid, resolver)),
  };
}

/** An element's styles: its component's defaults, its own, and its overrides. */
export function elementStyleSource(element: Element, resolver: Resolver): StyleSource {
  const definition = catalogueEntry(element.type)?.definition;
  const base = {
    ...styleDefaults(definition, resolver),
    ...resolveStyles(element.styles, element.id, resolver),
  };
  return {
    className: elementClass(element.id),
    owner: `element "${element.id}"`,
    base: withDisplayRule(cssStyles(base), definition?.displayModes),
    overrides: resolvedOverrides(
      element.overrides,
      element.id,
      resolver,
      definition?.displayModes,
      base,
    ),
  };
}
