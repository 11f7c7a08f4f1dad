import { describe, expect, it } from 'vitest';
import type { Link } from '@shared/schema/element.ts';
import { testStore } from '../testing.ts';

const link = (value: Link | null, elementId = 'cta') =>
  ({ type: 'set-element-link', payload: { pageId: 'home', elementId, link: value } }) as const;

describe('set-element-link', () => {
  it('sets, replaces and removes a link; undo gives back the document', () => {
    const store = testStore();
    const before = store.getState().doc;
    store.dispatch(link({ type: 'url', href: 'https://example.com', targetBlank: true }));
    expect(store.getState().doc.pages.home?.elements.cta?.link).toEqual({
      type: 'url',
      href: 'https://example.com',
      targetBlank: true,
    });
    store.mark();
    store.dispatch(link(null));
    expect(store.getState().doc.pages.home?.elements.cta).not.toHaveProperty('link');
    store.undo();
    store.undo();
    expect(store.getState().doc).toEqual(before);
  });

  it('refuses an incomplete link and changes nothing', () => {
    const store = testStore();
    const before = store.getState().doc;
    const result = store.dispatch(link({ type: 'url', href: '' }));
    expect(result.ok).toBe(false);
    expect(store.getState().doc).toBe(before);
  });

  it('setting the same link is no step', () => {
    const store = testStore();
    expect(store.dispatch(link({ type: 'page', pageId: 'faq' }))).toEqual({
      ok: true,
      changed: false,
    });
  });
});
