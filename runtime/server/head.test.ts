import { describe, expect, it } from 'vitest';
import { createServer } from '@server/app.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { publishAsEditor } from '@server/testing/editor.ts';
import { TEMPLATES, testConfig, writeFixtureSite } from '@server/testing/temp-site.ts';
import type { fixtureSite } from '@shared/schema/testing/fixture.ts';

const PRODUCTION = { host: 'production.localhost:3000' };
const STAGING = { host: 'staging.localhost:3000' };
const PREVIEW = { host: 'preview.localhost:3000' };
const HOSTILE = 'Sadza & "relish" $& $\' </script><script>alert(1)</script>';
const WHATSAPP = 'WhatsApp/2.23.20.0';
const FACEBOOK = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';

type Fixture = ReturnType<typeof fixtureSite>;

/** The fixture in English and French: `faq` in both, with a picture; `recipe` bound to records. */
function bilingual(f: Fixture, publicUrls?: Fixture['site']['publicUrls']) {
  if (publicUrls) f.site.publicUrls = publicUrls;
  f.site.langs.push({ lang: 'fr', default: false });
  const faq = f.site.pages[1]!;
  faq.langs = ['en', 'fr'];
  faq.paths = { en: '/faq', fr: '/questions' };
  faq.title = { en: HOSTILE, fr: 'Questions' };
  faq.meta = { ...faq.meta, desc: { en: 'Delivery in "1-3" days', fr: 'Livraison' } };
  faq.metaImage = '/assets/logo.svg';
  f.site.collections.recipes = {
    id: 'recipes',
    name: 'Recipes',
    mode: 'static',
    config: { data: [{ id: 'r1', name: 'Sadza' }] },
  };
  f.site.pages.push({
    ...faq,
    id: 'recipe',
    linkId: 'recipe',
    langs: ['en'],
    paths: { en: '/recipes/{id:}' },
    cmsDataSetPath: 'recipes/{id}',
    title: { en: 'A recipe' },
    meta: {
      ...faq.meta,
      desc: { en: 'How to cook it' },
      socialTitle: { en: 'Cook this tonight' },
      socialDesc: { en: 'A recipe from the shop' },
    },
    metaImage: 'https://cdn.example/sadza.png',
    sections: [],
  });
  f.pages.recipe = { ...f.pages.faq!, pageId: 'recipe' };
}

async function setup(edit: (f: Fixture) => void = (f) => bilingual(f), trustProxy = false) {
  const config = { ...(await testConfig()), trustProxy };
  await writeFixtureSite(config.sitesDir, edit);
  const server = await createServer(config, { frontEnd: fixedFrontEnd(TEMPLATES) });
  for (const environment of ['staging', 'production'])
    expect((await publishAsEditor(server, environment)).statusCode).toBe(200);
  return server;
}

