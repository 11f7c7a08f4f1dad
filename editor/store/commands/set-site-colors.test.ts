import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';

describe('set-site-colors', () => {
  it('sets the colour tokens, trimmed; typing into one field is one undo step', () => {
    const store = testStore();
    const colors = () => store.getState().doc.site.colors;
    store.dispatch({
      type: 'set-site-colors',
      payload: { colors: [{ name: 'primary', value: '#2f6b3b' }] },
    });
    store.dispatch({
      type: 'set-site-colors',
      payload: {
        colors: [{ name: 'primary', value: '#2f6b3b', darkValue: '#9e' }],
        edit: '0:dark',
      },
    });
    store.dispatch({
      type: 'set-site-colors',
      payload: {
        colors: [{ name: ' primary ', value: '#2f6b3b', darkValue: ' #9ed8a8 ' }],
        edit: '0:dark',
      },
    });
    expect(colors()).toEqual([{ name: 'primary', value: '#2f6b3b', darkValue: '#9ed8a8' }]);
    store.undo();
    expect(colors()).toEqual([{ name: 'primary', value: '#2f6b3b' }]);
  });

  it('removes an empty dark value, and the list once empty', () => {
    const store = testStore();
    store.dispatch({
      type: 'set-site-colors',
      payload: { colors: [{ name: 'muted', value: 'gray', darkValue: '' }] },
    });
    expect(store.getState().doc.site.colors).toEqual([{ name: 'muted', value: 'gray' }]);
    store.dispatch({ type: 'set-site-colors', payload: { colors: [] } });
    expect('colors' in store.getState().doc.site).toBe(false);
  });

  it('refuses a bad name, a repeated one and a value that is no colour, with the reason', () => {
    const store = testStore();
    const before = store.getState().doc;
    const repeated = store.dispatch({
      type: 'set-site-colors',
      payload: {
        colors: [
          { name: 'text', value: '#000' },
          { name: 'text', value: '#111' },
        ],
      },
    });
    expect(repeated).toMatchObject({
      ok: false,
      error: 'Not saved: colour "text" is listed twice',
      refusal: { params: { reason: { fr: 'la couleur « text » est listée deux fois' } } },
    });
    for (const token of [
      { name: 'Brand', value: '#000' },
      { name: 'brand', value: 'bleu' },
    ])
      expect(store.dispatch({ type: 'set-site-colors', payload: { colors: [token] } }).ok).toBe(
        false,
      );
    expect(store.getState().doc).toBe(before);
  });
});
