import { describe, expect, it } from 'vitest';
import { componentDefinitions } from '@catalogue/definitions.ts';
import type { Element } from '@shared/schema/element.ts';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import { CommandError, type CommandContext } from './command.ts';
import {
  clampIndex,
  copySubtrees,
  freshId,
  isWithin,
  listHolding,
  siteElementIds,
  targetList,
} from './element-ops.ts';

function context(ids: string[] = []): CommandContext {
  let count = 0;
  return {
    ui: {
      pageId: 'home',
      selection: null,
      hover: null,
      breakpoint: 'desktop',
      state: null,
      lang: 'en',
      clipboard: null,
    },
    newId: (prefix = 'el') => ids.shift() ?? `${prefix}-${++count}`,
    definition: (type) => componentDefinitions[type],
  };
}

describe('element-ops', () => {
  it('lists every element id of the site, from pages and shared sections', () => {
    expect([...siteElementIds(fixtureSite())].sort()).toEqual(['box', 'cta', 'logo', 'title']);
  });

  it('makes ids no element has, trying again when one is taken', () => {
    const taken = new Set(['a', 'b']);
    expect(freshId(context(['a', 'b', 'c']), 'x', taken)).toBe('c');
    expect(taken.has('c')).toBe(true);
    const stuck: CommandContext = { ...context(), newId: () => 'a' };
    expect(() => freshId(stuck, 'x', taken)).toThrow(CommandError);
  });

  it('copies subtrees with new ids and remapped children, cutting cycles', () => {
    const source: Record<string, Element> = {
      a: { id: 'a', type: 'flexbox', name: 'A', children: { default: ['b', 'gone'] } },
      b: { id: 'b', type: 'flexbox', props: { x: 1 }, children: { default: ['a'] } },
    };
    const copy = copySubtrees(source, ['a'], context(), new Set());
    expect(copy.roots).toEqual(['flexbox-1']);
    expect(copy.elements).toEqual({
      'flexbox-1': {
        id: 'flexbox-1',
        type: 'flexbox',
        name: 'A',
        children: { default: ['flexbox-2'] },
      },
      'flexbox-2': { id: 'flexbox-2', type: 'flexbox', props: { x: 1 }, children: { default: [] } },
    });
    expect(copy.elements['flexbox-2']?.props).not.toBe(source.b?.props);
  });

  it('knows what is inside an element', () => {
    const { elements } = fixtureSite().pages.home!;
    expect(isWithin(elements, 'box', 'cta')).toBe(true);
    expect(isWithin(elements, 'box', 'box')).toBe(true);
    expect(isWithin(elements, 'cta', 'box')).toBe(false);
  });

  it('clamps an insertion index to the list', () => {
    expect([clampIndex(-3, 2), clampIndex(1.7, 2), clampIndex(9, 2), clampIndex(NaN, 2)]).toEqual([
      0, 1, 2, 2,
    ]);
  });

  it('finds the list a place points at, and the list holding an element', () => {
    const doc = fixtureSite();
    const slot = targetList(
      doc,
      'home',
      { kind: 'slot', parentId: 'box', slot: 'default', index: 0 },
      context(),
    );
    expect(slot.ids).toEqual(['title', 'cta']);
    expect(slot.home).toEqual({ kind: 'page', pageId: 'home' });
    const nav = targetList(doc, 'faq', { kind: 'section', sectionUid: 'nav', index: 0 }, context());
    expect(nav.home).toEqual({ kind: 'section', sectionUid: 'nav' });
    expect(nav.ids).toBe(doc.sections.nav?.section.children);
    expect(() =>
      targetList(doc, 'faq', { kind: 'section', sectionUid: 'hero', index: 0 }, context()),
    ).toThrow('The section "hero" is not on this page.');
    expect(listHolding(doc, 'home', 'cta')?.index).toBe(1);
    expect(listHolding(doc, 'home', 'ghost')).toBeNull();
  });
});
