import { describe, expect, it } from 'vitest';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import { testStore } from '../testing.ts';

const remove = (elementId: string) =>
  ({ type: 'remove-missing-children', payload: { pageId: 'home', elementId } }) as const;

describe('remove-missing-children', () => {
  it('takes the ids of children that do not exist out of every slot, one undo step', () => {
    const doc = fixtureSite();
    doc.pages.home!.elements.box!.children = { default: ['gone', 'title', 'lost', 'cta'] };
    const store = testStore({}, doc);
    const before = store.getState().doc;
    expect(store.dispatch(remove('box'))).toEqual({ ok: true, changed: true });
    expect(store.getState().doc.pages.home?.elements.box?.children?.default).toEqual([
      'title',
      'cta',
    ]);
    expect(store.getState().ui.selection).toBe('box');
    store.undo();
    expect(store.getState().doc).toEqual(before);
  });

  it('changes nothing when every child exists, and refuses an unknown element', () => {
    const store = testStore();
    expect(store.dispatch(remove('box'))).toEqual({ ok: true, changed: false });
    expect(store.dispatch(remove('nothing'))).toMatchObject({ ok: false });
  });
});
