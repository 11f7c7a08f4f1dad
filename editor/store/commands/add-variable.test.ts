import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';

describe('add-variable', () => {
  it('adds a site variable with the type’s empty default', () => {
    const store = testStore();
    const result = store.dispatch({
      type: 'add-variable',
      payload: { scope: 'site', name: ' cart ', type: 'array' },
    });
    expect(result).toEqual({ ok: true, changed: true });
    expect(store.getState().doc.site.variables['variable-1']).toEqual({
      id: 'variable-1',
      name: 'cart',
      type: 'array',
      defaultValue: [],
    });
  });

  it('adds a page variable with a coerced default and persistence', () => {
    const store = testStore();
    store.dispatch({
      type: 'add-variable',
      payload: {
        scope: 'page',
        pageId: 'home',
        name: 'count',
        type: 'number',
        defaultValue: '12',
        persistent: true,
      },
    });
    expect(store.getState().doc.pages.home?.variables['variable-1']).toMatchObject({
      defaultValue: 12,
      persistent: true,
    });
    expect(store.getState().doc.site.variables).toEqual({});
  });

  it('refuses a duplicate name across the site and its pages', () => {
    const store = testStore();
    store.dispatch({
      type: 'add-variable',
      payload: { scope: 'site', name: 'cart', type: 'array' },
    });
    const result = store.dispatch({
      type: 'add-variable',
      payload: { scope: 'page', pageId: 'home', name: 'cart', type: 'string' },
    });
    expect(result).toMatchObject({
      ok: false,
      error: 'The site already has a variable named "cart".',
    });
    store.dispatch({
      type: 'add-variable',
      payload: { scope: 'page', pageId: 'faq', name: 'open', type: 'boolean' },
    });
    expect(
      store.dispatch({
        type: 'add-variable',
        payload: { scope: 'site', name: 'open', type: 'boolean' },
      }),
    ).toMatchObject({ ok: false, error: 'The page "faq" already has a variable named "open".' });
  });

  it('refuses a blank or unwritable name, a bad type, a default of the wrong type, an unknown page', () => {
    const store = testStore();
    const add = (payload: Record<string, unknown>) =>
      store.dispatch({
        type: 'add-variable',
        payload: { scope: 'site', name: 'x', type: 'string', ...payload } as never,
      });
    expect(add({ name: '  ' })).toMatchObject({ ok: false, error: 'A variable needs a name.' });
    expect(add({ name: "it's" })).toMatchObject({ ok: false });
    expect(add({ type: 'date' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('string, number'),
    });
    expect(add({ type: 'boolean', defaultValue: 'yes' })).toMatchObject({
      ok: false,
      error: 'Default value: value must be a boolean.',
    });
    expect(add({ type: 'number', defaultValue: 'abc' })).toMatchObject({
      ok: false,
      error: 'Default value: value must be a number.',
    });
    expect(add({ type: 'object', defaultValue: [1] })).toMatchObject({
      ok: false,
      error: 'Default value: value must be an object.',
    });
    expect(add({ scope: 'page', pageId: 'nope' })).toMatchObject({
      ok: false,
      error: 'There is no page "nope".',
    });
    expect(store.getState().history.past).toHaveLength(0);
  });
});
