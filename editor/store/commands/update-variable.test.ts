import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';

function withVariables() {
  const store = testStore();
  store.dispatch({
    type: 'add-variable',
    payload: { scope: 'site', name: 'count', type: 'number', defaultValue: 3 },
  });
  store.dispatch({
    type: 'add-variable',
    payload: { scope: 'site', name: 'label', type: 'string' },
  });
  store.mark();
  return store;
}
const site = (store: ReturnType<typeof testStore>) => store.getState().doc.site.variables;

describe('update-variable', () => {
  it('renames, and typing a name is one undo step', () => {
    const store = withVariables();
    for (const name of ['c', 'co', 'counter']) {
      store.dispatch({
        type: 'update-variable',
        payload: { scope: 'site', id: 'variable-1', changes: { name } },
      });
    }
    expect(site(store)['variable-1']?.name).toBe('counter');
    const steps = store.getState().history.past.length;
    store.undo();
    expect(site(store)['variable-1']?.name).toBe('count');
    expect(store.getState().history.past).toHaveLength(steps - 1);
  });

  it('keeps a default that fits the new type, else starts from the empty value', () => {
    const store = withVariables();
    store.dispatch({
      type: 'update-variable',
      payload: { scope: 'site', id: 'variable-1', changes: { type: 'string' } },
    });
    expect(site(store)['variable-1']).toMatchObject({ type: 'string', defaultValue: '3' });
    store.dispatch({
      type: 'update-variable',
      payload: { scope: 'site', id: 'variable-1', changes: { type: 'array' } },
    });
    expect(site(store)['variable-1']).toMatchObject({ type: 'array', defaultValue: [] });
  });

  it('sets and removes persistence options; patches carry only the changed field', () => {
    const store = withVariables();
    const paths: unknown[] = [];
    store.onChange((patches) => paths.push(...patches.map((p) => p.path.join('/'))));
    store.dispatch({
      type: 'update-variable',
      payload: { scope: 'site', id: 'variable-1', changes: { persistent: true } },
    });
    expect(site(store)['variable-1']?.persistent).toBe(true);
    expect(paths).toEqual(['site/variables/variable-1/persistent']);
    store.dispatch({
      type: 'update-variable',
      payload: { scope: 'site', id: 'variable-1', changes: { persistent: false } },
    });
    expect(site(store)['variable-1']).not.toHaveProperty('persistent');
  });

  it('refuses a taken name, a bad default and an unknown variable', () => {
    const store = withVariables();
    const before = store.getState().doc;
    expect(
      store.dispatch({
        type: 'update-variable',
        payload: { scope: 'site', id: 'variable-1', changes: { name: 'label' } },
      }),
    ).toMatchObject({ ok: false, error: 'The site already has a variable named "label".' });
    expect(
      store.dispatch({
        type: 'update-variable',
        payload: { scope: 'site', id: 'variable-1', changes: { defaultValue: {} } },
      }),
    ).toMatchObject({ ok: false, error: 'Default value: value must be a number.' });
    for (const value of ['1e309', '-1e309', 'Infinity'])
      expect(
        store.dispatch({
          type: 'update-variable',
          payload: { scope: 'site', id: 'variable-1', changes: { defaultValue: value } },
        }),
      ).toMatchObject({
        ok: false,
        error: `Default value: ${value} is too large to be a number (a number variable holds at most about 1.8e308).`,
      });
    expect(
      store.dispatch({
        type: 'update-variable',
        payload: { scope: 'page', pageId: 'home', id: 'variable-1', changes: { name: 'x' } },
      }),
    ).toMatchObject({ ok: false, error: 'There is no variable "variable-1" here.' });
    expect(store.getState().doc).toBe(before);
  });
});
