/**
 * Where a drag would land on the canvas: the container (an element whose component has slots,
 * or a section) and the index among its children, from the pointer and the rects of what the
 * frame shows. The frame is read through `FrameView` (the DOM one is `domFrameView`), so the
 * decision is tested without a browser.
 */
import { componentDefinitions } from '@catalogue/definitions.ts';
import type { Element } from '@shared/schema/element.ts';
import type { SiteBundle } from '@shared/schema/site.ts';
import { pageElements, pageSections, placeOf, subtreeIds, type Place } from '../store/tree.ts';
import {
  COLUMN,
  contains,
  edgeOf,
  flowOf,
  indexAt,
  indicatorRect,
  isShown,
  sideOf,
  type Flow,
  type Point,
  type Rect,
} from './geometry.ts';

/** Drag data (`active.data.current`) the canvas accepts. */
export type DragData = { kind: 'new'; componentType: string } | { kind: 'move'; elementId: string };

export function dragDataOf(value: unknown): DragData | null {
  if (typeof value !== 'object' || value === null) return null;
  const data = value as Record<string, unknown>;
  if (data.kind === 'new' && typeof data.componentType === 'string')
    return { kind: 'new', componentType: data.componentType };
  if (data.kind === 'move' && typeof data.elementId === 'string')
    return { kind: 'move', elementId: data.elementId };
  return null;
}

/** A container on the canvas: an element's slot or a section. */
export type Container = { kind: 'element'; id: string } | { kind: 'section'; uid: string };

/** What the drop logic reads of the frame (frame viewport coordinates). */
export interface FrameView {
  /** The nearest element (by its `e-{id}` class) and section under a point. */
  hit(point: Point): { elementId: string | null; sectionUid: string | null };
  /** The first rendered box of an element, or null when it is not shown. */
  elementRect(id: string): Rect | null;
  sectionRect(uid: string): Rect | null;
  /** How a container lays out its children. */
  flow(container: Container): Flow;
  /** The last section's uid, for a drop below everything. */
  lastSection(): string | null;
}

export interface DropTarget {
  place: Place;
  /** The indicator, in frame coordinates: a line between children, or the container's box. */
  indicator: { kind: 'line' | 'box'; rect: Rect };
}

/** The element id of the nearest `e-{id}` class from a node up, among known elements. */
export function elementIdOf(
  node: globalThis.Element | null,
  known: Readonly<Record<string, unknown>>,
): string | null {
  for (let at = node; at; at = at.parentElement) {
    for (const name of at.classList) {
      if (name.startsWith('e-') && Object.hasOwn(known, name.slice(2))) return name.slice(2);
    }
  }
  return null;
}

/** The frame's DOM as a `FrameView`. */
export function domFrameView(
  doc: Document,
  known: () => Readonly<Record<string, unknown>>,
): FrameView {
  const nodeOf = (id: string) => doc.querySelector<HTMLElement>(`.e-${id}`);
  const sectionNode = (uid: string) =>
    [...doc.querySelectorAll<HTMLElement>('section[data-section]')].find(
      (s) => s.dataset.section === uid,
    ) ?? null;
  const rect = (node: HTMLElement | null): Rect | null => {
    if (!node) return null;
    const r = node.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height };
  };
  const flowOfNode = (node: HTMLElement | null): Flow => {
    if (!node) return COLUMN;
    const style = doc.defaultView?.getComputedStyle(node);
    return style ? flowOf(style.display, style.flexDirection) : COLUMN;
  };
  return {
    hit(point) {
      const node = doc.elementFromPoint(point.x, point.y);
      return {
        elementId: elementIdOf(node, known()),
        sectionUid: node?.closest<HTMLElement>('section[data-section]')?.dataset.section ?? null,
      };
    },
    elementRect: (id) => rect(nodeOf(id)),
    sectionRect: (uid) => rect(sectionNode(uid)),
    flow(container) {
      if (container.kind === 'section') return flowOfNode(sectionNode(container.uid));
      const node = nodeOf(container.id);
      // Children may sit in an inner wrapper: its layout is the one that counts.
      const elements = known() as Record<string, Element>;
      const child = Object.values(elements[container.id]?.children ?? {})
        .flat()
        .map(nodeOf)
        .find((n) => n !== null);
      return flowOfNode(child?.parentElement ?? node);
    },
    lastSection() {
      const all = doc.querySelectorAll<HTMLElement>('section[data-section]');
      return all[all.length - 1]?.dataset.section ?? null;
    },
  };
}

