import { describe, expect, it } from 'vitest';
import { dropPlace, keyboardZone, zoneAt } from './drop.ts';
import { flattenRows, structureSelector, type NavRow, type PageStructure } from './structure.ts';
import { navigatorStore } from './testing.ts';

function setup(collapsed: string[] = []) {
  const store = navigatorStore();
  const structure = structureSelector('home')(store.getState()) as PageStructure;
  const rows = flattenRows(structure, new Set(collapsed));
  const row = (key: string) => rows.find((r) => r.key === key) as NavRow;
  return { store, structure, rows, row };
}

describe('navigator drop zones', () => {
  it('splits a leaf row in two, a container row in three', () => {
    const open = setup();
    expect(zoneAt(open.row('title'), open.structure, 0.2)).toBe('before');
    expect(zoneAt(open.row('title'), open.structure, 0.6)).toBe('after');
    const { structure, row } = setup(['box']);
    expect(zoneAt(row('box'), structure, 0.1)).toBe('before');
    expect(zoneAt(row('box'), structure, 0.5)).toBe('inside');
    expect(zoneAt(row('box'), structure, 0.9)).toBe('after');
    expect(zoneAt(row('section:hero'), structure, 0.9)).toBe('inside');
    expect(zoneAt(row('slot:menu:trigger'), structure, 0.1)).toBe('inside');
  });

  it('has no "after" on an open container (that line would sit above its first child)', () => {
    const { structure, row } = setup();
    expect(zoneAt(row('box'), structure, 0.9)).toBe('inside');
  });

  it('a labelled-slot element (dropdown) takes drops in its slot groups, not its row', () => {
    const { structure, row } = setup();
    expect(zoneAt(row('menu'), structure, 0.5)).toBe('after');
    expect(dropPlace(structure, row('slot:menu:dropdown'), 'inside', 'cta')).toEqual({
      kind: 'slot',
      parentId: 'menu',
      slot: 'dropdown',
      index: 0,
    });
  });
});

describe('navigator drop places (for move-element)', () => {
  it('before and after a row, counted before the moved element leaves', () => {
    const { structure, row } = setup();
    expect(dropPlace(structure, row('title'), 'before', 'cta')).toEqual({
      kind: 'slot',
      parentId: 'box',
      slot: 'default',
      index: 0,
    });
    expect(dropPlace(structure, row('cta'), 'after', 'title')).toEqual({
      kind: 'slot',
      parentId: 'box',
      slot: 'default',
      index: 2,
    });
    expect(dropPlace(structure, row('menu'), 'before', 'title')).toEqual({
      kind: 'section',
      sectionUid: 'hero',
      index: 1,
    });
  });

  it('into a container goes last; into a section first', () => {
    const { structure, row } = setup();
    expect(dropPlace(structure, row('pane'), 'inside', 'title')).toEqual({
      kind: 'slot',
      parentId: 'pane',
      slot: 'default',
      index: 0,
    });
    expect(dropPlace(structure, row('box'), 'inside', 'menu')).toEqual({
      kind: 'slot',
      parentId: 'box',
      slot: 'default',
      index: 2,
    });
    expect(dropPlace(structure, row('section:hero'), 'inside', 'cta')).toEqual({
      kind: 'section',
      sectionUid: 'hero',
      index: 0,
    });
  });

  it('nowhere onto itself or inside itself', () => {
    const { structure, row } = setup();
    expect(dropPlace(structure, row('menu'), 'before', 'menu')).toBeNull();
    expect(dropPlace(structure, row('menuText'), 'after', 'menu')).toBeNull();
    expect(dropPlace(structure, row('slot:menu:trigger'), 'inside', 'menu')).toBeNull();
    expect(dropPlace(structure, row('pane'), 'inside', 'tabs')).toBeNull();
  });

  it('moving with the computed place gives the order the author saw', () => {
    const { store, structure, row } = setup();
    const target = dropPlace(structure, row('title'), 'before', 'cta');
    if (!target) throw new Error('no place');
    store.dispatch({ type: 'move-element', payload: { pageId: 'home', elementId: 'cta', target } });
    expect(store.getState().doc.pages.home?.elements.box?.children?.default).toEqual([
      'cta',
      'title',
    ]);
    const again = structureSelector('home')(store.getState()) as PageStructure;
    const down = dropPlace(again, row('menu'), 'after', 'cta');
    if (!down) throw new Error('no place');
    store.dispatch({
      type: 'move-element',
      payload: { pageId: 'home', elementId: 'cta', target: down },
    });
    expect(store.getState().doc.pages.home?.sections.hero?.children).toEqual([
      'box',
      'menu',
      'cta',
      'tabs',
    ]);
  });

  it('a keyboard drag goes after rows below and before rows above', () => {
    const { rows } = setup();
    expect(keyboardZone(rows, 'menuText', 'title')).toBe('after');
    expect(keyboardZone(rows, 'box', 'title')).toBe('before');
    expect(keyboardZone(rows, 'slot:menu:trigger', 'title')).toBe('inside');
  });
});
