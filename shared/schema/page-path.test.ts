import { describe, expect, it } from 'vitest';
import { frenchIssues } from './issue-french.ts';
import { loadSite } from './load.ts';
import { PAGE_PATH_RULE, pagePathSchema } from './page-path.ts';
import { fixtureTexts } from './testing/fixture.ts';

/** The first refusal of `path`, in English and French; null when the path passes. */
function refusal(path: string): { en: string; fr: string } | null {
  const parsed = pagePathSchema.safeParse(path);
  if (parsed.success) return null;
  return {
    en: parsed.error.issues[0]!.message,
    fr: frenchIssues(pagePathSchema, path, parsed.error)[0]!,
  };
}

describe('page paths', () => {
  it('takes the root, plain segments and parameters', () => {
    for (const path of ['/', '/faq', '/a/b-c_d.e~f', '/product/{id:}', '/p/{sku:1}/x', '/...'])
      expect(refusal(path), path).toBeNull();
  });

  it('refuses dot segments, which the browser resolves to another path', () => {
    for (const path of ['/a/../faq', '/../etc/passwd', '/.', '/a/./b', '/..']) {
      expect(refusal(path)?.en, path).toBe(
        'cannot hold a "." or ".." segment: the browser would go to another path',
      );
    }
    expect(refusal('/a/../faq')?.fr).toBe(
      'ne peut pas contenir de segment « . » ou « .. » : le navigateur irait à un autre chemin',
    );
  });

  it('says why a typed path is no path: spaces, query or fragment, characters, empty segments', () => {
    expect(refusal('/my page')?.en).toBe('cannot hold spaces: write "-" between words');
    expect(refusal('/x?y=1#z')?.en).toBe(
      'cannot hold a query ("?…") or a fragment ("#…"): only the path of the address',
    );
    expect(refusal('/x#top')?.en).toMatch(/^cannot hold a query/);
    expect(refusal('/café/ünï')).toEqual({
      en: 'cannot hold "é": a segment holds only letters a-z, digits, "-", "_", "." and "~", or a parameter written {name:default}',
      fr: 'ne peut pas contenir « é » : un segment ne contient que des lettres a-z, des chiffres, « - », « _ », « . » et « ~ », ou un paramètre écrit {nom:défaut}',
    });
    expect(refusal('//evil.example')?.en).toBe(
      'cannot hold an empty segment ("//", or "/" at the end)',
    );
    expect(refusal('/faq/')?.en).toMatch(/^cannot hold an empty segment/);
    expect(refusal('faq')?.en).toBe(PAGE_PATH_RULE);
    expect(refusal('')?.en).toBe(PAGE_PATH_RULE);
    expect(refusal('/p/{id')?.en).toBe(PAGE_PATH_RULE);
  });

  it('makes loading and validating a site (npm run validate) report a hand-written dot segment', () => {
    const texts = fixtureTexts(({ site }) => {
      site.pages[1]!.paths.en = '/a/../faq';
    });
    const { problems } = loadSite(texts, {
      knownTypes: new Set(['text', 'image', 'flexbox', 'button']),
    });
    expect(problems.filter((p) => p.severity === 'error')).toEqual([
      expect.objectContaining({
        file: 'site.json',
        path: '$.pages[1].paths.en',
        message: 'cannot hold a "." or ".." segment: the browser would go to another path',
      }),
    ]);
  });
});
