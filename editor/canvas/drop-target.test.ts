import { describe, expect, it } from 'vitest';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import { testStore, withTabs } from '../store/testing.ts';
import {
  dragDataOf,
  dropTargetAt,
  type Container,
  type DragData,
  type FrameView,
} from './drop-target.ts';
import type { Flow, Rect } from './geometry.ts';

const box = (left: number, top: number, width: number, height: number): Rect => ({
  left,
  top,
  width,
  height,
});

/**
 * The fixture page laid out: section nav (0-50) › logo; section hero (50-400) › box (flex row,
 * 10-590 × 60-390) › title (20-200 × 70-130), cta (220-300 × 70-110).
 */
const RECTS: Record<string, Rect> = {
  logo: box(10, 10, 100, 30),
  box: box(10, 60, 580, 330),
  title: box(20, 70, 180, 60),
  cta: box(220, 70, 80, 40),
};
const SECTIONS: Record<string, Rect> = { nav: box(0, 0, 600, 50), hero: box(0, 50, 600, 350) };
const FLOWS: Record<string, Flow> = {
  box: { axis: 'row', reverse: false },
};

/**
 * The frame with these element rects and slot wrappers (`{id}.{slot}`). A wrapper belongs to its
 * element in the DOM: a point in it hits the element, even outside the element's own box.
 */
function view(
  rects = RECTS,
  slots: Record<string, Rect> = {},
  places: Record<string, number> = {},
): FrameView {
  const inside = (r: Rect, x: number, y: number) =>
    x >= r.left && x <= r.left + r.width && y >= r.top && y <= r.top + r.height;
  const boxes: Array<[string, Rect]> = [
    ...Object.entries(rects),
    ...Object.entries(slots).map(([key, r]): [string, Rect] => [key.split('.')[0]!, r]),
  ];
  return {
    hit({ x, y }) {
      // The innermost element under the point: smallest rect containing it.
      const hits = boxes
        .filter(([, r]) => inside(r, x, y))
        .sort(([, a], [, b]) => a.width * a.height - b.width * b.height);
      const section = Object.entries(SECTIONS).find(([, r]) => inside(r, x, y));
      return { elementId: hits[0]?.[0] ?? null, sectionUid: section?.[0] ?? null };
    },
    elementRect: (id) => rects[id] ?? null,
    slotRect: (id, slot) => slots[`${id}.${slot}`] ?? null,
    shownPlace: (id, slot) => places[`${id}.${slot}`] ?? (slots[`${id}.${slot}`] ? 0 : null),
    sectionRect: (uid) => SECTIONS[uid] ?? null,
    flow: (c: Container) =>
      (c.kind === 'element' && FLOWS[c.id]) || { axis: 'column', reverse: false },
    lastSection: () => 'hero',
  };
}

const NEW = { kind: 'new', componentType: 'text' } as const;

describe('the drop target under the pointer', () => {
  it('reads drag data', () => {
    expect(dragDataOf({ kind: 'new', componentType: 'text' })).toEqual(NEW);
    expect(dragDataOf({ kind: 'move', elementId: 'cta' })).toEqual({
      kind: 'move',
      elementId: 'cta',
    });
    expect(dragDataOf({ kind: 'other' })).toBeNull();
    expect(dragDataOf(undefined)).toBeNull();
  });

  it('drops before or after a leaf along its parent row', () => {
    const { doc } = testStore().getState();
    const before = dropTargetAt(doc, 'home', view(), { x: 230, y: 90 }, NEW);
    expect(before?.place).toEqual({ kind: 'slot', parentId: 'box', slot: 'default', index: 1 });
    expect(before?.indicator.kind).toBe('line');
    const after = dropTargetAt(doc, 'home', view(), { x: 290, y: 90 }, NEW);
    expect(after?.place).toEqual({ kind: 'slot', parentId: 'box', slot: 'default', index: 2 });
  });

  it('drops inside a container at the index between its children', () => {
    const { doc } = testStore().getState();
    // In the box, right of the cta, away from the box's edges.
    const end = dropTargetAt(doc, 'home', view(), { x: 400, y: 200 }, NEW);
    expect(end?.place).toEqual({ kind: 'slot', parentId: 'box', slot: 'default', index: 2 });
    // On the box's left edge: beside it in the hero section (a column).
    const edge = dropTargetAt(doc, 'home', view(), { x: 300, y: 62 }, NEW);
    expect(edge?.place).toEqual({ kind: 'section', sectionUid: 'hero', index: 0 });
  });

  it('drops into a section from its empty area, and below everything into the last one', () => {
    const { doc } = testStore().getState();
    const nav = dropTargetAt(doc, 'home', view(), { x: 400, y: 30 }, NEW);
    expect(nav?.place).toEqual({ kind: 'section', sectionUid: 'nav', index: 1 });
    const below = dropTargetAt(doc, 'home', view(), { x: 400, y: 900 }, NEW);
    expect(below?.place).toEqual({ kind: 'section', sectionUid: 'hero', index: 1 });
  });

  it('never drops a moved element inside itself: its subtree stands for it', () => {
    const { doc } = testStore().getState();
    const move = { kind: 'move', elementId: 'box' } as const;
    // Over the title, inside the moved box: before or after the box in its section.
    const target = dropTargetAt(doc, 'home', view(), { x: 50, y: 300 }, move);
    expect(target?.place).toEqual({ kind: 'section', sectionUid: 'hero', index: 1 });
    const onTitle = dropTargetAt(doc, 'home', view(), { x: 50, y: 75 }, move);
    expect(onTitle?.place.kind).toBe('section');
  });
});

