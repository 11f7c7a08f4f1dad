import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import { tempDir, writeFixtureSite } from '../testing/temp-site.ts';
import { listSiteFiles } from './read.ts';
import { etagOf, SiteStore } from './store.ts';

async function storeWithSite(hooks?: ConstructorParameters<typeof SiteStore>[1]) {
  const sitesDir = await tempDir();
  const siteDir = await writeFixtureSite(sitesDir);
  return { store: new SiteStore(sitesDir, hooks), siteDir };
}

const faqText = (name: string) =>
  JSON.stringify({
    ...fixtureSite().pages.faq,
    variables: { v: { id: 'v', name, type: 'string', defaultValue: '' } },
  });

describe('SiteStore', () => {
  it('lists sites and reads files with an ETag of their bytes', async () => {
    const { store, siteDir } = await storeWithSite();
    expect(await store.listSites()).toEqual(['demo']);
    const file = await store.read('demo', 'pages/faq.json');
    expect(file?.etag).toBe(etagOf(await readFile(join(siteDir, 'pages/faq.json'), 'utf8')));
    expect(await store.read('demo', 'pages/nope.json')).toBeNull();
    await expect(store.read('demo', '../secret.json')).rejects.toThrow('not a site file');
  });

  it('knows a site by its folder holding a site.json, as listSites does', async () => {
    const { store } = await storeWithSite();
    await mkdir(join(store.sitesDir, 'empty-folder'));
    expect(await store.listSites()).toEqual(['demo']);
    expect(await store.hasSite('demo')).toBe(true);
    expect(await store.hasSite('empty-folder')).toBe(false);
    expect(await store.hasSite('nope')).toBe(false);
    expect(await store.hasSite('../demo')).toBe(false);
    expect(await store.hasSite('demo/pages')).toBe(false);
  });

  it('reads site.json alone for per-request needs: a broken page does not hide it', async () => {
    const { store, siteDir } = await storeWithSite();
    expect((await store.siteFile('demo'))?.id).toBe('demo');
    await writeFile(join(siteDir, 'pages/faq.json'), '{ "broken": ');
    expect((await store.load('demo')).bundle).toBeNull();
    expect((await store.siteFile('demo'))?.id).toBe('demo');
    await writeFile(join(siteDir, 'site.json'), '{ "schemaVersion": 2, "id": 7 }');
    expect(await store.siteFile('demo')).toBeNull();
    expect(await store.siteFile('nope')).toBeNull();
  });

  it('writes canonically when the ETag matches, and refuses a stale one', async () => {
    const { store, siteDir } = await storeWithSite();
    const { etag } = (await store.read('demo', 'pages/faq.json'))!;
    const first = await store.write('demo', 'pages/faq.json', faqText('first'), { ifMatch: etag });
    expect(first).toEqual({ ok: true, etag: expect.any(String), created: false });
    const stale = await store.write('demo', 'pages/faq.json', faqText('second'), { ifMatch: etag });
    expect(stale).toMatchObject({
      ok: false,
      reason: 'conflict',
      etag: first.ok ? first.etag : '',
    });
    const text = await readFile(join(siteDir, 'pages/faq.json'), 'utf8');
    expect(text).toContain('"first"');
    expect(text).toMatch(/^\{\n {2}"schemaVersion": 2,\n {2}"pageId": "faq",/);
  });

  it('lets only one of two concurrent writers with the same ETag win', async () => {
    const { store } = await storeWithSite();
    const { etag } = (await store.read('demo', 'pages/faq.json'))!;
    const results = await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        store.write('demo', 'pages/faq.json', faqText(name), { ifMatch: etag }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === 'conflict')).toHaveLength(2);
  });

  it('leaves the old file whole when a write is interrupted before the rename', async () => {
    const { store, siteDir } = await storeWithSite({
      hooks: {
        beforeRename: () => {
          throw new Error('power cut');
        },
      },
    });
    const before = await readFile(join(siteDir, 'pages/faq.json'), 'utf8');
    await expect(
      store.write('demo', 'pages/faq.json', faqText('lost'), { ifMatch: etagOf(before) }),
    ).rejects.toThrow('power cut');
    expect(await readFile(join(siteDir, 'pages/faq.json'), 'utf8')).toBe(before);
    expect((await readdir(join(siteDir, 'pages'))).sort()).toEqual(['faq.json', 'home.json']);
  });

  it('refuses an invalid file and leaves the old one untouched', async () => {
    const { store, siteDir } = await storeWithSite();
    const before = await readFile(join(siteDir, 'site.json'), 'utf8');
    const result = await store.write('demo', 'site.json', before.replace('"demo"', '"other"'), {
      ifMatch: etagOf(before),
    });
    expect(result).toEqual({
      ok: false,
      reason: 'invalid',
      problems: [
        expect.objectContaining({
          path: '$.id',
          message: 'id "other" differs from the site folder "demo"',
        }),
      ],
    });
    expect(await readFile(join(siteDir, 'site.json'), 'utf8')).toBe(before);
  });

  it('creates only when the file does not exist, and deletes with the right ETag', async () => {
    const { store } = await storeWithSite();
    const text = JSON.stringify({
      ...fixtureSite().sections.nav,
      section: { uid: 'extra', sectionTitle: 'Extra', children: [] },
      elements: {},
    });
    expect(
      await store.write('demo', 'sections/extra.json', text, { ifNoneMatch: '*' }),
    ).toMatchObject({ ok: true, created: true });
    expect(
      await store.write('demo', 'sections/extra.json', text, { ifNoneMatch: '*' }),
    ).toMatchObject({ ok: false, reason: 'conflict' });
    expect(await store.delete('demo', 'sections/extra.json', '"stale"')).toMatchObject({
      ok: false,
      reason: 'conflict',
    });
    const { etag } = (await store.read('demo', 'sections/extra.json'))!;
    expect(await store.delete('demo', 'sections/extra.json', etag)).toEqual({ ok: true });
    expect(await store.delete('demo', 'sections/extra.json', etag)).toMatchObject({
      ok: false,
      reason: 'not-found',
    });
  });

  it('leaves files of other folders alone: seed files of the record API are not definitions', async () => {
    const { store, siteDir } = await storeWithSite();
    const before = await store.load('demo');
    await mkdir(join(siteDir, 'datasource'));
    await writeFile(join(siteDir, 'datasource', 'appBaobabBasket01.json'), '{"base": 1}');
    expect((await listSiteFiles(siteDir)).some((path) => path.startsWith('datasource'))).toBe(
      false,
    );
    expect((await store.load('demo')).problems).toEqual(before.problems);
    await expect(store.read('demo', 'datasource/appBaobabBasket01.json')).rejects.toThrow(
      'not a site file',
    );
  });
});
