/**
 * Shared steps of the element commands, on immer drafts of the bundle: finding an element and
 * the file it lives in, the list a `Place` points at, taking an element out of its list, fresh
 * ids unique in the whole site, and deep copies of subtrees with new ids.
 */
import { current, isDraft, type Draft } from 'immer';
import type { Element } from '@shared/schema/element.ts';
import type { SiteBundle } from '@shared/schema/site.ts';
import { CommandError, type CommandContext } from './command.ts';
import { elementsOf, homeOf, placeOf, type ElementHome, type Place } from './tree.ts';

/** An element of a page with the file that holds it; refuses an unknown one. */
export interface FoundElement {
  home: ElementHome;
  elements: Record<string, Element>;
  element: Element;
}

export function requireElement(doc: SiteBundle, pageId: string, id: string): FoundElement {
  const home = homeOf(doc, pageId, id);
  const elements = home ? elementsOf(doc, home) : undefined;
  const element = elements?.[id];
  if (!home || !elements || !element) {
    throw new CommandError('command.element.missing', { id });
  }
  return { home, elements, element };
}

export const sameHome = (a: ElementHome, b: ElementHome): boolean =>
  a.kind === 'page'
    ? b.kind === 'page' && a.pageId === b.pageId
    : b.kind === 'section' && a.sectionUid === b.sectionUid;

/** The list a place points at, the file it belongs to, and the element map of that file. */
export interface TargetList {
  home: ElementHome;
  elements: Record<string, Element>;
  /** The live (draft) list of ids: a section's roots or a parent's slot. */
  ids: string[];
  /** A positional slot (`positionalSlots`: a tab's panels), filled up to a drop past its end. */
  positional: boolean;
}

/**
 * The list a place points at. A slot must be one of the parent's component's slots (created
 * empty when the element has none stored yet); a section must be shown on the page.
 */
export function targetList(
  doc: SiteBundle,
  pageId: string,
  place: Place,
  context: CommandContext,
): TargetList {
  if (place.kind === 'section') {
    const page = doc.site.pages.find((p) => p.id === pageId);
    if (!page?.sections.includes(place.sectionUid)) {
      throw new CommandError('command.section.notOnPage', { id: place.sectionUid });
    }
    const own = doc.pages[pageId]?.sections[place.sectionUid];
    if (own) {
      const elements = doc.pages[pageId]?.elements;
      if (!elements) throw new CommandError('command.page.missing', { id: pageId });
      return { home: { kind: 'page', pageId }, elements, ids: own.children, positional: false };
    }
    const shared = doc.sections[place.sectionUid];
    if (!shared) throw new CommandError('command.section.missing', { id: place.sectionUid });
    return {
      home: { kind: 'section', sectionUid: place.sectionUid },
      elements: shared.elements,
      ids: shared.section.children,
      positional: false,
    };
  }
  const { home, elements, element } = requireElement(doc, pageId, place.parentId);
  const slots = slotsOf(element, context);
  if (!slots.includes(place.slot)) {
    const name = element.name ?? context.definition(element.type)?.label ?? element.type;
    throw slots.length === 0
      ? new CommandError('command.slot.none', { name })
      : new CommandError('command.slot.missing', { name, slot: place.slot });
  }
  const children = (element.children ??= {});
  const ids = (children[place.slot] ??= []);
  const positional = !!context.definition(element.type)?.positionalSlots?.includes(place.slot);
  return { home, elements, ids, positional };
}

/** A positional list is never filled past this many places (a tab bar has a few dozen at most). */
const MAX_PLACES = 100;

/**
 * Fills a positional list with empty flexboxes up to `index` places, so what goes at `index`
 * shows at that place (a drop into the panel of tab 3 of tabs with one content). Other lists,
 * and an index within the list, are left as they are.
 */
export function fillPlaces(
  doc: SiteBundle,
  list: TargetList,
  index: number,
  context: CommandContext,
  taken?: Set<string>,
): void {
  if (!list.positional || !Number.isFinite(index)) return;
  const until = Math.min(Math.trunc(index), MAX_PLACES);
  if (list.ids.length >= until) return;
  const ids = taken ?? siteElementIds(doc);
  while (list.ids.length < until) list.ids.push(emptyPlace(list, context, ids));
}

