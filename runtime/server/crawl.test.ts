import { describe, expect, it } from 'vitest';
import { createServer } from '@server/app.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { publishAsEditor } from '@server/testing/editor.ts';
import { TEMPLATES, testConfig, writeFixtureSite } from '@server/testing/temp-site.ts';
import type { fixtureSite } from '@shared/schema/testing/fixture.ts';
import {
  MAX_SITEMAP_URLS,
  sitemapFileCount,
  sitemapIndexXml,
  sitemapPart,
  urlsetXml,
} from './crawl.ts';

const PRODUCTION = { host: 'production.localhost:3000' };
const STAGING = { host: 'staging.localhost:3000' };
const PREVIEW = { host: 'preview.localhost:3000' };

type Fixture = ReturnType<typeof fixtureSite>;

/**
 * Pages: home, faq (en, fr), a staff page, a 404 page, a sign-in page, and `recipe` bound to
 * records whose ids need escaping, one filtered out.
 */
function site(f: Fixture, publicUrls?: Fixture['site']['publicUrls']) {
  if (publicUrls) f.site.publicUrls = publicUrls;
  f.site.langs.push({ lang: 'fr', default: false });
  const faq = f.site.pages[1]!;
  faq.langs = ['en', 'fr'];
  faq.paths = { en: '/faq', fr: '/questions' };
  const page = (id: string, extra: Partial<Fixture['site']['pages'][number]> = {}) => {
    f.site.pages.push({ ...faq, id, linkId: id, langs: ['en'], paths: { en: `/${id}` }, ...extra });
    f.pages[id] = { ...f.pages.faq!, pageId: id };
  };
  f.site.userGroups = { staff: { id: 'staff', name: 'Staff', roles: ['staff'] } };
  page('staff', { pageUserGroups: ['staff'] });
  page('missing');
  page('sign-in');
  f.site.notFoundPageId = 'missing';
  f.site.unauthenticatedPageId = 'sign-in';
  f.site.unauthorizedPageId = 'home';
  f.site.variables.shown = { id: 'shown', name: 'shown', type: 'boolean', defaultValue: true };
  f.site.collections.recipes = {
    id: 'recipes',
    name: 'Recipes',
    mode: 'static',
    config: {
      data: [
        { id: 'r1', published: true },
        { id: 'a/b', published: true },
        { id: '$&</script>"', published: true },
        { id: 7, published: true },
        { id: 'draft', published: false },
        { name: 'no id', published: true },
      ],
    },
    filter: {
      type: 'group',
      combinator: 'and',
      conditions: [
        {
          type: 'condition',
          key: 'published',
          operator: 'equals',
          value: { $formula: 'variables.shown' },
        },
      ],
    },
  };
  page('recipe', { paths: { en: '/recipes/{id:}' }, cmsDataSetPath: 'recipes/{id}' });
}

