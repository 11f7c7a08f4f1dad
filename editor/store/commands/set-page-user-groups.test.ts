import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';

describe('set-page-user-groups', () => {
  it('restricts a page to existing groups and opens it again', () => {
    const store = testStore();
    store.dispatch({ type: 'add-user-group', payload: { name: 'Admins', roles: ['admin'] } });
    store.dispatch({
      type: 'set-page-user-groups',
      payload: { pageId: 'faq', groups: ['admins', 'admins'] },
    });
    expect(store.getState().doc.site.pages[1]!.pageUserGroups).toEqual(['admins']);
    store.dispatch({ type: 'set-page-user-groups', payload: { pageId: 'faq', groups: [] } });
    expect(store.getState().doc.site.pages[1]!.pageUserGroups).toEqual([]);
  });

  it('refuses an unknown group', () => {
    const store = testStore();
    expect(
      store.dispatch({ type: 'set-page-user-groups', payload: { pageId: 'faq', groups: ['x'] } }),
    ).toMatchObject({ ok: false, error: 'There is no user group "x".' });
  });
});
