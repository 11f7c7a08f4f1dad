import { describe, expect, it } from 'vitest';
import type { SectionTag } from '@shared/schema/section-tag.ts';
import { testStore } from '../testing.ts';

const set = (pageId: string, uid: string, tag: SectionTag | null) =>
  ({ type: 'set-section-tag', payload: { pageId, uid, tag } }) as const;

describe('set-section-tag', () => {
  it("sets a page section's tag, removes it with null, and undoes and redoes", () => {
    const store = testStore();
    const hero = () => store.getState().doc.pages.home?.sections.hero;
    expect(store.dispatch(set('home', 'hero', 'aside')).ok).toBe(true);
    expect(hero()?.tag).toBe('aside');
    store.mark();
    store.dispatch(set('home', 'hero', null));
    expect(hero()).not.toHaveProperty('tag');
    store.undo();
    expect(hero()?.tag).toBe('aside');
    store.undo();
    expect(hero()).not.toHaveProperty('tag');
    store.redo();
    expect(hero()?.tag).toBe('aside');
  });

  it('sets a shared section in its own file, for every page that shows it', () => {
    const store = testStore();
    store.dispatch(set('faq', 'nav', 'header'));
    const doc = store.getState().doc;
    expect(doc.sections.nav?.section.tag).toBe('header');
    expect(doc.pages.faq?.sections).not.toHaveProperty('nav');
    store.undo();
    expect(store.getState().doc.sections.nav?.section).not.toHaveProperty('tag');
  });

  it('refuses an unknown page, a section not on the page and an unknown tag', () => {
    const store = testStore();
    const before = store.getState().doc;
    expect(store.dispatch(set('x', 'hero', 'main'))).toMatchObject({
      ok: false,
      error: 'There is no page "x".',
    });
    expect(store.dispatch(set('faq', 'hero', 'main'))).toMatchObject({
      ok: false,
      error: 'The section "hero" is not on this page.',
    });
    expect(store.dispatch(set('home', 'hero', 'div' as SectionTag))).toMatchObject({
      ok: false,
      refusal: { key: 'command.html.invalid' },
    });
    expect(store.getState().doc).toBe(before);
  });
});
