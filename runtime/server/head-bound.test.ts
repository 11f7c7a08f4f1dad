import { describe, expect, it } from 'vitest';
import { createServer } from '@server/app.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { publishAsEditor } from '@server/testing/editor.ts';
import { TEMPLATES, testConfig, writeFixtureSite } from '@server/testing/temp-site.ts';
import type { fixtureSite } from '@shared/schema/testing/fixture.ts';

const PRODUCTION = { host: 'production.localhost:3000', 'user-agent': 'WhatsApp/2.23.20.0' };
const HOSTILE = 'Sadza "best" $& $\' \u2028 </script><script>alert(1)</script>';
const DATA = 'context.page.data';

/** A page bound to `recipes/{id}` whose meta reads its record through `{{ formula }}`s. */
function boundMeta(f: ReturnType<typeof fixtureSite>) {
  f.site.collections.recipes = {
    id: 'recipes',
    name: 'Recipes',
    mode: 'static',
    config: {
      data: [
        {
          id: 'r1',
          name: HOSTILE,
          blurb: 'Cook it slowly',
          picture: '/assets/sadza.png',
          cents: 4550,
        },
        { id: 'r2', name: 'Plain' },
      ],
    },
  };
  const faq = f.site.pages[1]!;
  f.site.pages.push({
    ...faq,
    id: 'recipe',
    linkId: 'recipe',
    langs: ['en'],
    paths: { en: '/recipes/{id:}' },
    cmsDataSetPath: 'recipes/{id}',
    title: { en: `{{ ${DATA}.name }} | Shop` },
    meta: {
      desc: { en: `{{ ${DATA}.blurb }}` },
      keywords: { en: `{{ ${DATA}.name }}, recipes` },
      socialTitle: { en: `Tonight: {{ ${DATA}.name }}` },
      socialDesc: { en: `{{ ${DATA}.blurb }} {{ ${DATA}.broken. }}` },
      structuredData: {
        en: `{"@context":"https://schema.org","@type":"Recipe","name":"{{ ${DATA}.name }}","url":"{{ context.page.url }}","base":"{{ context.page.baseUrl }}","price":"{{ (${DATA}.cents / 100).toFixed(2) }}","cents":{{ ${DATA}.cents }}}`,
      },
    },
    metaImage: `{{ ${DATA}.picture }}`,
    sections: [],
  });
  f.pages.recipe = { ...f.pages.faq!, pageId: 'recipe' };
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const jsonLd = (head: string) =>
  [...head.matchAll(/<script [^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1]!,
  );

describe('the head of a page bound to a record', { timeout: 60_000 }, () => {
  it("fills the meta's formulas with the record, escaped, and writes its JSON-LD once", async () => {
    const config = await testConfig();
    await writeFixtureSite(config.sitesDir, boundMeta);
    const server = await createServer(config, { frontEnd: fixedFrontEnd(TEMPLATES) });
    expect((await publishAsEditor(server, 'production')).statusCode).toBe(200);

    const response = await server.inject({ url: '/recipes/r1', headers: PRODUCTION });
    expect(response.statusCode).toBe(200);
    const head = headOf(response.body);
    const name =
      'Sadza &#34;best&#34; $&#38; $&#39; \u2028 &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;';
    expect(head).toContain(`<title>${name} | Shop</title>`);
    expect(head).toContain(`<meta property="og:title" content="Tonight: ${name}">`);
    expect(head).toContain('<meta name="description" content="Cook it slowly">');
    // A formula that fails gives an empty value (the server logs it), never "undefined".
    expect(head).toContain('<meta property="og:description" content="Cook it slowly">');
    expect(head).toContain(
      '<meta property="og:image" content="http://production.localhost:3000/assets/sadza.png">',
    );
    expect(head).not.toContain('undefined');
    expect(head).not.toContain('<script>alert(1)');

    const scripts = jsonLd(head);
    expect(scripts).toHaveLength(1);
    expect(head).toMatch(/<script [^>]*type="application\/ld\+json" id="baobab-structured-data">/);
    expect(scripts[0]).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(scripts[0]!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: HOSTILE,
      url: 'http://production.localhost:3000/recipes/r1',
      base: 'http://production.localhost:3000',
      price: '45.50',
      cents: 4550,
    });

    // A record without those fields: empty values, JSON still valid, no picture.
    const plain = headOf((await server.inject({ url: '/recipes/r2', headers: PRODUCTION })).body);
    expect(plain).toContain('<title>Plain | Shop</title>');
    expect(plain).not.toContain('name="description"');
    expect(plain).not.toContain('og:image');
    expect(plain).not.toContain('undefined');
    expect(JSON.parse(jsonLd(plain)[0]!)).toMatchObject({ name: 'Plain', cents: null });

    // An unknown record is the 404 page: none of the record's meta.
    const missing = await server.inject({ url: '/recipes/nope', headers: PRODUCTION });
    expect(missing.statusCode).toBe(404);
    expect(jsonLd(headOf(missing.body))).toEqual([]);
  });
});
