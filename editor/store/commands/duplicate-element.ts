import { CommandError, defineCommand } from '../command.ts';
import { copySubtrees, listHolding, requireElement, siteElementIds } from '../element-ops.ts';

export interface DuplicateElementPayload {
  pageId: string;
  elementId: string;
}

/** Copies an element and everything inside it (new ids, names kept) right after it; selects the copy. */
export const duplicateElement = defineCommand({
  type: 'duplicate-element',
  apply(doc, { pageId, elementId }: DuplicateElementPayload, context) {
    const { elements } = requireElement(doc, pageId, elementId);
    const holder = listHolding(doc, pageId, elementId);
    if (!holder) throw new CommandError('command.element.notPlaced', { id: elementId });
    const copy = copySubtrees(elements, [elementId], context, siteElementIds(doc));
    const [rootId] = copy.roots;
    if (!rootId) throw new CommandError('command.element.notCopied', { id: elementId });
    Object.assign(elements, copy.elements);
    holder.ids.splice(holder.index + 1, 0, rootId);
    return { select: rootId };
  },
});
