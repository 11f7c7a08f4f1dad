import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';

describe('delete-user-group', () => {
  it('deletes the group and takes it off its pages in one undo step', () => {
    const store = testStore();
    store.dispatch({ type: 'add-user-group', payload: { name: 'Staff', roles: ['staff'] } });
    store.dispatch({ type: 'set-page-user-groups', payload: { pageId: 'faq', groups: ['staff'] } });
    store.dispatch({ type: 'delete-user-group', payload: { groupId: 'staff' } });
    expect(store.getState().doc.site.userGroups).toEqual({});
    expect(store.getState().doc.site.pages[1]!.pageUserGroups).toEqual([]);
    store.undo();
    expect(store.getState().doc.site.userGroups.staff?.name).toBe('Staff');
    expect(store.getState().doc.site.pages[1]!.pageUserGroups).toEqual(['staff']);
  });

  it('refuses an unknown group', () => {
    const store = testStore();
    expect(store.dispatch({ type: 'delete-user-group', payload: { groupId: 'x' } })).toMatchObject({
      ok: false,
      error: 'There is no user group "x".',
    });
  });
});