/** Computes the drop target under `point`, or null when nothing on the page can take the drop. */
export function dropTargetAt(
  doc: SiteBundle,
  pageId: string,
  view: FrameView,
  point: Point,
  drag: DragData,
): DropTarget | null {
  const elements = pageElements(doc, pageId);
  const sections = new Map(pageSections(doc, pageId).map((s) => [s.uid, s]));
  const moved = drag.kind === 'move' ? new Set(subtreeIds(elements, drag.elementId)) : null;

  const childrenOf = (place: Place): readonly string[] =>
    place.kind === 'section'
      ? (sections.get(place.sectionUid)?.children ?? [])
      : (elements[place.parentId]?.children?.[place.slot] ?? []);
  const containerOf = (place: Place): Container =>
    place.kind === 'section'
      ? { kind: 'section', uid: place.sectionUid }
      : { kind: 'element', id: place.parentId };
  const rectOfContainer = (c: Container) =>
    c.kind === 'section' ? view.sectionRect(c.uid) : view.elementRect(c.id);

  /** The target for a place (index given) with its indicator. */
  const targetFor = (place: Place): DropTarget | null => {
    const container = containerOf(place);
    const box = rectOfContainer(container);
    if (!box) return null;
    const rects = childrenOf(place).map((id) => view.elementRect(id));
    return { place, indicator: indicatorRect(box, rects, place.index, view.flow(container)) };
  };

  /** Inside a container (section or slot), at the index the pointer points to. */
  const inside = (place: Place): DropTarget | null => {
    const rects = childrenOf(place).map((id) => view.elementRect(id));
    const index = indexAt(rects, view.flow(containerOf(place)), point);
    return targetFor({ ...place, index });
  };

  /** The slot of a container the pointer is in: the one whose children surround it, else the first. */
  const slotAt = (element: Element, slots: readonly string[]): string => {
    for (const slot of slots) {
      const rects = (element.children?.[slot] ?? []).map((id) => view.elementRect(id));
      if (rects.some((r) => isShown(r) && contains(r, point))) return slot;
    }
    return slots.includes('default') ? 'default' : slots[0]!;
  };

  const hit = view.hit(point);
  let id = hit.elementId;
  // Inside the moved element: it cannot go into itself, so it stands for its whole subtree.
  if (id && moved?.has(id) && drag.kind === 'move') id = drag.elementId;

  const element = id ? elements[id] : undefined;
  if (id && element) {
    const slots = componentDefinitions[element.type]?.slots ?? [];
    const place = placeOf(doc, pageId, id);
    const box = view.elementRect(id);
    const parentFlow = place ? view.flow(containerOf(place)) : COLUMN;
    if (slots.length > 0 && !moved?.has(id)) {
      const edge = box && place ? edgeOf(box, parentFlow, point) : 'inside';
      if (edge === 'inside' || !place) {
        return inside({ kind: 'slot', parentId: id, slot: slotAt(element, slots), index: 0 });
      }
      return targetFor({ ...place, index: place.index + (edge === 'after' ? 1 : 0) });
    }
    if (!place) return null;
    const side = box ? sideOf(box, parentFlow, point) : 'after';
    return targetFor({ ...place, index: place.index + (side === 'after' ? 1 : 0) });
  }
  const uid = hit.sectionUid ?? view.lastSection();
  if (!uid || !sections.has(uid)) return null;
  return inside({ kind: 'section', sectionUid: uid, index: 0 });
}
