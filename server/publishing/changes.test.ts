import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServer } from '@server/app.ts';
import { testAuthor } from '@server/authors/testing.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { TEMPLATES, testConfig, writeFixtureSite } from '@server/testing/temp-site.ts';
import type { fixtureSite } from '@shared/schema/testing/fixture.ts';
import type { PublishChanges } from './changes.ts';

const EDITOR = { host: 'localhost:3000', 'content-type': 'application/json' };

async function setup() {
  const config = await testConfig();
  const server = await createServer(config, { frontEnd: fixedFrontEnd(TEMPLATES) });
  const owner = { ...EDITOR, ...(await testAuthor(server)).headers };
  const changes = (environment = 'production', headers: Record<string, string> = owner) =>
    server.inject({ url: `/api/sites/demo/publish/${environment}/changes`, headers });
  const read = async (environment = 'production') => {
    const answer = await changes(environment);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    return answer.json() as PublishChanges;
  };
  const publish = async (environment = 'production') => {
    const answer = await server.inject({
      method: 'POST',
      url: '/api/sites/demo/publish',
      headers: owner,
      payload: JSON.stringify({ environment }),
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  const edit = (change: (site: ReturnType<typeof fixtureSite>) => void) =>
    writeFixtureSite(config.sitesDir, change);
  return { config, server, changes, read, publish, edit };
}

const HOME = { id: 'home', name: 'home' };
const FAQ = { id: 'faq', name: 'faq' };

describe('what a publish would change (GET …/publish/:env/changes)', { timeout: 60_000 }, () => {
  it('lists every page as added before the first publish, and nothing right after it', async () => {
    const { read, publish } = await setup();
    expect(await read()).toEqual({
      environment: 'production',
      live: false,
      added: [HOME, FAQ],
      changed: [],
      removed: [],
      site: false,
    });
    await publish();
    expect(await read()).toEqual({
      environment: 'production',
      live: true,
      added: [],
      changed: [],
      removed: [],
      site: false,
    });
    // Staging is its own environment: still never published.
    expect((await read('staging')).live).toBe(false);
  });

  it('names the pages added, changed and removed, and says when the site changed', async () => {
    const { config, read, publish, edit } = await setup();
    await publish();

    // A page's own text.
    await edit((f) => {
      f.pages.home!.elements.title!.props!.text = { $lang: { en: 'Welcome' } };
    });
    expect(await read()).toMatchObject({ changed: [HOME], added: [], removed: [], site: false });

    // A shared section: every page that shows it.
    await edit((f) => {
      f.sections.nav!.elements.logo!.props!.text = 'Renamed';
    });
    expect(await read()).toMatchObject({ changed: [HOME, FAQ], site: false });

    // A page's entry in site.json (its title) counts as the page's change.
    await edit((f) => {
      f.site.pages[1]!.title = { en: 'Questions' };
    });
    expect(await read()).toMatchObject({ changed: [FAQ], site: false });

    // Site-wide settings.
    await edit((f) => {
      f.site.background = { color: '#000000' };
    });
    expect(await read()).toMatchObject({ changed: [], site: true });

    // A new asset.
    await writeFile(join(config.sitesDir, 'demo', 'assets', 'photo.png'), 'png');
    expect((await read()).site).toBe(true);
    await rm(join(config.sitesDir, 'demo', 'assets', 'photo.png'));

    // One page removed, another added.
    await edit((f) => {
      const faq = f.site.pages[1]!;
      f.site.pages = [f.site.pages[0]!, { ...faq, id: 'about', linkId: 'about', name: 'About' }];
      f.site.pages[1]!.paths = { en: '/about' };
      f.pages.about = { ...f.pages.faq!, pageId: 'about' };
      delete f.pages.faq;
      f.pages.home!.elements.cta!.link = { type: 'page', pageId: 'about' };
    });
    await rm(join(config.sitesDir, 'demo', 'pages', 'faq.json'));
    expect(await read()).toMatchObject({
      live: true,
      added: [{ id: 'about', name: 'About' }],
      changed: [HOME],
      removed: [FAQ],
      site: false,
    });
  });

  it('answers only an author who may publish there, as publishing does', async () => {
    const { server, changes } = await setup();
    const as = async (role: 'viewer' | 'editor' | 'owner') => ({
      ...EDITOR,
      ...(await testAuthor(server, { roles: { demo: role } })).headers,
    });
    const signedOut = await changes('production', EDITOR);
    expect(signedOut.statusCode).toBe(401);
    const viewer = await as('viewer');
    expect((await changes('staging', viewer)).statusCode).toBe(403);
    expect((await changes('production', viewer)).statusCode).toBe(403);
    const editor = await as('editor');
    expect((await changes('staging', editor)).statusCode).toBe(200);
    const refused = await changes('production', editor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'forbidden', role: 'editor' });
    expect((await changes('production', await as('owner'))).statusCode).toBe(200);
    expect((await changes('elsewhere')).statusCode).toBe(404);
  });
});
