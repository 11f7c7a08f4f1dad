import { describe, expect, it } from 'vitest';
import { userGroupSchema } from '@shared/schema/logic.ts';
import { testStore } from '../testing.ts';

describe('add-user-group', () => {
  it('adds a valid group with an id from its name, roles cleaned', () => {
    const store = testStore();
    store.dispatch({
      type: 'add-user-group',
      payload: { name: ' Shop staff ', roles: ['staff', ' ', 'staff', 'admin '] },
    });
    store.dispatch({ type: 'add-user-group', payload: { name: 'Shop staff', roles: [] } });
    const groups = store.getState().doc.site.userGroups;
    expect(groups['shop-staff']).toEqual({
      id: 'shop-staff',
      name: 'Shop staff',
      roles: ['staff', 'admin'],
    });
    expect(groups['shop-staff-1']?.name).toBe('Shop staff');
    for (const group of Object.values(groups))
      expect(userGroupSchema.safeParse(group).success).toBe(true);
  });

  it('refuses a blank name', () => {
    const store = testStore();
    expect(
      store.dispatch({ type: 'add-user-group', payload: { name: '', roles: [] } }),
    ).toMatchObject({
      ok: false,
      error: 'A user group needs a name.',
    });
  });
});
