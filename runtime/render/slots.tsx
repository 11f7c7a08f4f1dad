/**
 * An element's children per slot, each in place when its subtree is plain (`inlineLeaf`) or as
 * an element view of its own; the default slot of a repeated list holds them once per item.
 */
import type { ComponentType, ReactNode } from 'react';
import type { Element } from '@shared/schema/element.ts';
import type { ItemContext } from '../state/site-runtime.ts';
import type { RenderContextValue } from './context.ts';
import { inlineLeaf, NO_SLOTS } from './inline-leaf.tsx';
import { planOf } from './plan.ts';

/** Where an element view stands: what `ElementView` takes. */
export interface ElementViewProps {
  id: string;
  /** Ids from the section (or library component root) down to the parent: `/a/b/`. */
  path?: string;
  /** The item of the nearest repeated list around it. */
  item?: ItemContext | undefined;
  /** Library components it is inside, outermost first: `|c1|c2|`. */
  library?: string;
}

/** A stable key for a repeated item: its `id` when it has one, else its position. */
export function keyOfItem(data: unknown, index: number): string {
  if (typeof data === 'object' && data !== null && 'id' in data) {
    const id = (data as { id: unknown }).id;
    if (typeof id === 'string' || typeof id === 'number') return `id-${id}`;
  }
  return `at-${index}`;
}

export function renderSlots(
  context: RenderContextValue,
  element: Element,
  repeat: readonly unknown[] | null,
  parentPath: string,
  item: ItemContext | undefined,
  library: string,
  View: ComponentType<ElementViewProps>,
): Record<string, ReactNode> {
  const { slots: planned } = planOf(element);
  if (planned.length === 0) return NO_SLOTS;
  const path = `${parentPath}${element.id}/`;
  const child = (childId: string, shownItem: ItemContext | undefined, key: string) =>
    inlineLeaf(context, childId, shownItem, key) ?? (
      <View key={key} id={childId} path={path} item={shownItem} library={library} />
    );
  const slots: Record<string, ReactNode> = {};
  for (const [slot, childIds] of planned) {
    for (const childId of childIds) {
      if (!Object.hasOwn(context.elements, childId)) {
        context.reportOnce(
          element.id,
          `[baobab] element "${element.id}" lists a child "${childId}" that does not exist`,
        );
      }
    }
    if (repeat && slot === 'default') {
      const children: ReactNode[] = [];
      repeat.forEach((data, index) => {
        // One item object per entry: its elements share it (and the formula scope made for it).
        const repeated: ItemContext = { data, index };
        const itemKey = keyOfItem(data, index);
        childIds.forEach((childId, i) =>
          children.push(child(childId, repeated, `${itemKey}:${childId}:${i}`)),
        );
      });
      slots[slot] = children;
    } else {
      slots[slot] = childIds.map((childId, i) => child(childId, item, `${childId}:${i}`));
    }
  }
  return slots;
}
