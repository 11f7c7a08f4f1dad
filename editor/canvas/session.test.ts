import { afterEach, describe, expect, it, vi } from 'vitest';
import { testStore } from '../store/testing.ts';
import { canvasFetch, sameKey, sessionKey } from './session.ts';

describe('canvasFetch', () => {
  it('sends dynamic collection fetches to the editor API, with their query; the rest as they are', async () => {
    const sent: Array<[string, RequestInit | undefined]> = [];
    const fetch = canvasFetch('shop 1', async (input, init) => {
      sent.push([input, init]);
      return new Response('{}');
    });
    const init = { method: 'POST', body: '{"variables":{}}' };
    await fetch('/ww/cms_data_sets/products/fetch?offset=10&limit=10', init);
    await fetch('/ww/cms_data_sets/products/fetch', init);
    await fetch('/collections/networks.json');
    expect(sent).toEqual([
      ['/api/sites/shop%201/collections/products/fetch?offset=10&limit=10', init],
      ['/api/sites/shop%201/collections/products/fetch', init],
      ['/collections/networks.json', undefined],
    ]);
  });
});

describe('the canvas frame’s requests', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('go as the editor’s do: a POST carries the session’s CSRF token', async () => {
    vi.stubGlobal('document', { cookie: 'baobab-csrf=frame-token' });
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    await canvasFetch('demo')('/ww/cms_data_sets/products/fetch', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(fetch).toHaveBeenCalledWith('/api/sites/demo/collections/products/fetch', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-baobab-csrf': 'frame-token' },
    });
  });
});

describe('sessionKey', () => {
  it('keeps the session when only the site’s style changes: the frame rewrites its stylesheet', () => {
    const store = testStore();
    const key = sessionKey(store.getState());
    store.dispatch({ type: 'set-site-style', payload: { field: 'fontSize', value: 18 } });
    store.dispatch({
      type: 'set-site-style',
      payload: { field: 'backgroundColor', value: '#fff' },
    });
    store.dispatch({
      type: 'set-site-colors',
      payload: { colors: [{ name: 'primary', value: '#2f6b3b' }] },
    });
    expect(sameKey(sessionKey(store.getState()), key)).toBe(true);
    store.dispatch({ type: 'set-site-page', payload: { role: 'homePageId', pageId: 'faq' } });
    expect(sameKey(sessionKey(store.getState()), key)).toBe(false);
  });
});
