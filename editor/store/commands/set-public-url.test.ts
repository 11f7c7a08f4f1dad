import { describe, expect, it } from 'vitest';
import { siteFileSchema } from '@shared/schema/site.ts';
import { testStore } from '../testing.ts';

describe('set-public-url', () => {
  it('sets each environment’s address, typing one undo step, and removes it when emptied', () => {
    const store = testStore();
    const urls = () => store.getState().doc.site.publicUrls;
    for (const typed of [
      'https://s',
      'https://shop',
      'https://shop.example',
      ' https://shop.example/ ',
    ])
      store.dispatch({
        type: 'set-public-url',
        payload: { environment: 'production', url: typed },
      });
    store.mark();
    expect(urls()).toEqual({ production: 'https://shop.example/' });
    store.dispatch({
      type: 'set-public-url',
      payload: { environment: 'staging', url: 'http://staging.shop.example:8080' },
    });
    store.mark();
    expect(urls()).toEqual({
      production: 'https://shop.example/',
      staging: 'http://staging.shop.example:8080',
    });
    expect(siteFileSchema.safeParse(store.getState().doc.site).success).toBe(true);
    store.dispatch({ type: 'set-public-url', payload: { environment: 'staging', url: '' } });
    store.mark();
    expect(urls()).toEqual({ production: 'https://shop.example/' });
    store.dispatch({ type: 'set-public-url', payload: { environment: 'production', url: null } });
    // No address left: the key goes, as in a site.json that never had one.
    expect('publicUrls' in store.getState().doc.site).toBe(false);
    store.undo();
    expect(urls()).toEqual({ production: 'https://shop.example/' });
    store.undo();
    store.undo();
    expect(urls()).toEqual({ production: 'https://shop.example/' });
    store.undo();
    expect(urls()).toBeUndefined();
  });

  it('refuses what the site schema refuses, with its reason in both languages, changing nothing', () => {
    const store = testStore();
    store.dispatch({
      type: 'set-public-url',
      payload: { environment: 'production', url: 'https://shop.example' },
    });
    const before = store.getState().doc;
    for (const url of [
      'shop.example',
      'ftp://shop.example',
      'https://shop.example/en',
      'https://shop.example/?a=1',
      'https://shop.example/#top',
      'https://user:pw@shop.example',
      'https://shop example',
      `https://${'a'.repeat(300)}.example`,
    ]) {
      const result = store.dispatch({
        type: 'set-public-url',
        payload: { environment: 'production', url },
      });
      expect(result, url).toMatchObject({
        ok: false,
        refusal: {
          key: 'command.publicUrl.invalid',
          params: {
            reason: {
              en: expect.stringContaining('is not a public address: write the origin only'),
              fr: expect.stringContaining('n’est pas une adresse publique'),
            },
          },
        },
      });
      expect(result.ok === false && result.error).toMatch(/^Not saved: /);
    }
    expect(store.getState().doc).toBe(before);
  });

  it('refuses an environment without a public address', () => {
    const store = testStore();
    const result = store.dispatch({
      type: 'set-public-url',
      // @ts-expect-error preview is never indexed: it has no public address
      payload: { environment: 'preview', url: 'https://preview.example' },
    });
    expect(result).toMatchObject({ ok: false, refusal: { key: 'command.publicUrl.environment' } });
    expect(store.getState().doc.site.publicUrls).toBeUndefined();
  });
});
