import { describe, expect, it } from 'vitest';
import { testStore } from '../../store/testing.ts';
import {
  ancestorKeys,
  BIG_PAGE,
  flattenRows,
  initiallyCollapsed,
  isInside,
  structureSelector,
  type NavRow,
} from './structure.ts';
import { navigatorStore } from './testing.ts';

const show = (rows: NavRow[]) =>
  rows.map((row) => {
    const pad = ' '.repeat(row.depth * 2);
    if (row.kind === 'section') return `${pad}§${row.uid}`;
    if (row.kind === 'slot') return `${pad}[${row.slot}]`;
    return `${pad}${row.id}${row.collapsible ? (row.expanded ? ' -' : ' +') : ''}`;
  });

describe('navigator structure', () => {
  it('lists sections, elements per slot, and labelled slot groups', () => {
    const store = navigatorStore();
    const structure = structureSelector('home')(store.getState());
    expect(structure && show(flattenRows(structure, new Set()))).toEqual([
      '§nav',
      '  logo',
      '§hero',
      '  box -',
      '    title',
      '    cta',
      '  menu -',
      '    [trigger]',
      '      menuButton',
      '    [dropdown]',
      '      menuText',
      '  tabs -',
      '    [tabsList]',
      '    [tabsContent]',
      '      pane',
    ]);
    expect(structure?.sections.map((s) => [s.uid, s.title, s.shared])).toEqual([
      ['nav', 'Navigation', true],
      ['hero', 'Hero', false],
    ]);
  });

  it('skips what is inside collapsed rows', () => {
    const store = navigatorStore();
    const structure = structureSelector('home')(store.getState());
    const rows = structure && flattenRows(structure, new Set(['menu', 'section:nav', 'box']));
    expect(rows && show(rows)).toEqual([
      '§nav',
      '§hero',
      '  box +',
      '  menu +',
      '  tabs -',
      '    [tabsList]',
      '    [tabsContent]',
      '      pane',
    ]);
  });

  it('keeps the same object while the shape does not change (a property edit)', () => {
    const store = testStore();
    const select = structureSelector('home');
    const before = select(store.getState());
    store.setUi({ hover: 'cta', selection: 'title' });
    expect(select(store.getState())).toBe(before);
    store.dispatch({
      type: 'set-property',
      payload: {
        pageId: 'home',
        elementId: 'cta',
        section: 'settings',
        name: 'text',
        value: 'Buy',
      },
    });
    store.dispatch({
      type: 'rename-element',
      payload: { pageId: 'home', elementId: 'logo', name: 'Logo' },
    });
    expect(select(store.getState())).toBe(before);
    store.dispatch({
      type: 'insert-element',
      payload: {
        pageId: 'home',
        componentType: 'text',
        target: { kind: 'slot', parentId: 'box', slot: 'default', index: 0 },
      },
    });
    const after = select(store.getState());
    expect(after).not.toBe(before);
    expect(after?.nodes.get('box')?.children?.default).toEqual(['text-1', 'title', 'cta']);
  });

  it('knows places and ancestors', () => {
    const structure = structureSelector('home')(navigatorStore().getState());
    if (!structure) throw new Error('no structure');
    expect(structure.places.get('menuText')).toEqual({
      kind: 'slot',
      parentId: 'menu',
      slot: 'dropdown',
      index: 0,
    });
    expect(structure.places.get('menu')).toEqual({ kind: 'section', sectionUid: 'hero', index: 1 });
    expect(ancestorKeys(structure, 'menuText')).toEqual(['menu', 'section:hero']);
    expect(ancestorKeys(structure, 'logo')).toEqual(['section:nav']);
    expect(isInside(structure, 'menuText', 'menu')).toBe(true);
    expect(isInside(structure, 'menu', 'menu')).toBe(true);
    expect(isInside(structure, 'title', 'menu')).toBe(false);
  });

  it('starts a big page with its containers collapsed, an ordinary one open', () => {
    const small = structureSelector('home')(navigatorStore().getState());
    expect(initiallyCollapsed(small).size).toBe(0);
    const store = navigatorStore();
    const doc = structuredClone(store.getState().doc);
    const home = doc.pages.home;
    if (!home) throw new Error('no home');
    for (let i = 0; i < BIG_PAGE; i += 1) {
      home.elements[`t${i}`] = { id: `t${i}`, type: 'text' };
      home.sections.hero?.children.push(`t${i}`);
    }
    store.load(doc);
    const big = structureSelector('home')(store.getState());
    expect([...initiallyCollapsed(big)].sort()).toEqual(['box', 'menu', 'tabs']);
  });

  it('has no structure for an unknown page or none', () => {
    const state = testStore().getState();
    expect(structureSelector('nope')(state)).toBeNull();
    expect(structureSelector(null)(state)).toBeNull();
  });
});
