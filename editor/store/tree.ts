/**
 * Reading the element tree of a page: where an element lives (the page file or a shared
 * section file), its parent and slot, its ancestors. Elements are a flat map by id; a parent
 * lists its children's ids per slot, a section its root elements.
 */
import type { Element, Section } from '@shared/schema/element.ts';
import type { SiteBundle } from '@shared/schema/site.ts';

/** Where an element sits: in a slot of a parent element, or at the root of a section. */
export type Place =
  | { kind: 'slot'; parentId: string; slot: string; index: number }
  | { kind: 'section'; sectionUid: string; index: number };

/** The files an element of a page can live in, as paths into the bundle. */
export type ElementHome =
  { kind: 'page'; pageId: string } | { kind: 'section'; sectionUid: string };

/** The sections of a page in display order, with the shared ones resolved. */
export function pageSections(doc: SiteBundle, pageId: string): Section[] {
  const page = doc.site.pages.find((p) => p.id === pageId);
  const file = doc.pages[pageId];
  if (!page || !file) return [];
  const out: Section[] = [];
  for (const uid of page.sections) {
    const section = file.sections[uid] ?? doc.sections[uid]?.section;
    if (section) out.push(section);
  }
  return out;
}

/** Which file holds an element shown on a page. */
export function homeOf(doc: SiteBundle, pageId: string, id: string): ElementHome | null {
  if (doc.pages[pageId]?.elements[id]) return { kind: 'page', pageId };
  const page = doc.site.pages.find((p) => p.id === pageId);
  for (const uid of page?.sections ?? []) {
    if (doc.sections[uid]?.elements[id]) return { kind: 'section', sectionUid: uid };
  }
  return null;
}

/** The elements map an element lives in (works on immer drafts too). */
export function elementsOf(
  doc: SiteBundle,
  home: ElementHome,
): Record<string, Element> | undefined {
  return home.kind === 'page'
    ? doc.pages[home.pageId]?.elements
    : doc.sections[home.sectionUid]?.elements;
}

/** An element of a page (its own or a shared section's). */
export function elementOn(doc: SiteBundle, pageId: string, id: string): Element | undefined {
  const home = homeOf(doc, pageId, id);
  return home ? elementsOf(doc, home)?.[id] : undefined;
}

/** Every element shown on a page, by id (page elements and shared sections' elements). */
export function pageElements(doc: SiteBundle, pageId: string): Record<string, Element> {
  const page = doc.site.pages.find((p) => p.id === pageId);
  const own = doc.pages[pageId]?.elements ?? {};
  const shared = (page?.sections ?? []).filter((uid) => doc.sections[uid]);
  if (shared.length === 0) return own;
  const all = { ...own };
  for (const uid of shared) Object.assign(all, doc.sections[uid]?.elements);
  return all;
}

/** Where an element sits on a page, or null when nothing lists it. */
export function placeOf(doc: SiteBundle, pageId: string, id: string): Place | null {
  for (const section of pageSections(doc, pageId)) {
    const index = section.children.indexOf(id);
    if (index >= 0) return { kind: 'section', sectionUid: section.uid, index };
  }
  const elements = pageElements(doc, pageId);
  for (const parent of Object.values(elements)) {
    for (const [slot, ids] of Object.entries(parent.children ?? {})) {
      const index = ids.indexOf(id);
      if (index >= 0) return { kind: 'slot', parentId: parent.id, slot, index };
    }
  }
  return null;
}

/**
 * `placeOf`, trying `hint` (the place found before) first: one lookup while the element has not
 * moved to another parent, instead of a walk over every element of the page. Where it is among
 * its siblings is read again each time.
 */
export function placeNear(
  doc: SiteBundle,
  pageId: string,
  id: string,
  hint: Place | null,
): Place | null {
  if (hint) {
    const ids =
      hint.kind === 'slot'
        ? elementOn(doc, pageId, hint.parentId)?.children?.[hint.slot]
        : pageSections(doc, pageId).find((s) => s.uid === hint.sectionUid)?.children;
    const index = ids?.indexOf(id) ?? -1;
    if (index >= 0) return index === hint.index ? hint : { ...hint, index };
  }
  return placeOf(doc, pageId, id);
}

/** The parent element's id, or null for a section root (or an unknown element). */
export function parentOf(doc: SiteBundle, pageId: string, id: string): string | null {
  const place = placeOf(doc, pageId, id);
  return place?.kind === 'slot' ? place.parentId : null;
}

/** Ancestors from the parent up to the section root. */
export function ancestorsOf(doc: SiteBundle, pageId: string, id: string): string[] {
  const out: string[] = [];
  let current = parentOf(doc, pageId, id);
  while (current && !out.includes(current)) {
    out.push(current);
    current = parentOf(doc, pageId, current);
  }
  return out;
}

/** The element and all its descendants' ids, depth first (cycles are cut). */
export function subtreeIds(elements: Record<string, Element>, rootId: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || !elements[id]) return;
    seen.add(id);
    out.push(id);
    for (const ids of Object.values(elements[id].children ?? {})) ids.forEach(visit);
  };
  visit(rootId);
  return out;
}

/**
 * The objects a page is read from: its list of sections, its file's elements and sections, the
 * shared sections it shows. Immer keeps unchanged objects identical, so when each one is the
 * same as before (`sameItems`) nothing on the page changed.
 */
export function pageSources(doc: SiteBundle, pageId: string): unknown[] {
  const page = doc.site.pages.find((p) => p.id === pageId);
  const file = doc.pages[pageId];
  const out: unknown[] = [page?.sections, file?.elements, file?.sections];
  for (const uid of page?.sections ?? []) out.push(doc.sections[uid]);
  return out;
}

/** Same length and the same items (by identity) in the same order. */
export const sameItems = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);
