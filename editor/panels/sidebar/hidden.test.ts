import { describe, expect, it } from 'vitest';
import { componentDefinitions } from '@catalogue/definitions.ts';
import type { SiteBundle } from '@shared/schema/site.ts';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import { withTabs } from '../../store/testing.ts';
import type { BreakpointName } from '../../store/state.ts';
import { placeNear, placeOf, type Place } from '../../store/tree.ts';
import { hiddenContext, hiddenNames } from './hidden.ts';
import { sidebarModel } from './properties.ts';

const ITEM_FIELDS = [
  'flexGrow',
  'flexShrink',
  'flexBasis',
  'alignSelf',
  'order',
  'gridColumn',
  'gridRow',
  'justifySelf',
];

/** The item fields the Style tab shows for `id` (a button or a flexbox) at `breakpoint`. */
function shownItemFields(doc: SiteBundle, id: string, breakpoint: BreakpointName = 'desktop') {
  const element = doc.pages.home!.elements[id] ?? doc.sections.nav!.elements[id];
  const properties = sidebarModel(componentDefinitions[element!.type]!).properties.style;
  const context = hiddenContext(doc, 'home', placeOf(doc, 'home', id), breakpoint, ['en']);
  const hidden = new Set(
    hiddenNames(element, 'style', properties, breakpoint, null, ['en'], context),
  );
  return ITEM_FIELDS.filter((name) => !hidden.has(name));
}

/** The fixture with the hero's box turned into a form container laid out as `display`. */
function inForm(display: string | null, overrides?: Record<string, string>): SiteBundle {
  const doc = fixtureSite();
  const box = doc.pages.home!.elements.box!;
  box.type = 'form-container';
  if (display) box.styles = { display };
  if (overrides) {
    box.overrides = Object.fromEntries(
      Object.entries(overrides).map(([key, value]) => [key, { styles: { display: value } }]),
    );
  }
  return doc;
}

describe('the item fields of the Style tab follow what lays the element out', () => {
  it('offers the flex item fields, not the grid ones, inside a flexbox', () => {
    expect(shownItemFields(fixtureSite(), 'cta')).toEqual([
      'flexGrow',
      'flexShrink',
      'flexBasis',
      'alignSelf',
      'order',
    ]);
  });

  it('offers the grid item fields inside a grid, with alignment and order', () => {
    expect(shownItemFields(inForm('grid'), 'cta')).toEqual([
      'alignSelf',
      'order',
      'gridColumn',
      'gridRow',
      'justifySelf',
    ]);
    // The form container's own default display is flex.
    expect(shownItemFields(inForm(null), 'cta')).toContain('flexGrow');
    expect(shownItemFields(inForm('block'), 'cta')).toEqual([]);
  });

  it('reads the parent display at the breakpoint edited, and none while the parent is hidden', () => {
    const doc = inForm(null, { tablet: 'grid', mobile: 'none' });
    expect(shownItemFields(doc, 'cta', 'desktop')).toContain('flexGrow');
    expect(shownItemFields(doc, 'cta', 'tablet')).toContain('gridColumn');
    expect(shownItemFields(doc, 'cta', 'tablet')).not.toContain('flexGrow');
    expect(shownItemFields(doc, 'cta', 'mobile')).toEqual([]);
  });

  it('offers none to a section root, nor to a child the component boxes itself (a tab panel)', () => {
    expect(shownItemFields(fixtureSite(), 'box')).toEqual([]);
    expect(shownItemFields(fixtureSite(), 'logo')).toEqual([]);
    expect(shownItemFields(withTabs(), 'first')).toEqual([]);
  });

  it('keeps a field in sight while the element holds a value for it, so it can be cleared', () => {
    const doc = fixtureSite();
    doc.pages.home!.elements.cta!.styles = { gridColumn: 'span 2' };
    expect(shownItemFields(doc, 'cta')).toContain('gridColumn');
    expect(shownItemFields(doc, 'cta')).not.toContain('gridRow');
  });

  it('keeps a field bound to a formula in sight too, here or at a wider breakpoint', () => {
    const doc = fixtureSite();
    doc.pages.home!.elements.cta!.styles = { gridRow: { $formula: '1 + 1' } };
    doc.pages.home!.elements.cta!.overrides = {
      tablet: { styles: { justifySelf: { $formula: "'end'" } } },
    };
    expect(shownItemFields(doc, 'cta')).toContain('gridRow');
    expect(shownItemFields(doc, 'cta')).not.toContain('justifySelf');
    expect(shownItemFields(doc, 'cta', 'mobile')).toContain('justifySelf');
    expect(shownItemFields(doc, 'cta', 'mobile')).not.toContain('gridColumn');
  });

  it('shows every field where nothing is known around the values (no context)', () => {
    const properties = sidebarModel(componentDefinitions.button!).properties.style;
    const hidden = hiddenNames(undefined, 'style', properties, 'desktop', null, ['en'], undefined);
    expect(hidden.filter((name) => ITEM_FIELDS.includes(name))).toEqual([]);
  });
});

describe('placeNear', () => {
  const slot = (parentId: string, slotName: string, index: number): Place => ({
    kind: 'slot',
    parentId,
    slot: slotName,
    index,
  });

  it('returns the hint itself while the element has not moved', () => {
    const hint = slot('box', 'default', 1);
    expect(placeNear(fixtureSite(), 'home', 'cta', hint)).toBe(hint);
  });

  it('follows a move among the siblings, and to another parent', () => {
    const doc = fixtureSite();
    const box = doc.pages.home!.elements.box!;
    box.children = { default: ['cta', 'title'] };
    expect(placeNear(doc, 'home', 'cta', slot('box', 'default', 1))).toEqual(
      slot('box', 'default', 0),
    );
    box.children = { default: ['title'] };
    doc.pages.home!.sections.hero!.children = ['box', 'cta'];
    expect(placeNear(doc, 'home', 'cta', slot('box', 'default', 1))).toEqual({
      kind: 'section',
      sectionUid: 'hero',
      index: 1,
    });
    expect(placeNear(doc, 'home', 'missing', null)).toBeNull();
  });
});

describe('layoutSlots of the catalogue', () => {
  it('are slots of their component: the flexbox’s and the form container’s children', () => {
    const laidOut = Object.values(componentDefinitions).filter((d) => d.layoutSlots);
    for (const definition of laidOut) {
      for (const slot of definition.layoutSlots!) expect(definition.slots).toContain(slot);
    }
    expect(laidOut.map((d) => d.type).sort()).toEqual(['flexbox', 'form-container']);
  });
});
