/** Where "add" (Enter or click on a palette item) puts a new component. */
import { componentDefinitions } from '@catalogue/definitions.ts';
import type { SiteBundle } from '@shared/schema/site.ts';
import { elementOn, pageSections, placeOf, type Place } from '../../store/tree.ts';

/**
 * Into the selected element when it takes children (the end of its `addSlot`, else of its first
 * slot: a dropdown's panel, not its trigger), else right after the selection, in its own slot (a
 * selection in a dropdown's panel adds there, not to the trigger), else at the end of the page's
 * first section; null when the page has no section at all.
 */
export function addTarget(doc: SiteBundle, pageId: string, selection: string | null): Place | null {
  const selected = selection ? elementOn(doc, pageId, selection) : undefined;
  if (selected) {
    const definition = componentDefinitions[selected.type];
    const slot = definition?.addSlot ?? definition?.slots?.[0];
    if (slot) {
      const index = selected.children?.[slot]?.length ?? 0;
      return { kind: 'slot', parentId: selected.id, slot, index };
    }
    const place = placeOf(doc, pageId, selected.id);
    if (place) return { ...place, index: place.index + 1 };
  }
  const first = pageSections(doc, pageId)[0];
  return first ? { kind: 'section', sectionUid: first.uid, index: first.children.length } : null;
}
