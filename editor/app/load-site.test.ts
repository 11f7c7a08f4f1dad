import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServer } from '@server/app.ts';
import { testAuthor } from '@server/authors/testing.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { TEMPLATES, testConfig } from '@server/testing/temp-site.ts';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import { loadSite } from './load-site.ts';

/**
 * A real server answering the editor's fetches (by `inject`) for a signed-in author (the
 * browser sends the session cookie), and the URLs asked.
 */
async function serve() {
  const config = await testConfig();
  const server = await createServer(config, { frontEnd: fixedFrontEnd(TEMPLATES) });
  const { cookie } = await testAuthor(server);
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const answer = await server.inject({ url, headers: { host: 'localhost:3000', cookie } });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: answer.headers as Record<string, string>,
    });
  });
  return { asked, siteDir: join(config.sitesDir, 'demo') };
}

afterEach(() => vi.unstubAllGlobals());

// The author's session is in the embedded database, which takes seconds to start on a busy machine.
describe('loadSite', { timeout: 60_000 }, () => {
  it('opens the site in one request, with every file and its ETag', async () => {
    const { asked } = await serve();
    const loaded = await loadSite('demo');
    expect(asked).toEqual(['/api/sites/demo/files']);
    if (!loaded.ok) throw new Error('not loaded');
    const fixture = fixtureSite();
    expect(loaded.bundle).toEqual({
      site: fixture.site,
      pages: fixture.pages,
      sections: fixture.sections,
    });
    expect(Object.keys(loaded.etags).sort()).toEqual([
      'pages/faq.json',
      'pages/home.json',
      'sections/nav.json',
      'site.json',
    ]);
  });

  it('says where a file that is not JSON goes wrong, in both languages', async () => {
    const { siteDir } = await serve();
    await writeFile(join(siteDir, 'pages/faq.json'), '{\n  "pageId": "faq",\n}\n');
    const loaded = await loadSite('demo');
    expect(loaded).toMatchObject({
      ok: false,
      reason: 'unreadable',
      message: 'pages/faq.json',
      problems: [
        {
          file: 'pages/faq.json',
          path: '$',
          severity: 'error',
          message: expect.stringMatching(/^not valid JSON \(line 3, column 1\): /),
          fr: expect.stringMatching(/^JSON non valide \(ligne 3, colonne 1\) : /),
        },
      ],
    });
  });

  it('reads the files one by one when that answer is refused, and says which is missing', async () => {
    const { asked, siteDir } = await serve();
    await rm(join(siteDir, 'pages/faq.json'));
    const loaded = await loadSite('demo');
    expect(loaded).toMatchObject({ ok: false, reason: 'unreadable', status: 404 });
    expect(asked[0]).toBe('/api/sites/demo/files');
    expect(asked).toContain('/api/sites/demo/files/site.json');
    expect(asked).toContain('/api/sites/demo/files/pages/faq.json');
  });
});
