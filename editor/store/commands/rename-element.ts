import { CommandError, defineCommand } from '../command.ts';
import { elementsOf, homeOf } from '../tree.ts';

export interface RenameElementPayload {
  pageId: string;
  elementId: string;
  /** The navigator name; empty or blank goes back to the component's label. */
  name: string;
}

/** Renames an element in the navigator (typing a name is one undo step). */
export const renameElement = defineCommand({
  type: 'rename-element',
  apply(doc, { pageId, elementId, name }: RenameElementPayload) {
    const home = homeOf(doc, pageId, elementId);
    const element = home ? elementsOf(doc, home)?.[elementId] : undefined;
    if (!element) throw new CommandError('command.element.missing', { id: elementId });
    const trimmed = name.trim();
    if (trimmed === '') delete element.name;
    else element.name = trimmed.slice(0, 200);
  },
  mergeKey: ({ elementId }) => `rename:${elementId}`,
});
