import { describe, expect, it } from 'vitest';
import { createServer } from '@server/app.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { publishAsEditor } from '@server/testing/editor.ts';
import { TEMPLATES, testConfig } from '@server/testing/temp-site.ts';
import type { BootData } from '@shared/schema/compose.ts';

const PREVIEW = { host: 'preview.localhost:3000' };
const STAGING = { host: 'staging.localhost:3000' };

async function setup() {
  const config = await testConfig();
  const server = await createServer(config, { frontEnd: fixedFrontEnd(TEMPLATES) });
  return { server, config };
}

function bootOf(html: string): BootData {
  const match = /<script id="baobab-boot" type="application\/json">(.*?)<\/script>/.exec(html);
  if (!match) throw new Error('no boot data');
  return JSON.parse(match[1]!) as BootData;
}

describe('runtime serving', { timeout: 60_000 }, () => {
  it('answers page data from the drafts in preview, with wwlang and the cache version', async () => {
    const { server } = await setup();
    const response = await server.inject({
      url: '/data/home.json?wwlang=en&v=102',
      headers: PREVIEW,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json();
    expect(data).toMatchObject({ cacheVersion: 102, wwlang: 'en', page: { id: 'home' } });
    expect(Object.keys(data.sections)).toEqual(['nav', 'hero']);
    expect(Object.keys(data.wwObjects).sort()).toEqual(['box', 'cta', 'logo', 'title']);
    expect(data.page.sections).toEqual([
      // Each with the element it renders as (shared/schema/section-tag.ts).
      { uid: 'nav', sectionTitle: 'Navigation', linkId: 'nav', tag: 'nav' },
      { uid: 'hero', sectionTitle: 'Hero', linkId: 'hero', tag: 'main' },
    ]);
  });

  it('refuses a language the page does not have, and unknown pages', async () => {
    const { server } = await setup();
    const fr = await server.inject({ url: '/data/home.json?wwlang=fr', headers: PREVIEW });
    expect(fr.statusCode).toBe(404);
    expect(fr.json()).toEqual({ error: 'Page does not contain the lang fr' });
    expect((await server.inject({ url: '/data/nope.json', headers: PREVIEW })).statusCode).toBe(
      404,
    );
  });

  it('serves the runtime page with the boot data, escaping "<"', async () => {
    const { server, config } = await setup();
    const { writeFixtureSite } = await import('@server/testing/temp-site.ts');
    await writeFixtureSite(
      config.sitesDir,
      (f) => (f.site.name = '</script><script>alert(1)</script>'),
    );
    const response = await server.inject({ url: '/faq', headers: PREVIEW });
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).not.toContain('<script>alert(1)');
    expect(bootOf(response.body)).toMatchObject({
      environment: 'preview',
      siteId: 'demo',
      app: {
        cacheVersion: 102,
        site: { name: '</script><script>alert(1)</script>', homePageId: 'home' },
      },
    });
  });

  it('gives each enabled plugin its runtime manifest in the boot data: auth starts with the page, payment waits for its first action', async () => {
    const { server, config } = await setup();
    const { writeFixtureSite } = await import('@server/testing/temp-site.ts');
    await writeFixtureSite(config.sitesDir, (f) => {
      f.site.plugins = {
        auth: { id: 'auth', plugin: 'auth', publicSettings: {} },
        payment: { id: 'payment', plugin: 'payment', publicSettings: {} },
        unknown: { id: 'unknown', plugin: 'not-built', publicSettings: {} },
      };
    });
    const { plugins } = bootOf((await server.inject({ url: '/faq', headers: PREVIEW })).body).app;
    expect(plugins['auth']?.runtime).toMatchObject({ starts: true });
    expect(plugins['auth']?.runtime?.variables).toHaveProperty('isAuthenticated', false);
    expect(plugins['payment']?.runtime?.starts).toBe(false);
    expect(plugins['payment']?.runtime?.actions.length).toBeGreaterThan(0);
    // A plugin this build does not have: no manifest (the runtime logs it as failed to load).
    expect(plugins['unknown']).toEqual({ id: 'unknown', plugin: 'not-built', publicSettings: {} });
  });

  it('writes the title and description of the page into the HTML, and answers 404 for unknown paths', async () => {
    const { server, config } = await setup();
    const { writeFixtureSite } = await import('@server/testing/temp-site.ts');
    await writeFixtureSite(config.sitesDir, (f) => {
      f.site.pages[1]!.title = { en: 'Questions & answers' };
      f.site.pages[1]!.meta.desc = { en: 'Delivery in "1-3" days' };
    });
    const faq = await server.inject({ url: '/faq?x=1', headers: PREVIEW });
    expect(faq.statusCode).toBe(200);
    expect(faq.body).toContain(
      '<title>Questions &#38; answers</title><meta name="description" content="Delivery in &#34;1-3&#34; days">',
    );
    expect(faq.body).toContain('<html lang="en"');
    const unknown = await server.inject({ url: '/nowhere', headers: PREVIEW });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<title>Demo</title>');
    expect(bootOf(unknown.body).siteId).toBe('demo');
  });

  it('preloads the page data of the page a path shows, as the runtime fetches it', async () => {
    const { server, config } = await setup();
    const { writeFixtureSite } = await import('@server/testing/temp-site.ts');
    await writeFixtureSite(config.sitesDir, (f) => {
      f.site.langs.push({ lang: 'fr', default: false });
      f.site.pages[1]!.langs.push('fr');
      f.site.pages[1]!.paths.fr = '/questions';
      f.site.userGroups = { staff: { id: 'staff', name: 'Staff', roles: ['staff'] } };
      f.site.pages[0]!.pageUserGroups = ['staff'];
    });
    const preload = (lang: string, pageId: string) =>
      `<link rel="preload" as="fetch" crossorigin href="/data/${pageId}.json?wwlang=${lang}&#38;v=102">`;
    expect((await server.inject({ url: '/faq', headers: PREVIEW })).body).toContain(
      preload('en', 'faq'),
    );
    expect((await server.inject({ url: '/fr/questions', headers: PREVIEW })).body).toContain(
      preload('fr', 'faq'),
    );
    // A restricted page may send the visitor to sign in; an unknown path has no page of its own.
    for (const url of ['/', '/nowhere'])
      expect((await server.inject({ url, headers: PREVIEW })).body).not.toContain('preload');
  });

  it('names the scripts of the page in its HTML, with a build manifest', async () => {
    const config = await testConfig();
    const manifest = {
      'runtime/index.html': {
        file: '_app/runtime-E.js',
        imports: ['_react-R.js'],
        css: ['_app/runtime-E.css'],
      },
      '_react-R.js': { file: '_app/react-R.js' },
      'catalogue/text/index.ts': {
        file: '_app/components/text-T.js',
        imports: ['_shared-S.js', '_react-R.js'],
        css: ['_app/text-T.css', '_app/runtime-E.css'],
      },
      '_shared-S.js': { file: '_app/shared-S.js' },
    };
    const server = await createServer(config, {
      frontEnd: { ...fixedFrontEnd(TEMPLATES), runtimeChunks: async () => manifest },
    });
    // Script preloads carry the answer's nonce (server/csp/html.ts): compared without it.
    const page = (await server.inject({ url: '/faq', headers: PREVIEW })).body.replace(
      /<link nonce="[^"]+"/g,
      '<link',
    );
    expect(page).toContain(
      '<link rel="modulepreload" href="/_app/components/text-T.js">' +
        '<link rel="modulepreload" href="/_app/shared-S.js">' +
        '<link rel="preload" as="style" href="/_app/text-T.css">',
    );
    // What the entry loads itself is not named again; an unknown path names nothing.
    expect(page).not.toContain('react-R.js');
    expect(page.match(/runtime-E\.css/g)).toBeNull();
    const unknown = await server.inject({ url: '/nowhere', headers: PREVIEW });
    expect(unknown.body).not.toContain('modulepreload');
  });

  it('links the site icon and, unless turned off, the web app manifest', async () => {
    const { server, config } = await setup();
    const page = (await server.inject({ url: '/faq', headers: PREVIEW })).body;
    expect(page).toContain('<link rel="icon" href="/assets/logo.svg" type="image/svg+xml">');
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    const { writeFixtureSite } = await import('@server/testing/temp-site.ts');
    await writeFixtureSite(config.sitesDir, (f) => {
      f.site.manifest = false;
    });
    expect((await server.inject({ url: '/faq', headers: PREVIEW })).body).not.toContain(
      'rel="manifest"',
    );
  });

  it('serves assets of the draft, and nothing outside them', async () => {
    const { server } = await setup();
    const logo = await server.inject({ url: '/assets/logo.svg', headers: PREVIEW });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(
      (await server.inject({ url: '/assets/..%2Fsite.json', headers: PREVIEW })).statusCode,
    ).toBe(404);
  });

  it('serves a script among the site files as a script (every answer says nosniff)', async () => {
    const { server, config } = await setup();
    const { mkdir, writeFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    await mkdir(join(config.sitesDir, 'demo', 'assets', 'cdn'), { recursive: true });
    await writeFile(join(config.sitesDir, 'demo', 'assets', 'cdn', 'lib.js'), 'export {};');
    const script = await server.inject({ url: '/assets/cdn/lib.js', headers: PREVIEW });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
  });

  it('says staging is not published yet, then serves the published files', async () => {
    const { server } = await setup();
    const before = await server.inject({ url: '/', headers: STAGING });
    expect(before.statusCode).toBe(404);
    expect(before.body).toContain('This site has not been published to staging yet');
    expect((await publishAsEditor(server, 'staging')).statusCode).toBe(200);
    const after = await server.inject({ url: '/', headers: STAGING });
    expect(bootOf(after.body)).toMatchObject({ environment: 'staging', siteId: 'demo' });
    const data = await server.inject({ url: '/data/faq.json?wwlang=en&v=102', headers: STAGING });
    expect(data.json()).toMatchObject({ wwlang: 'en', page: { id: 'faq' } });
    expect((await server.inject({ url: '/assets/logo.svg', headers: STAGING })).statusCode).toBe(
      200,
    );
    expect(
      (await server.inject({ url: '/', headers: { host: 'production.localhost:3000' } }))
        .statusCode,
    ).toBe(404);
  });

  it('lists the problems when the draft site.json cannot be read', async () => {
    const { server, config } = await setup();
    const { writeFile } = await import('node:fs/promises');
    await writeFile(`${config.sitesDir}/demo/site.json`, '{ "schemaVersion": 2, ');
    const response = await server.inject({ url: '/', headers: PREVIEW });
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('<code>site.json</code> <code>$</code>: not valid JSON');
  });

  it('answers an unknown site with 404', async () => {
    const { server } = await setup();
    const response = await server.inject({
      url: '/',
      headers: { host: 'other.preview.localhost:3000' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('There is no site "other"');
  });
});
