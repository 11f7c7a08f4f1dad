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
export type Container =
  { kind: 'element'; id: string; slot: string } | { kind: 'section'; uid: string };

/**
 * Where the multi-slot components render each slot, as a selector inside the element's root that
 * matches only while the slot is shown. An empty slot has no child to measure: its wrapper stands
 * for it. The components render these for visitors too; the editor only reads them (STYLE 6).
 * Slots shown outside the element (a dialog's content and overlay, in a portal) or hidden (a
 * closed dropdown's panel, a closed accordion's content) are not reached from the canvas.
 * `drop-target.dom.test.tsx` renders each component to keep this in step with it.
 */
export const SLOT_WRAPPERS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  accordion: {
    toggle: '.b-accordion-toggle',
    content: ".b-accordion-content[data-state='open'] > .b-accordion-inner",
  },
  dialog: { trigger: '.b-dialog-trigger' },
  dropdown: { trigger: '.b-dropdown-trigger', dropdown: '.b-dropdown-panel' },
  tabs: { tabsList: '.b-tabs-list', tabsContent: '.b-tabs-panel:not([hidden])' },
};

/**
 * Editor-only CSS put in the frame while a drag is on: an empty slot that is shown opens up as a
 * dashed drop area (it would be 0 px high), like an empty container always does (`styles.ts`).
 */
export const DROP_AREAS_CSS = `${Object.values(SLOT_WRAPPERS)
  .flatMap((slots) => Object.values(slots).map((selector) => `${selector}:empty`))
  .join(',')}{min-height:48px;outline:1px dashed #b8c0b4;outline-offset:-1px}`;

/** What the drop logic reads of the frame (frame viewport coordinates). */
export interface FrameView {
  /** The nearest element (by its `e-{id}` class) and section under a point. */
  hit(point: Point): { elementId: string | null; sectionUid: string | null };
  /** The first rendered box of an element, or null when it is not shown. */
  elementRect(id: string): Rect | null;
  /** The box of the wrapper an element renders a slot in (`SLOT_WRAPPERS`), null when none shows. */
  slotRect(id: string, slot: string): Rect | null;
  sectionRect(uid: string): Rect | null;
  /**
   * The place of a slot's shown wrapper among its kind (the panel of the tab shown: 0, 1, 2…),
   * null when none shows. Read for `positionalSlots`, where child k shows at place k.
   */
  shownPlace(id: string, slot: string): number | null;
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
  known: () => Readonly<Record<string, Element>>,
): FrameView {
  const nodeOf = (id: string) => doc.querySelector<HTMLElement>(`.e-${id}`);
  /** The element's own slot wrapper, not the one of a nested element of the same type. */
  const wrapperOf = (id: string, slot: string): HTMLElement | null => {
    const elements = known();
    const selector = SLOT_WRAPPERS[elements[id]?.type ?? '']?.[slot];
    if (!selector) return null;
    const all = nodeOf(id)?.querySelectorAll<HTMLElement>(selector) ?? [];
    return [...all].find((node) => elementIdOf(node, elements) === id) ?? null;
  };
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
    slotRect: (id, slot) => rect(wrapperOf(id, slot)),
    shownPlace(id, slot) {
      const wrapper = wrapperOf(id, slot);
      const kind = wrapper?.classList[0];
      const siblings = wrapper?.parentElement?.children ?? [];
      return wrapper && kind
        ? [...siblings].filter((node) => node.classList.contains(kind)).indexOf(wrapper)
        : null;
    },
    sectionRect: (uid) => rect(sectionNode(uid)),
    flow(container) {
      if (container.kind === 'section') return flowOfNode(sectionNode(container.uid));
      const { id, slot } = container;
      // Children sit in the slot's wrapper: its layout is the one that counts.
      const child = (known()[id]?.children?.[slot] ?? []).map(nodeOf).find((n) => n !== null);
      return flowOfNode(child?.parentElement ?? wrapperOf(id, slot) ?? nodeOf(id));
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
      : { kind: 'element', id: place.parentId, slot: place.slot };
  /** A slot's own wrapper when it shows (an empty slot's box), else the whole element's. */
  const rectOfContainer = (c: Container) => {
    if (c.kind === 'section') return view.sectionRect(c.uid);
    const slot = view.slotRect(c.id, c.slot);
    return isShown(slot) ? slot : view.elementRect(c.id);
  };

  /** The target for a place (index given) with its indicator. */
  const targetFor = (place: Place): DropTarget | null => {
    const container = containerOf(place);
    const box = rectOfContainer(container);
    if (!box) return null;
    const rects = childrenOf(place).map((id) => view.elementRect(id));
    return { place, indicator: indicatorRect(box, rects, place.index, view.flow(container)) };
  };

  /** A positional slot's shown place past its children (an empty tab's panel), else null. */
  const emptyPlace = (place: Place): number | null => {
    if (place.kind !== 'slot') return null;
    const type = elements[place.parentId]?.type ?? '';
    if (!componentDefinitions[type]?.positionalSlots?.includes(place.slot)) return null;
    const shown = view.shownPlace(place.parentId, place.slot);
    return shown !== null && shown >= childrenOf(place).length ? shown : null;
  };

  /** Inside a container (section or slot), at the index the pointer points to. */
  const inside = (place: Place): DropTarget | null => {
    // Child k shows at place k: a drop there goes at index k, the places before it filled.
    const empty = emptyPlace(place);
    if (empty !== null) {
      const box = place.kind === 'slot' ? view.slotRect(place.parentId, place.slot) : null;
      return box
        ? { place: { ...place, index: empty }, indicator: { kind: 'box', rect: box } }
        : null;
    }
    const rects = childrenOf(place).map((id) => view.elementRect(id));
    const index = indexAt(rects, view.flow(containerOf(place)), point);
    return targetFor({ ...place, index });
  };

  /**
   * The slot of a container the pointer is in: the one whose wrapper (empty or not) or children
   * surround it, else `default`, the component's `addSlot` or the first.
   */
  const slotAt = (element: Element, slots: readonly string[]): string => {
    const under = (r: Rect | null) => isShown(r) && contains(r, point);
    const found = slots.find(
      (slot) =>
        under(view.slotRect(element.id, slot)) ||
        (element.children?.[slot] ?? []).some((id) => under(view.elementRect(id))),
    );
    if (found) return found;
    if (slots.includes('default')) return 'default';
    return componentDefinitions[element.type]?.addSlot ?? slots[0]!;
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
      // Beside it near its edges; a slot shown outside its box (a floating panel) is inside.
      const edge = box && place && contains(box, point) ? edgeOf(box, parentFlow, point) : 'inside';
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