/**
 * The hero section holds tabs (60-148: headers 60-100, its empty shown panel 100-148) and a
 * dropdown (200-240) whose trigger holds a label and whose dropdown slot is empty.
 */
function slotted() {
  const doc = fixtureSite();
  const home = doc.pages.home!;
  home.sections.hero!.children = ['tabs', 'menu'];
  home.elements.tabs = { id: 'tabs', type: 'tabs', children: { tabsList: [], tabsContent: [] } };
  home.elements.menu = {
    id: 'menu',
    type: 'dropdown',
    children: { trigger: ['label'], dropdown: [] },
  };
  home.elements.label = { id: 'label', type: 'text', props: { text: 'Menu' } };
  const rects = {
    tabs: box(10, 60, 580, 88),
    menu: box(10, 200, 200, 40),
    label: box(20, 210, 60, 20),
  };
  const slots: Record<string, Rect> = {
    'tabs.tabsList': box(10, 60, 580, 40),
    'tabs.tabsContent': box(10, 100, 580, 48),
    'menu.trigger': box(10, 200, 200, 40),
  };
  /** The target at a point, with these slot wrappers shown. */
  const at = (x: number, y: number, drag: DragData = NEW, shown = slots) =>
    dropTargetAt(doc, 'home', view(rects, shown), { x, y }, drag);
  return { at, slots };
}

const inSlot = (parentId: string, slot: string, index: number) =>
  ({ kind: 'slot', parentId, slot, index }) as const;

describe('the drop target in a slot', () => {
  const { at, slots } = slotted();

  it('drops into the empty slot under the pointer, boxed by its wrapper', () => {
    const target = at(300, 124);
    expect(target?.place).toEqual(inSlot('tabs', 'tabsContent', 0));
    expect(target?.indicator).toEqual({ kind: 'box', rect: slots['tabs.tabsContent'] });
    // The headers' wrapper, empty too (it shows the tab labels), is a slot of its own.
    const headers = at(300, 80);
    expect(headers?.place).toEqual(inSlot('tabs', 'tabsList', 0));
    expect(headers?.indicator).toEqual({ kind: 'box', rect: slots['tabs.tabsList'] });
  });

  it('moves an element into an empty slot too', () => {
    const target = at(300, 124, { kind: 'move', elementId: 'label' });
    expect(target?.place).toEqual(inSlot('tabs', 'tabsContent', 0));
  });

  it('still drops beside the container on its edges', () => {
    expect(at(300, 145)?.place).toEqual({ kind: 'section', sectionUid: 'hero', index: 1 });
  });

  it('drops into a shown slot outside the element (an open dropdown panel)', () => {
    const open = { ...slots, 'menu.dropdown': box(10, 244, 200, 48) };
    const target = at(100, 270, NEW, open);
    expect(target?.place).toEqual(inSlot('menu', 'dropdown', 0));
    expect(target?.indicator).toEqual({ kind: 'box', rect: open['menu.dropdown'] });
  });

  it('leaves a hidden slot out: the pointer there is on the page behind', () => {
    // A closed dropdown: no panel; the point below the trigger is the section's.
    expect(at(100, 270)?.place).toEqual({ kind: 'section', sectionUid: 'hero', index: 2 });
  });

  it('keeps a slot with children: beside the child under the pointer, in its slot', () => {
    const target = at(70, 226);
    expect(target?.place).toEqual(inSlot('menu', 'trigger', 1));
    expect(target?.indicator.kind).toBe('line');
  });
});

describe('the drop target in a positional slot (a tab shows child k of its contents)', () => {
  /** Tabs with three labels and one content, `first`; the third tab's empty panel is shown. */
  function thirdTab() {
    const doc = withTabs();
    const panel = box(10, 100, 580, 48);
    const frame = view(
      { tabs: box(10, 60, 580, 88) },
      { 'tabs.tabsList': box(10, 60, 580, 40), 'tabs.tabsContent': panel },
      { 'tabs.tabsContent': 2 },
    );
    return { doc, frame, panel };
  }

  it('drops into the shown empty panel at its place, not after the contents there are', () => {
    const { doc, frame, panel } = thirdTab();
    const target = dropTargetAt(doc, 'home', frame, { x: 300, y: 124 }, NEW);
    expect(target?.place).toEqual(inSlot('tabs', 'tabsContent', 2));
    expect(target?.indicator).toEqual({ kind: 'box', rect: panel });
    const moved = dropTargetAt(
      doc,
      'home',
      frame,
      { x: 300, y: 124 },
      {
        kind: 'move',
        elementId: 'first',
      },
    );
    expect(moved?.place).toEqual(inSlot('tabs', 'tabsContent', 2));
  });

  it('drops among the children as before when the shown panel has its content', () => {
    const { doc } = thirdTab();
    const frame = view(
      { tabs: box(10, 60, 580, 88), first: box(10, 100, 580, 48) },
      { 'tabs.tabsList': box(10, 60, 580, 40), 'tabs.tabsContent': box(10, 100, 580, 48) },
      { 'tabs.tabsContent': 0 },
    );
    // On the first panel's content (a flexbox): into it.
    const target = dropTargetAt(doc, 'home', frame, { x: 300, y: 124 }, NEW);
    expect(target?.place).toEqual(inSlot('first', 'default', 0));
  });
});
