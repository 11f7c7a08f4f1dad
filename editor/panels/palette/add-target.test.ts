import { componentDefinitions } from '@catalogue/definitions.ts';
import { describe, expect, it } from 'vitest';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import { addTarget } from './add-target.ts';

describe('addTarget (Enter or click on a palette item)', () => {
  const doc = fixtureSite();

  it('goes at the end of the selected element when it takes children', () => {
    expect(addTarget(doc, 'home', 'box')).toEqual({
      kind: 'slot',
      parentId: 'box',
      slot: 'default',
      index: 2,
    });
  });

  it('goes right after a selected element without children', () => {
    expect(addTarget(doc, 'home', 'title')).toEqual({
      kind: 'slot',
      parentId: 'box',
      slot: 'default',
      index: 1,
    });
    expect(addTarget(doc, 'home', 'logo')).toEqual({
      kind: 'section',
      sectionUid: 'nav',
      index: 1,
    });
  });

  it('stays in the slot the selection is in', () => {
    const slotted = fixtureSite();
    const home = slotted.pages.home!;
    home.sections.hero!.children = ['box', 'menu'];
    home.elements.menu = {
      id: 'menu',
      type: 'dropdown',
      children: { trigger: ['label'], dropdown: ['item', 'panel'] },
    };
    home.elements.label = { id: 'label', type: 'text', props: { text: 'Menu' } };
    home.elements.item = { id: 'item', type: 'text', props: { text: 'Item' } };
    home.elements.panel = { id: 'panel', type: 'flexbox', children: { default: [] } };
    const inSlot = (parentId: string, slot: string, index: number) => ({
      kind: 'slot',
      parentId,
      slot,
      index,
    });
    // A leaf in the dropdown's panel: right after it, in the panel, not in the trigger.
    expect(addTarget(slotted, 'home', 'item')).toEqual(inSlot('menu', 'dropdown', 1));
    // A container there takes it in.
    expect(addTarget(slotted, 'home', 'panel')).toEqual(inSlot('panel', 'default', 0));
    // The dropdown itself: its panel (its addSlot), at the end; not the trigger.
    expect(addTarget(slotted, 'home', 'menu')).toEqual(inSlot('menu', 'dropdown', 2));
  });

  it('goes at the end of the first section without a selection (or an unknown one)', () => {
    expect(addTarget(doc, 'home', null)).toEqual({ kind: 'section', sectionUid: 'nav', index: 1 });
    expect(addTarget(doc, 'home', 'gone')).toEqual({
      kind: 'section',
      sectionUid: 'nav',
      index: 1,
    });
  });

  it('has nowhere to go on a page without sections', () => {
    const empty = fixtureSite();
    const faq = empty.site.pages.find((p) => p.id === 'faq');
    if (faq) faq.sections = [];
    expect(addTarget(empty, 'faq', null)).toBeNull();
  });
});

describe('addSlot of the catalogue', () => {
  it('is one of the component’s slots, and every multi-slot component names one', () => {
    for (const definition of Object.values(componentDefinitions)) {
      const slots = definition.slots ?? [];
      if (definition.addSlot !== undefined)
        expect(slots, definition.type).toContain(definition.addSlot);
      if (slots.length > 1) expect(definition.addSlot, definition.type).toBeDefined();
    }
  });
});
