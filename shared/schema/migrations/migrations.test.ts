import { describe, expect, it } from 'vitest';
import { loadSite } from '../load.ts';
import { fixtureSite } from '../testing/fixture.ts';
import { migrateFile } from './index.ts';

/** The fixture as a version-1 site: one path and title per page, children as one list. */
function version1Texts(): Record<string, string> {
  const f = fixtureSite();
  const site = {
    ...f.site,
    schemaVersion: 1,
    pages: f.site.pages.map(({ paths, title, ...page }) => ({
      ...page,
      path: paths.en,
      title: title.en,
    })),
  };
  const toV1 = (elements: Record<string, { children?: Record<string, string[]> }>) =>
    Object.fromEntries(
      Object.entries(elements).map(([id, el]) => [
        id,
        el.children ? { ...el, children: el.children.default } : el,
      ]),
    );
  const texts: Record<string, string> = { 'site.json': JSON.stringify(site) };
  for (const [id, page] of Object.entries(f.pages)) {
    texts[`pages/${id}.json`] = JSON.stringify({
      ...page,
      schemaVersion: 1,
      elements: toV1(page.elements),
    });
  }
  for (const [uid, s] of Object.entries(f.sections)) {
    texts[`sections/${uid}.json`] = JSON.stringify({
      ...s,
      schemaVersion: 1,
      elements: toV1(s.elements),
    });
  }
  return texts;
}

describe('migration to version 2', () => {
  it('turns page path and title into per-language maps and children into slots', () => {
    const result = loadSite(version1Texts());
    expect(result.problems).toEqual([]);
    expect(result.bundle).toEqual(fixtureSite());
    expect(result.migrated.map((m) => m.file)).toEqual([
      'pages/faq.json',
      'pages/home.json',
      'sections/nav.json',
      'site.json',
    ]);
    expect(result.migrated.every((m) => m.from === 1)).toBe(true);
  });

  it('uses the default language of the site', () => {
    const out = migrateFile('site', {
      schemaVersion: 1,
      langs: [
        { lang: 'fr', default: false },
        { lang: 'sn', default: true },
      ],
      pages: [{ id: 'home', path: '/', title: 'Mhoro' }],
    });
    expect(out).toEqual({
      ok: true,
      from: 1,
      file: expect.objectContaining({
        schemaVersion: 2,
        pages: [{ id: 'home', paths: { sn: '/' }, title: { sn: 'Mhoro' } }],
      }),
    });
  });

  it('leaves current files alone and refuses ones without a version', () => {
    const file = { schemaVersion: 2, pageId: 'x' };
    expect(migrateFile('page', file)).toEqual({ ok: true, file, from: 2 });
    expect(migrateFile('page', { pageId: 'x' })).toEqual({
      ok: false,
      text: { code: 'schemaVersionMissing' },
    });
    expect(migrateFile('page', [])).toEqual({
      ok: false,
      text: { code: 'notAnObject' },
    });
  });
});
