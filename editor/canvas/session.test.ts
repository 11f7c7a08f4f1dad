import { describe, expect, it } from 'vitest';
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
