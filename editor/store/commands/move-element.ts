import { CommandError, defineCommand } from '../command.ts';
import {
  clampIndex,
  emptyPlace,
  fillPlaces,
  isWithin,
  listHolding,
  requireElement,
  sameHome,
  siteElementIds,
  targetList,
} from '../element-ops.ts';
import type { Place } from '../tree.ts';

export interface MoveElementPayload {
  pageId: string;
  elementId: string;
  /**
   * Where it goes. The index counts positions in the target list as it is before the element
   * is taken out: moving `cta` before `title` in `box` is index 0, `title` after `cta` index 2.
   */
  target: Place;
}

/** Moves an element (with everything inside it) to another place of the same file. */
export const moveElement = defineCommand({
  type: 'move-element',
  apply(doc, { pageId, elementId, target }: MoveElementPayload, context) {
    const moved = requireElement(doc, pageId, elementId);
    if (target.kind === 'slot' && isWithin(moved.elements, elementId, target.parentId)) {
      throw new CommandError('command.move.intoItself');
    }
    const to = targetList(doc, pageId, target, context);
    if (!sameHome(moved.home, to.home)) {
      throw new CommandError('command.move.betweenFiles');
    }
    const from = listHolding(doc, pageId, elementId);
    if (to.positional && target.index > to.ids.length) {
      // Past the end of a positional list (an empty tab's panel): at that place, the places
      // before it filled. Its old place in the same list keeps its place, empty, so the other
      // tabs keep their contents.
      const taken = siteElementIds(doc);
      if (from?.ids === to.ids) from.ids[from.index] = emptyPlace(to, context, taken);
      else from?.ids.splice(from.index, 1);
      fillPlaces(doc, to, target.index, context, taken);
      to.ids.push(elementId);
      return { select: elementId };
    }
    let index = clampIndex(target.index, to.ids.length);
    if (from) {
      if (from.ids === to.ids) {
        // Same list: the positions just before and just after the element are where it is.
        if (index === from.index || index === from.index + 1) return;
        if (index > from.index) index -= 1;
      }
      from.ids.splice(from.index, 1);
    }
    to.ids.splice(index, 0, elementId);
    return { select: elementId };
  },
});
