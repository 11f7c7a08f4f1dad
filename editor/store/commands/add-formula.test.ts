import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';

describe('add-formula', () => {
  it('adds a site formula with parameters and a body', () => {
    const store = testStore();
    store.dispatch({
      type: 'add-formula',
      payload: { scope: 'site', name: 'total', parameters: [' items '], code: 'sum(items)' },
    });
    expect(store.getState().doc.site.formulas['formula-1']).toEqual({
      id: 'formula-1',
      name: 'total',
      parameters: ['items'],
      code: 'sum(items)',
    });
  });

  it('adds a page formula without parameters', () => {
    const store = testStore();
    store.dispatch({
      type: 'add-formula',
      payload: { scope: 'page', pageId: 'faq', name: 'greeting' },
    });
    expect(store.getState().doc.pages.faq?.formulas['formula-1']).toEqual({
      id: 'formula-1',
      name: 'greeting',
      code: '',
    });
  });

  it('refuses taken names and bad parameters', () => {
    const store = testStore();
    store.dispatch({ type: 'add-formula', payload: { scope: 'site', name: 'total' } });
    const add = (payload: object) =>
      store.dispatch({ type: 'add-formula', payload: { scope: 'site', name: 'f', ...payload } });
    expect(add({ name: 'total' })).toMatchObject({
      ok: false,
      error: 'The site already has a formula named "total".',
    });
    expect(add({ parameters: ['1a'] })).toMatchObject({
      ok: false,
      error: expect.stringContaining('"1a"'),
    });
    expect(add({ parameters: ['a', 'a'] })).toMatchObject({
      ok: false,
      error: 'The parameter "a" is listed twice.',
    });
    expect(add({ parameters: ['variables'] })).toMatchObject({
      ok: false,
      error: '"variables" cannot be a parameter name.',
    });
  });
});