/** A new empty flexbox in the list's file (not yet listed): what an empty place holds. */
export function emptyPlace(list: TargetList, context: CommandContext, taken: Set<string>): string {
  const id = freshId(context, 'flexbox', taken);
  list.elements[id] = { id, type: 'flexbox', children: { default: [] } };
  return id;
}

/** The slots an element's component offers (none for library components and unknown types). */
export function slotsOf(element: Element, context: CommandContext): string[] {
  if (element.type === 'library-component') return [];
  return context.definition(element.type)?.slots ?? [];
}

/** `index` clamped to a list of `length` (where an insertion can go). */
export const clampIndex = (index: number, length: number): number =>
  Number.isFinite(index) ? Math.max(0, Math.min(length, Math.trunc(index))) : length;

/** The live list that holds an element, and its index there (null when nothing lists it). */
export function listHolding(
  doc: SiteBundle,
  pageId: string,
  id: string,
): { ids: string[]; index: number; place: Place } | null {
  const place = placeOf(doc, pageId, id);
  if (!place) return null;
  if (place.kind === 'section') {
    const section =
      doc.pages[pageId]?.sections[place.sectionUid] ?? doc.sections[place.sectionUid]?.section;
    return section ? { ids: section.children, index: place.index, place } : null;
  }
  const parent = homeOf(doc, pageId, place.parentId);
  const ids = parent
    ? elementsOf(doc, parent)?.[place.parentId]?.children?.[place.slot]
    : undefined;
  return ids ? { ids, index: place.index, place } : null;
}

/** Every element id of the site: all pages and all shared sections (ids are unique site-wide). */
export function siteElementIds(doc: SiteBundle): Set<string> {
  const ids = new Set<string>();
  for (const file of Object.values(doc.pages))
    for (const id of Object.keys(file.elements)) ids.add(id);
  for (const file of Object.values(doc.sections)) {
    for (const id of Object.keys(file.elements)) ids.add(id);
  }
  return ids;
}

/** A new id from the context that no element of the site has yet; it is added to `taken`. */
export function freshId(context: CommandContext, prefix: string, taken: Set<string>): string {
  for (let attempt = 0; attempt < 100; attempt++) {
    const id = context.newId(prefix);
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
  throw new CommandError('command.element.noId');
}

/** A deep copy that owns nothing of the source (drafts are read through `current` first). */
const clone = <T extends object>(value: T): T =>
  structuredClone(isDraft(value) ? (current(value as Draft<T>) as T) : value);

/**
 * Copies of the subtrees under `roots` (taken from `source`), every element with a new id and
 * its children lists remapped; names, settings, styles, links and events are kept.
 * Returns the new root ids (in order) and the new elements by id.
 */
export function copySubtrees(
  source: Readonly<Record<string, Element>>,
  roots: readonly string[],
  context: CommandContext,
  taken: Set<string>,
): { roots: string[]; elements: Record<string, Element> } {
  const elements: Record<string, Element> = {};
  const visiting = new Set<string>();
  const copy = (id: string): string | null => {
    const original = source[id];
    if (!original || visiting.has(id)) return null;
    visiting.add(id);
    const newId = freshId(context, original.type, taken);
    const element: Element = { ...clone(original), id: newId };
    if (original.children) {
      const children: Record<string, string[]> = {};
      for (const [slot, ids] of Object.entries(original.children)) {
        children[slot] = ids.map(copy).filter((child): child is string => child !== null);
      }
      element.children = children;
    }
    visiting.delete(id);
    elements[newId] = element;
    return newId;
  };
  const newRoots = roots.map(copy).filter((id): id is string => id !== null);
  return { roots: newRoots, elements };
}

/** Whether `candidate` is `id` itself or inside its subtree. */
export function isWithin(
  elements: Readonly<Record<string, Element>>,
  id: string,
  candidate: string,
): boolean {
  const stack = [id];
  const seen = new Set<string>();
  while (stack.length > 0) {
    const current = stack.pop() as string;
    if (current === candidate) return true;
    if (seen.has(current)) continue;
    seen.add(current);
    for (const ids of Object.values(elements[current]?.children ?? {})) stack.push(...ids);
  }
  return false;
}
