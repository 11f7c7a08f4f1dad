import { CommandError, defineCommand } from '../command.ts';
import { clampIndex, copySubtrees, siteElementIds, targetList } from '../element-ops.ts';
import type { Clipboard } from '../state.ts';
import type { Place } from '../tree.ts';

export interface PasteElementsPayload {
  pageId: string;
  /** From `copyElements` (clipboard.ts), taken from this page or any other. */
  clipboard: Clipboard;
  /** Where the copies go, in the clipboard's order (`pasteTarget` gives the usual place). */
  target: Place;
}

/**
 * Pastes copied elements with everything inside them: new ids unique in the whole site,
 * children remapped, names kept; events whose workflow the destination cannot reach are dropped.
 * Selects the first pasted element.
 */
export const pasteElements = defineCommand({
  type: 'paste-elements',
  apply(doc, { pageId, clipboard, target }: PasteElementsPayload, context) {
    const list = targetList(doc, pageId, target, context);
    const copy = copySubtrees(clipboard.elements, clipboard.roots, context, siteElementIds(doc));
    if (copy.roots.length === 0) throw new CommandError('command.paste.empty');
    // Events run workflows of the file they come from: keep those the new file can reach
    // (site workflows, and the page's own when pasted in a page file), else the file is invalid.
    const reachable = new Set(Object.keys(doc.site.workflows));
    if (list.home.kind === 'page') {
      for (const id of Object.keys(doc.pages[list.home.pageId]?.workflows ?? {})) reachable.add(id);
    }
    for (const element of Object.values(copy.elements)) {
      const events = element.events?.filter((event) => reachable.has(event.workflowId));
      if (events?.length) element.events = events;
      else delete element.events;
    }
    Object.assign(list.elements, copy.elements);
    list.ids.splice(clampIndex(target.index, list.ids.length), 0, ...copy.roots);
    return { select: copy.roots[0] ?? null };
  },
});
