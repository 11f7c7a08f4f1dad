import { describe, expect, it } from 'vitest';
import { testStore } from '../store/testing.ts';
import { dragDataOf, dropTargetAt, type Container, type FrameView } from './drop-target.ts';
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

function view(): FrameView {
  const inside = (r: Rect, x: number, y: number) =>
    x >= r.left && x <= r.left + r.width && y >= r.top && y <= r.top + r.height;
  return {
    hit({ x, y }) {
      // The innermost element under the point: smallest rect containing it.
      const hits = Object.entries(RECTS)
        .filter(([, r]) => inside(r, x, y))
        .sort(([, a], [, b]) => a.width * a.height - b.width * b.height);
      const section = Object.entries(SECTIONS).find(([, r]) => inside(r, x, y));
      return { elementId: hits[0]?.[0] ?? null, sectionUid: section?.[0] ?? null };
    },
    elementRect: (id) => RECTS[id] ?? null,
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
