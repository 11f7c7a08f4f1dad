import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import { describe, expect, it } from 'vitest';
import { copyElements, pasteTarget } from './clipboard.ts';

describe('clipboard', () => {
  const doc = fixtureSite();

  it('copies elements with everything inside them; a copied descendant is no root of its own', () => {
    const clipboard = copyElements(doc, 'home', ['title', 'box', 'ghost']);
    expect(clipboard.roots).toEqual(['box']);
    expect(Object.keys(clipboard.elements).sort()).toEqual(['box', 'cta', 'title']);
    expect(copyElements(doc, 'home', ['cta', 'logo']).roots).toEqual(['cta', 'logo']);
  });

  it('pastes after the selection, else at the end of the first section, else nowhere', () => {
    expect(pasteTarget(doc, 'home', 'title')).toEqual({
      kind: 'slot',
      parentId: 'box',
      slot: 'default',
      index: 1,
    });
    expect(pasteTarget(doc, 'home', 'box')).toEqual({
      kind: 'section',
      sectionUid: 'hero',
      index: 1,
    });
    expect(pasteTarget(doc, 'home', null)).toEqual({
      kind: 'section',
      sectionUid: 'nav',
      index: 1,
    });
    const bare = fixtureSite();
    bare.site.pages[1]!.sections = [];
    expect(pasteTarget(bare, 'faq', null)).toBeNull();
  });
});
