import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';

describe('update-user-group', () => {
  it('renames a group and changes its roles', () => {
    const store = testStore();
    store.dispatch({ type: 'add-user-group', payload: { name: 'Staff', roles: ['staff'] } });
    store.dispatch({ type: 'update-user-group', payload: { groupId: 'staff', name: 'Team ' } });
    store.dispatch({
      type: 'update-user-group',
      payload: { groupId: 'staff', roles: ['staff', 'admin', ''] },
    });
    expect(store.getState().doc.site.userGroups.staff).toEqual({
      id: 'staff',
      name: 'Team',
      roles: ['staff', 'admin'],
    });
  });

  it('refuses a blank name or an unknown group', () => {
    const store = testStore();
    store.dispatch({ type: 'add-user-group', payload: { name: 'Staff', roles: [] } });
    expect(
      store.dispatch({ type: 'update-user-group', payload: { groupId: 'staff', name: ' ' } }),
    ).toMatchObject({ ok: false, error: 'A user group needs a name.' });
    expect(
      store.dispatch({ type: 'update-user-group', payload: { groupId: 'x', roles: [] } }),
    ).toMatchObject({ ok: false, error: 'There is no user group "x".' });
  });
});
