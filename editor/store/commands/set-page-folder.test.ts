import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';

describe('set-page-folder', () => {
  it('puts pages in a folder, renames it for all of them in one step, and clears it', () => {
    const store = testStore();
    store.dispatch({
      type: 'set-page-folder',
      payload: { pageIds: ['home', 'faq'], folder: ' Main ' },
    });
    store.mark();
    const folders = () => store.getState().doc.site.pages.map((p) => p.folder);
    expect(folders()).toEqual(['Main', 'Main']);
    store.dispatch({
      type: 'set-page-folder',
      payload: { pageIds: ['home', 'faq'], folder: 'Site' },
    });
    expect(folders()).toEqual(['Site', 'Site']);
    store.undo();
    expect(folders()).toEqual(['Main', 'Main']);
    store.dispatch({ type: 'set-page-folder', payload: { pageIds: ['faq'], folder: '' } });
    expect(folders()).toEqual(['Main', null]);
  });

  it('refuses an unknown page and changes nothing', () => {
    const store = testStore();
    const before = store.getState().doc;
    expect(
      store.dispatch({ type: 'set-page-folder', payload: { pageIds: ['faq', 'x'], folder: 'A' } }),
    ).toMatchObject({ ok: false, error: 'There is no page "x".' });
    expect(store.getState().doc).toBe(before);
  });
});
