import { defineCommand } from '../command.ts';
import { listHolding, requireElement } from '../element-ops.ts';
import { subtreeIds } from '../tree.ts';

export interface DeleteElementPayload {
  pageId: string;
  elementId: string;
}

/**
 * Deletes an element and everything inside it, and takes it out of its parent's slot (or its
 * section). Selects the next sibling, else the previous one, else the parent, else nothing.
 */
export const deleteElement = defineCommand({
  type: 'delete-element',
  apply(doc, { pageId, elementId }: DeleteElementPayload) {
    const { elements } = requireElement(doc, pageId, elementId);
    const holder = listHolding(doc, pageId, elementId);
    let select: string | null = null;
    if (holder) {
      holder.ids.splice(holder.index, 1);
      select =
        holder.ids[holder.index] ??
        holder.ids[holder.index - 1] ??
        (holder.place.kind === 'slot' ? holder.place.parentId : null);
    }
    for (const id of subtreeIds(elements, elementId)) delete elements[id];
    return { select };
  },
});