/** The HTML's head. */
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('the head of a published page', { timeout: 60_000 }, () => {
  it('names the canonical address, the social tags and the languages, escaped', async () => {
    const server = await setup();
    const response = await server.inject({ url: '/faq?utm=1', headers: PRODUCTION });
    expect(response.statusCode).toBe(200);
    const head = headOf(response.body);
    const title =
      'Sadza &#38; &#34;relish&#34; $&#38; $&#39; &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;';
    expect(head).toContain(`<title>${title}</title>`);
    expect(head).toContain(`<meta property="og:title" content="${title}">`);
    expect(head).toContain(
      '<meta property="og:description" content="Delivery in &#34;1-3&#34; days">',
    );
    expect(head).toContain('<link rel="canonical" href="http://production.localhost:3000/faq">');
    expect(head).toContain(
      '<meta property="og:url" content="http://production.localhost:3000/faq">',
    );
    expect(head).toContain('<meta property="og:type" content="website">');
    expect(head).toContain(
      '<meta property="og:image" content="http://production.localhost:3000/assets/logo.svg">',
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain(
      '<link rel="alternate" hreflang="en" href="http://production.localhost:3000/faq">' +
        '<link rel="alternate" hreflang="fr" href="http://production.localhost:3000/fr/questions">' +
        '<link rel="alternate" hreflang="x-default" href="http://production.localhost:3000/faq">',
    );
    expect(head).not.toContain('noindex');
    expect(head).not.toContain('<script>alert(1)');
    // Each tag once.
    for (const tag of ['rel="canonical"', 'property="og:title"', 'name="twitter:card"'])
      expect(head.split(tag)).toHaveLength(2);
    // The French page: its own address, language and texts.
    const fr = headOf((await server.inject({ url: '/fr/questions', headers: PRODUCTION })).body);
    expect(fr).toContain(
      '<link rel="canonical" href="http://production.localhost:3000/fr/questions">',
    );
    expect(fr).toContain('<meta property="og:title" content="Questions">');
    expect(fr).toContain('<meta property="og:locale" content="fr">');
  });

  it('takes a page without a picture as a summary card, and a 404 has no address', async () => {
    const server = await setup();
    const home = headOf((await server.inject({ url: '/', headers: PRODUCTION })).body);
    expect(home).toContain('<meta name="twitter:card" content="summary">');
    expect(home).not.toContain('og:image');
    expect(home).toContain('<link rel="canonical" href="http://production.localhost:3000/">');
    for (const url of ['/nowhere', '/recipes/unknown']) {
      const missing = await server.inject({ url, headers: PRODUCTION });
      expect(missing.statusCode).toBe(404);
      expect(headOf(missing.body)).not.toContain('canonical');
      expect(headOf(missing.body)).not.toContain('og:url');
    }
  });

  it('says noindex on staging and preview, not on production', async () => {
    const server = await setup();
    for (const headers of [STAGING, PREVIEW])
      expect((await server.inject({ url: '/faq', headers })).body).toContain(
        '<meta name="robots" content="noindex">',
      );
    const staging = headOf((await server.inject({ url: '/faq', headers: STAGING })).body);
    expect(staging).toContain('<link rel="canonical" href="http://staging.localhost:3000/faq">');
    // Preview is never indexed: no address of its own.
    expect(headOf((await server.inject({ url: '/faq', headers: PREVIEW })).body)).not.toContain(
      'canonical',
    );
  });

  it('writes addresses on the public address the site names for the environment', async () => {
    const server = await setup((f) =>
      bilingual(f, {
        production: 'https://shop.example/',
        staging: 'https://staging.shop.example',
      }),
    );
    const head = headOf((await server.inject({ url: '/faq', headers: PRODUCTION })).body);
    expect(head).toContain('<link rel="canonical" href="https://shop.example/faq">');
    expect(head).toContain(
      '<meta property="og:image" content="https://shop.example/assets/logo.svg">',
    );
    expect(head).toContain('hreflang="fr" href="https://shop.example/fr/questions"');
    const staging = headOf((await server.inject({ url: '/faq', headers: STAGING })).body);
    expect(staging).toContain('<link rel="canonical" href="https://staging.shop.example/faq">');
  });

  it('never echoes an odd Host, nor a forwarded one, and refuses a host it does not serve', async () => {
    const server = await setup((f) => bilingual(f), true);
    const odd = await server.inject({
      url: '/faq',
      headers: { host: 'production.localhost:3000"><script>alert(1)</script>' },
    });
    expect(odd.statusCode).toBe(200);
    expect(odd.body).not.toContain('<script>alert(1)');
    expect(headOf(odd.body)).toContain(
      '<link rel="canonical" href="http://production.localhost/faq">',
    );
    // Behind a trusted proxy: its scheme counts, its X-Forwarded-Host never does.
    const proxied = await server.inject({
      url: '/faq',
      headers: { ...PRODUCTION, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
    });
    expect(headOf(proxied.body)).toContain(
      '<link rel="canonical" href="https://production.localhost:3000/faq">',
    );
    expect(proxied.body).not.toContain('evil.example');
    const other = await server.inject({ url: '/faq', headers: { host: 'evil.example' } });
    expect(other.statusCode).toBe(421);
  });

  it("gives WhatsApp's and Facebook's crawlers a bound page's own title, description and picture", async () => {
    const server = await setup();
    for (const agent of [WHATSAPP, FACEBOOK]) {
      const response = await server.inject({
        url: '/recipes/r1',
        headers: { ...PRODUCTION, 'user-agent': agent },
      });
      expect(response.statusCode).toBe(200);
      const head = headOf(response.body);
      expect(head).toContain('<meta property="og:title" content="Cook this tonight">');
      expect(head).toContain('<meta property="og:description" content="A recipe from the shop">');
      expect(head).toContain('<meta property="og:image" content="https://cdn.example/sadza.png">');
      expect(head).toContain(
        '<meta property="og:url" content="http://production.localhost:3000/recipes/r1">',
      );
    }
  });
});
