import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';

describe('set-site-style', () => {
  it('sets the text style field by field, one undo step per field typed', () => {
    const store = testStore();
    const site = () => store.getState().doc.site;
    store.dispatch({ type: 'set-site-style', payload: { field: 'color', value: '#1d2' } });
    store.dispatch({ type: 'set-site-style', payload: { field: 'color', value: ' #1d2a1f ' } });
    store.mark();
    store.dispatch({ type: 'set-site-style', payload: { field: 'fontSize', value: 17 } });
    store.mark();
    store.dispatch({
      type: 'set-site-style',
      payload: { field: 'fontFamily', value: 'Georgia, serif' },
    });
    expect(site().textStyle).toEqual({
      fontFamily: 'Georgia, serif',
      fontSize: 17,
      color: '#1d2a1f',
    });
    store.undo();
    store.undo();
    expect(site().textStyle).toEqual({ color: '#1d2a1f' });
    store.undo();
    expect(site().textStyle).toBeUndefined();
  });

  it('removes a field set to nothing, and the text style with its last field', () => {
    const store = testStore();
    store.dispatch({ type: 'set-site-style', payload: { field: 'lineHeight', value: 1.6 } });
    store.dispatch({ type: 'set-site-style', payload: { field: 'darkColor', value: 'white' } });
    store.dispatch({ type: 'set-site-style', payload: { field: 'darkColor', value: '' } });
    expect(store.getState().doc.site.textStyle).toEqual({ lineHeight: 1.6 });
    store.dispatch({ type: 'set-site-style', payload: { field: 'lineHeight', value: null } });
    expect('textStyle' in store.getState().doc.site).toBe(false);
  });

  it('sets the page colours in the background, null again once both are removed', () => {
    const store = testStore();
    const background = () => store.getState().doc.site.background;
    store.dispatch({
      type: 'set-site-style',
      payload: { field: 'backgroundColor', value: '#faf6ee' },
    });
    store.dispatch({
      type: 'set-site-style',
      payload: { field: 'backgroundDarkColor', value: '#111111' },
    });
    expect(background()).toEqual({ color: '#faf6ee', darkColor: '#111111' });
    store.dispatch({ type: 'set-site-style', payload: { field: 'backgroundColor', value: null } });
    store.dispatch({
      type: 'set-site-style',
      payload: { field: 'backgroundDarkColor', value: '' },
    });
    expect(background()).toBeNull();
  });

  it('refuses what the schema refuses, with its reason in both languages, changing nothing', () => {
    const store = testStore();
    const before = store.getState().doc;
    const size = store.dispatch({
      type: 'set-site-style',
      payload: { field: 'fontSize', value: 120 },
    });
    expect(size).toMatchObject({
      ok: false,
      error: 'Not saved: must be from 1 to 100 px',
      refusal: {
        key: 'command.siteStyle.invalid',
        params: { reason: { en: 'must be from 1 to 100 px', fr: 'doit être de 1 à 100 px' } },
      },
    });
    const colour = store.dispatch({
      type: 'set-site-style',
      payload: { field: 'color', value: 'red; display: none' },
    });
    expect(colour).toMatchObject({ ok: false });
    expect(colour.ok === false && colour.error).toContain('is not a CSS colour or a site colour');
    expect(
      store.dispatch({
        type: 'set-site-style',
        payload: { field: 'backgroundDarkColor', value: 'dusk' },
      }).ok,
    ).toBe(false);
    // The page colour is a literal colour (the web app manifest takes it), not a token.
    expect(
      store.dispatch({
        type: 'set-site-style',
        payload: { field: 'backgroundColor', value: 'var(--color-primary)' },
      }).ok,
    ).toBe(false);
    expect(store.getState().doc).toBe(before);
  });

  it('changes nothing when the value is the one stored', () => {
    const store = testStore();
    store.dispatch({ type: 'set-site-style', payload: { field: 'fontSize', value: 16 } });
    expect(
      store.dispatch({ type: 'set-site-style', payload: { field: 'fontSize', value: 16 } }),
    ).toEqual({ ok: true, changed: false });
  });
});
