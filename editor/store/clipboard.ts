/**
 * Copy and paste of elements: what `copyElements` takes from a page can be pasted by
 * `paste-elements` on any page (new ids there). `pasteTarget` says where a paste goes.
 */
import type { Element } from '@shared/schema/element.ts';
import type { SiteBundle } from '@shared/schema/site.ts';
import type { Clipboard } from './state.ts';
import {
  ancestorsOf,
  pageElements,
  pageSections,
  placeOf,
  subtreeIds,
  type Place,
} from './tree.ts';

/**
 * The elements `ids` of a page with everything inside them. An id inside another copied one is
 * not a root of its own (it comes with its ancestor); unknown ids are skipped. The elements are
 * the document's own (frozen) objects: paste copies them.
 */
export function copyElements(doc: SiteBundle, pageId: string, ids: readonly string[]): Clipboard {
  const all = pageElements(doc, pageId);
  const wanted = new Set(ids.filter((id) => all[id]));
  const roots = [...wanted].filter(
    (id) => !ancestorsOf(doc, pageId, id).some((ancestor) => wanted.has(ancestor)),
  );
  const elements: Record<string, Element> = {};
  for (const root of roots) {
    for (const id of subtreeIds(all, root)) {
      const element = all[id];
      if (element) elements[id] = element;
    }
  }
  return { roots, elements };
}

/**
 * Where a paste goes: right after the selected element (in its slot or section), else at the
 * end of the page's first section; null when the page has no section to paste into.
 */
export function pasteTarget(
  doc: SiteBundle,
  pageId: string,
  selection: string | null,
): Place | null {
  const place = selection ? placeOf(doc, pageId, selection) : null;
  if (place) return { ...place, index: place.index + 1 };
  const first = pageSections(doc, pageId)[0];
  return first ? { kind: 'section', sectionUid: first.uid, index: first.children.length } : null;
}