async function setup(
  edit: (f: Fixture) => void = (f) => site(f),
  environments = ['staging', 'production'],
) {
  const config = await testConfig();
  await writeFixtureSite(config.sitesDir, edit);
  const server = await createServer(config, { frontEnd: fixedFrontEnd(TEMPLATES) });
  for (const environment of environments)
    expect((await publishAsEditor(server, environment)).statusCode).toBe(200);
  return server;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('crawl files', { timeout: 60_000 }, () => {
  it('lists every page a visitor may see, in each language, and each record shown', async () => {
    const server = await setup();
    const response = await server.inject({ url: '/sitemap.xml', headers: PRODUCTION });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    );
    const at = 'http://production.localhost:3000';
    expect(locs(response.body)).toEqual([
      // The home page although it is where visitors without access go; not the staff, 404 or
      // sign-in pages.
      `${at}/`,
      `${at}/faq`,
      `${at}/fr/questions`,
      `${at}/recipes/r1`,
      `${at}/recipes/a%2Fb`,
      // Escaped for the address, then for XML.
      `${at}/recipes/%24%26%3C%2Fscript%3E%22`,
      `${at}/recipes/7`,
    ]);
    expect(response.body).not.toContain('</script>');
  });

  it('writes addresses on the public address of the environment', async () => {
    const server = await setup((f) => site(f, { production: 'https://shop.example' }));
    const urls = locs((await server.inject({ url: '/sitemap.xml', headers: PRODUCTION })).body);
    expect(urls[0]).toBe('https://shop.example/');
    const staging = locs((await server.inject({ url: '/sitemap.xml', headers: STAGING })).body);
    expect(staging[0]).toBe('http://staging.localhost:3000/');
    const robots = await server.inject({ url: '/robots.txt', headers: PRODUCTION });
    expect(robots.body).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://shop.example/sitemap.xml\n',
    );
  });

  it('lets crawlers into production only', async () => {
    const server = await setup();
    const production = await server.inject({ url: '/robots.txt', headers: PRODUCTION });
    expect(production.statusCode).toBe(200);
    expect(production.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(production.headers['cache-control']).toBe('public, max-age=300');
    expect(production.body).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: http://production.localhost:3000/sitemap.xml\n',
    );
    for (const headers of [STAGING, PREVIEW])
      expect((await server.inject({ url: '/robots.txt', headers })).body).toBe(
        'User-agent: *\nDisallow: /\n',
      );
  });

  it('never writes an odd Host into the crawl files', async () => {
    const server = await setup();
    const host = 'production.localhost:3000/"><x>';
    const robots = await server.inject({ url: '/robots.txt', headers: { host } });
    expect(robots.body).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: http://production.localhost/sitemap.xml\n',
    );
    const sitemap = await server.inject({ url: '/sitemap.xml', headers: { host } });
    expect(sitemap.body).not.toContain('<x>');
    expect(locs(sitemap.body)[0]).toBe('http://production.localhost/');
    expect(
      (await server.inject({ url: '/robots.txt', headers: { host: 'evil.example' } })).statusCode,
    ).toBe(421);
  });

  // The sitemap's own work (the index, both files, a refusal: 50,007 addresses listed four times)
  // took 1.4 s of this test on a busy 2-core machine; publishing the records takes the rest.
  it('splits more than 50,000 addresses into files of 50,000 under a sitemap index', async () => {
    // 3 page addresses, 4 records of the fixture, 50,000 generated: 50,007 addresses.
    const server = await setup(
      (f) => {
        site(f, { production: 'https://shop.example' });
        const data = (f.site.collections.recipes!.config as { data: unknown[] }).data;
        for (let n = 0; n < MAX_SITEMAP_URLS; n++) data.push({ id: `g${n}`, published: true });
      },
      ['production'],
    );
    const index = await server.inject({ url: '/sitemap.xml', headers: PRODUCTION });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://shop.example/sitemap-1.xml</loc></sitemap>\n' +
        '<sitemap><loc>https://shop.example/sitemap-2.xml</loc></sitemap>\n' +
        '</sitemapindex>\n',
    );
    const parts = [];
    for (const part of [1, 2]) {
      const file = await server.inject({ url: `/sitemap-${part}.xml`, headers: PRODUCTION });
      expect(file.statusCode).toBe(200);
      expect(file.headers['cache-control']).toBe('public, max-age=300');
      expect(file.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
      parts.push(locs(file.body));
    }
    expect(parts.map((urls) => urls.length)).toEqual([MAX_SITEMAP_URLS, 7]);
    const all = parts.flat();
    expect(new Set(all).size).toBe(MAX_SITEMAP_URLS + 7);
    // The pages first, then the records in their order: the last file ends with the last one.
    expect(all.slice(0, 4)).toEqual([
      'https://shop.example/',
      'https://shop.example/faq',
      'https://shop.example/fr/questions',
      'https://shop.example/recipes/r1',
    ]);
    expect(all.at(-1)).toBe(`https://shop.example/recipes/g${MAX_SITEMAP_URLS - 1}`);
    const past = await server.inject({ url: '/sitemap-3.xml', headers: PRODUCTION });
    expect(past.statusCode).toBe(404);
    expect(past.body).toBe(
      'There is no sitemap-3.xml: the sitemap has 2 files, /sitemap-1.xml to /sitemap-2.xml.',
    );
    for (const url of ['/sitemap-0.xml', '/sitemap-01.xml']) {
      const missing = await server.inject({ url, headers: PRODUCTION });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).toMatch(
        /^There is no sitemap-0?[01].xml: sitemap files start at 1\.$/,
      );
    }
    expect((await server.inject({ url: '/sitemap-x.xml', headers: PRODUCTION })).statusCode).toBe(
      404,
    );
  });

  it('keeps one file up to 50,000 addresses, and names no other', async () => {
    const server = await setup();
    const sitemap = await server.inject({ url: '/sitemap.xml', headers: PRODUCTION });
    expect(sitemap.body).toContain('<urlset ');
    const part = await server.inject({ url: '/sitemap-1.xml', headers: PRODUCTION });
    expect(part.statusCode).toBe(404);
    expect(part.body).toBe('There is no sitemap-1.xml: the sitemap is one file, /sitemap.xml.');
  });
});

describe('sitemap files', () => {
  it('counts files of 50,000 addresses at most, and one even empty', () => {
    expect([0, 1, 50_000, 50_001, 100_000, 100_001].map(sitemapFileCount)).toEqual([
      1, 1, 1, 2, 2, 3,
    ]);
    const urls = Array.from({ length: 100_001 }, (_, n) => `https://shop.example/${n}`);
    const parts = [1, 2, 3].map((part) => sitemapPart(urls, part));
    expect(parts.map((p) => p.length)).toEqual([50_000, 50_000, 1]);
    expect(parts.flat().join('\n')).toBe(urls.join('\n'));
    expect(locs(urlsetXml(parts[0]!))).toEqual(parts[0]);
  });

  it('never writes a file of more than 50,000 addresses', () => {
    const urls = Array.from({ length: 50_001 }, (_, n) => `https://shop.example/${n}`);
    expect(() => urlsetXml(urls)).toThrow('A sitemap file takes 50000 addresses, not 50001');
  });

  it('escapes the addresses of the index', () => {
    expect(sitemapIndexXml('https://shop.example', 1)).toContain(
      '<sitemap><loc>https://shop.example/sitemap-1.xml</loc></sitemap>',
    );
    expect(sitemapIndexXml('https://a.example/"&', 1)).toContain(
      '<loc>https://a.example/&#34;&#38;/sitemap-1.xml</loc>',
    );
  });
});
