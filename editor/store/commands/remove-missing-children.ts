import type { SiteBundle } from '@shared/schema/site.ts';
import { defineCommand } from '../command.ts';
import { requireElement } from '../element-ops.ts';
import { elementsOf, homeOf } from '../tree.ts';

export interface RemoveMissingChildrenPayload {
  pageId: string;
  elementId: string;
}

/**
 * Takes out of an element's slots the ids of children that do not exist (a site edited by hand,
 * an element of another file pasted in): the canvas reports them as a problem of that element,
 * and this is its fix. Elements that exist stay, in their order.
 */
export const removeMissingChildren = defineCommand({
  type: 'remove-missing-children',
  apply(doc, { pageId, elementId }: RemoveMissingChildrenPayload) {
    const { elements, element } = requireElement(doc, pageId, elementId);
    for (const [slot, ids] of Object.entries(element.children ?? {})) {
      if (ids.every((id) => Object.hasOwn(elements, id))) continue;
      element.children![slot] = ids.filter((id) => Object.hasOwn(elements, id));
    }
    return { select: elementId };
  },
});

/**
 * True when the element lists a child its file lacks (children live in their parent's file):
 * what this command would take out, and when the canvas offers it.
 */
export function listsMissingChildren(doc: SiteBundle, pageId: string, elementId: string): boolean {
  const home = homeOf(doc, pageId, elementId);
  const elements = home ? elementsOf(doc, home) : undefined;
  if (!elements) return false;
  return Object.values(elements[elementId]?.children ?? {}).some((ids) =>
    ids.some((id) => !Object.hasOwn(elements, id)),
  );
}
