import { afterEach, describe, expect, it, vi } from 'vitest';
import { canvasFetch } from './session.ts';

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
