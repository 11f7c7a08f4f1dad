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
