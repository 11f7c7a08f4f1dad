import { describe, expect, it } from 'vitest';
import { loadSite, parseSiteFile } from './load.ts';
import type { Problem } from './problems.ts';
import { fixtureTexts } from './testing/fixture.ts';

const KNOWN = new Set(['text', 'image', 'flexbox', 'button']);
const errors = (problems: Problem[]) => problems.filter((p) => p.severity === 'error');
const load = (texts: Record<string, string>) => loadSite(texts, { knownTypes: KNOWN });

/** Sets a value deep inside a JSON text, as a hand edit would. */
function editJson(text: string, edit: (json: Record<string, unknown>) => void): string {
  const json = JSON.parse(text) as Record<string, unknown>;
  edit(json);
  return JSON.stringify(json, null, 2);
}

describe('loadSite', () => {
  it('loads a valid site without problems', () => {
    const result = load(fixtureTexts());
    expect(result.problems).toEqual([]);
    expect(result.bundle?.site.id).toBe('demo');
    expect(Object.keys(result.bundle?.pages ?? {})).toEqual(['faq', 'home']);
  });

  it('reports a missing homePageId at its path', () => {
    const texts = fixtureTexts();
    texts['site.json'] = editJson(texts['site.json']!, (site) => delete site.homePageId);
    expect(errors(load(texts).problems)).toEqual([
      expect.objectContaining({ file: 'site.json', path: '$.homePageId' }),
    ]);
  });

  it('reports a homePageId that names no page', () => {
    const { problems } = load(fixtureTexts((f) => (f.site.homePageId = 'nowhere')));
    expect(errors(problems)).toEqual([
      {
        file: 'site.json',
        path: '$.homePageId',
        severity: 'error',
        message: 'homePageId "nowhere" is not a page of the site',
        fr: 'homePageId « nowhere » n’est pas une page du site',
      },
    ]);
  });

  it('reports a child id that does not exist', () => {
    const { problems } = load(
      fixtureTexts((f) => f.pages.home!.elements.box!.children!.default!.push('ghost')),
    );
    expect(errors(problems)).toEqual([
      {
        file: 'pages/home.json',
        path: '$.elements.box.children.default[2]',
        severity: 'error',
        message: 'child "ghost" of element "box" does not exist',
        fr: 'l’enfant « ghost » listé dans l’élément « box » n’existe pas',
      },
    ]);
  });

  it('reports an element with two parents', () => {
    const { problems } = load(
      fixtureTexts((f) => f.pages.home!.sections.hero!.children.push('title')),
    );
    expect(errors(problems)).toEqual([
      expect.objectContaining({
        file: 'pages/home.json',
        message: 'element "title" has two parents: section "hero" and element "box"',
        fr: 'l’élément « title » a deux parents : la section « hero » et l’élément « box »',
      }),
    ]);
  });

  it('reports a cycle of elements', () => {
    const { problems } = load(
      fixtureTexts((f) => {
        const els = f.pages.home!.elements;
        els.a = { id: 'a', type: 'flexbox', children: { default: ['b'] } };
        els.b = { id: 'b', type: 'flexbox', children: { default: ['a'] } };
      }),
    );
    expect(errors(problems).map((p) => p.message)).toContainEqual(
      expect.stringMatching(/^elements form a cycle: (a → b → a|b → a → b)$/),
    );
  });

  it('reports a longer cycle once, and walks a deep tree without trouble', () => {
    const { problems } = load(
      fixtureTexts((f) => {
        const els = f.pages.home!.elements;
        for (const [id, child] of [
          ['a', 'b'],
          ['b', 'c'],
          ['c', 'a'],
        ] as const) {
          els[id] = { id, type: 'flexbox', children: { default: [child] } };
        }
        // A chain 3,000 deep under the hero box.
        els.box!.children!.default!.push('deep-0');
        for (let i = 0; i < 3000; i++) {
          els[`deep-${i}`] = {
            id: `deep-${i}`,
            type: 'flexbox',
            children: { default: i < 2999 ? [`deep-${i + 1}`] : [] },
          };
        }
      }),
    );
    expect(errors(problems).map((p) => p.message)).toEqual([
      expect.stringMatching(/^elements form a cycle: (\w) → \w → \w → \1$/),
    ]);
  });

  it('reports two pages with one path, parameters included', () => {
    const { problems } = load(
      fixtureTexts((f) => {
        f.site.pages[1]!.paths.en = '/';
      }),
    );
    expect(errors(problems)).toEqual([
      {
        file: 'site.json',
        path: '$.pages[1].paths.en',
        severity: 'error',
        message: 'path "/" (en) is also the path of page "home"',
        fr: 'le chemin « / » (en) est aussi celui de la page « home »',
      },
    ]);
    const params = load(
      fixtureTexts((f) => {
        f.site.pages[0]!.paths.en = '/product/{id:}';
        f.site.pages[1]!.paths.en = '/product/{sku:1}/';
      }),
    );
    expect(errors(params.problems).map((p) => p.path)).toEqual(['$.pages[1].paths.en']);
  });

  describe('a page bound to a data set (cmsDataSetPath)', () => {
    const recipes = {
      id: 'recipes',
      name: 'Recipes',
      mode: 'static' as const,
      config: { data: [{ id: 'r1' }] },
    };
    const bound = (cmsDataSetPath: string, path = '/recipes/{id:}') =>
      load(
        fixtureTexts((f) => {
          f.site.collections.recipes = recipes;
          f.site.pages[1]!.paths.en = path;
          f.site.pages[1]!.cmsDataSetPath = cmsDataSetPath;
        }),
      );

    it('accepts a collection of the site and a parameter of the path', () => {
      expect(bound('recipes/{id}').problems).toEqual([]);
      expect(bound('recipes/{slug}', '/recipes/{lang:en}/{slug:}').problems).toEqual([]);
    });

    it('reports a collection the site does not have, in English and French', () => {
      expect(errors(bound('dishes/{id}').problems)).toEqual([
        {
          file: 'site.json',
          path: '$.pages[1].cmsDataSetPath',
          severity: 'error',
          message: 'data set "dishes" is not a collection of the site',
          fr: 'le jeu de données « dishes » n’est pas une collection du site',
        },
      ]);
    });

    it('reports a parameter that is not in the path of a language', () => {
      expect(errors(bound('recipes/{slug}').problems)).toEqual([
        {
          file: 'site.json',
          path: '$.pages[1].cmsDataSetPath',
          severity: 'error',
          message:
            'the data set reads the record id from "slug", which is not a parameter of the path "/recipes/{id:}" (en)',
          fr: 'le jeu de données lit l’identifiant de l’enregistrement dans « slug », qui n’est pas un paramètre du chemin « /recipes/{id:} » (en)',
        },
      ]);
      const french = load(
        fixtureTexts((f) => {
          f.site.collections.recipes = recipes;
          f.site.langs.push({ lang: 'fr', default: false });
          f.site.pages[1]!.langs = ['en', 'fr'];
          f.site.pages[1]!.paths = { en: '/recipes/{id:}', fr: '/recettes' };
          f.site.pages[1]!.cmsDataSetPath = 'recipes/{id}';
        }),
      );
      expect(errors(french.problems).map((p) => p.message)).toEqual([
        'the data set reads the record id from "id", which is not a parameter of the path "/recettes" (fr)',
      ]);
    });

    it('refuses a value not written "<collection>/{<parameter>}"', () => {
      expect(errors(bound('recipes/id').problems)).toEqual([
        {
          file: 'site.json',
          path: '$.pages[1].cmsDataSetPath',
          severity: 'error',
          message: 'must be written "<collection id>/{<path parameter>}"',
          fr: 'doit s’écrire « <id de collection>/{<paramètre du chemin>} »',
        },
      ]);
    });
  });

  it('reports a wrong type for a known field', () => {
    const texts = fixtureTexts();
    texts['site.json'] = editJson(texts['site.json']!, (site) => (site.cacheVersion = '102'));
    expect(errors(load(texts).problems)).toEqual([
      expect.objectContaining({
        file: 'site.json',
        path: '$.cacheVersion',
        message: 'Invalid input: expected number, received string',
        fr: 'Entrée invalide : nombre attendu, chaîne de caractères reçu',
      }),
    ]);
  });

  it('accepts an optional boolean `manifest` (PWA switch), nothing else', () => {
    const off = fixtureTexts();
    off['site.json'] = editJson(off['site.json']!, (site) => (site.manifest = false));
    const loaded = load(off);
    expect(loaded.problems).toEqual([]);
    expect(loaded.bundle?.site.manifest).toBe(false);
    const wrong = fixtureTexts();
    wrong['site.json'] = editJson(wrong['site.json']!, (site) => (site.manifest = 'no'));
    expect(errors(load(wrong).problems)).toEqual([
      expect.objectContaining({ file: 'site.json', path: '$.manifest' }),
    ]);
  });

  it('reports an unknown field, so typos are not lost silently', () => {
    const texts = fixtureTexts();
    texts['pages/home.json'] = editJson(texts['pages/home.json']!, (page) => {
      (page.elements as Record<string, Record<string, unknown>>).title!.prosp = {};
    });
    expect(errors(load(texts).problems)).toEqual([
      expect.objectContaining({
        file: 'pages/home.json',
        path: '$.elements.title',
        message: expect.stringContaining('prosp'),
      }),
    ]);
  });

  it('reports a file that is not JSON with its line and column, and still checks the rest', () => {
    const texts = fixtureTexts((f) => (f.site.homePageId = 'nowhere'));
    texts['pages/faq.json'] = '{\n  "schemaVersion": 2,\n  "pageId": "faq",\n}\n';
    const result = load(texts);
    expect(result.bundle).toBeNull();
    expect(errors(result.problems)).toEqual([
      {
        file: 'pages/faq.json',
        path: '$',
        severity: 'error',
        message: expect.stringMatching(/^not valid JSON \(line 4, column 1\): /),
        fr: expect.stringMatching(/^JSON non valide \(ligne 4, colonne 1\) : /),
      },
      expect.objectContaining({ file: 'site.json', path: '$.homePageId' }),
    ]);
  });

  it('refuses a file nested deeper than 100 levels before parsing it (no stack overflow)', () => {
    const deep = '['.repeat(2_000) + ']'.repeat(2_000);
    const text = fixtureTexts()['pages/home.json']!.replace('"tag": "h1"', `"deep": ${deep}`);
    expect(parseSiteFile('pages/home.json', text)).toEqual({
      file: null,
      problems: [
        {
          file: 'pages/home.json',
          path: '$',
          severity: 'error',
          message: 'the JSON is nested deeper than 100 levels',
          fr: 'le JSON est imbriqué sur plus de 100 niveaux',
        },
      ],
    });
  });

  it('reports unknown component types, missing sections, links and workflows', () => {
    const { problems } = load(
      fixtureTexts((f) => {
        f.pages.home!.elements.title!.type = 'marquee';
        f.site.pages[1]!.sections.push('missing');
        f.pages.home!.elements.cta!.link = { type: 'page', pageId: 'faq', sectionId: 'hero' };
        f.pages.home!.elements.box!.events = [{ trigger: 'click', workflowId: 'nope' }];
      }),
    );
    expect(
      errors(problems)
        .map((p) => `${p.file} ${p.path} ${p.message}`)
        .sort(),
    ).toEqual(
      [
        'site.json $.pages[1].sections[1] section "missing" is neither in pages/faq.json nor in sections/missing.json',
        'pages/home.json $.elements.box.events[0].workflowId workflow "nope" does not exist',
        'pages/home.json $.elements.title.type unknown component type "marquee"',
        'pages/home.json $.elements.cta.link.sectionId page "faq" has no section "hero"',
      ].sort(),
    );
  });

  it('reports element ids used in two files and page files missing from site.json', () => {
    const { problems } = load(
      fixtureTexts((f) => {
        f.sections.nav!.elements.logo!.id = 'logo';
        f.pages.faq!.elements.logo = { id: 'logo', type: 'text' };
        f.pages.faq!.sections.main = { uid: 'main', sectionTitle: 'Main', children: ['logo'] };
        f.site.pages[1]!.sections.push('main');
        f.pages.extra = { ...f.pages.faq!, pageId: 'extra', sections: {}, elements: {} };
      }),
    );
    expect(errors(problems).map((p) => `${p.file} ${p.path} ${p.message}`)).toEqual([
      'pages/extra.json $.pageId page "extra" is not listed in site.json',
      'sections/nav.json $.elements.logo element id "logo" is also used in pages/faq.json',
    ]);
  });

  it('warns about elements that no section or element lists', () => {
    const { problems } = load(
      fixtureTexts((f) => (f.pages.home!.elements.stray = { id: 'stray', type: 'text' })),
    );
    expect(problems).toEqual([
      {
        file: 'pages/home.json',
        path: '$.elements.stray',
        severity: 'warning',
        message: 'element "stray" is not in any section or element',
        fr: 'l’élément « stray » n’est dans aucune section ni aucun élément',
      },
    ]);
  });

  it('refuses a file from a newer Baobab', () => {
    const texts = fixtureTexts();
    texts['sections/nav.json'] = editJson(
      texts['sections/nav.json']!,
      (s) => (s.schemaVersion = 99),
    );
    expect(errors(load(texts).problems)).toEqual([
      expect.objectContaining({
        file: 'sections/nav.json',
        path: '$.schemaVersion',
        message: 'schemaVersion 99 is newer than this Baobab reads (2); update Baobab',
        fr: 'schemaVersion 99 est plus récent que ce que lit ce Baobab (2) ; mettez Baobab à jour',
      }),
    ]);
  });
});

describe('parseSiteFile', () => {
  it('checks a file name and the id inside it', () => {
    expect(parseSiteFile('pages/../x.json', '{}').problems[0]?.message).toMatch(/not a site file/);
    const texts = fixtureTexts();
    const result = parseSiteFile('pages/other.json', texts['pages/faq.json']!);
    expect(result.problems).toEqual([
      expect.objectContaining({
        path: '$.pageId',
        message: 'pageId "faq" differs from the file name "other"',
      }),
    ]);
  });
});

describe('JSON syntax errors', () => {
  it('locate an unfinished file at its end', () => {
    const result = parseSiteFile('site.json', '{\n  "schemaVersion": 2,\n  "id": "x"');
    expect(result.problems[0]?.message).toMatch(/^not valid JSON \(line 3, column 12\): /);
  });
});
