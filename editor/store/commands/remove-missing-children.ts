import { requireElement } from '../element-ops.ts';
import { defineCommand } from '../command.ts';

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
