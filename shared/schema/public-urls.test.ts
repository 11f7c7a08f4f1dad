import { describe, expect, it } from 'vitest';
import { loadSite } from './load.ts';
import { publicOrigin } from './public-urls.ts';
import { fixtureTexts } from './testing/fixture.ts';

const KNOWN = new Set(['text', 'image', 'flexbox', 'button']);

function problemsOf(edit: Parameters<typeof fixtureTexts>[0]) {
  return loadSite(fixtureTexts(edit), { knownTypes: KNOWN }).problems.map(
    ({ path, message, fr }) => ({ path, message, fr }),
  );
}

describe('public URLs', () => {
  it('takes http(s) origins, with or without the trailing slash', () => {
    expect(publicOrigin('https://shop.example')).toBe('https://shop.example');
    expect(publicOrigin('https://Shop.Example/')).toBe('https://shop.example');
    expect(publicOrigin('http://localhost:8080')).toBe('http://localhost:8080');
    expect(publicOrigin('https://[::1]:8443/')).toBe('https://[::1]:8443');
  });

  it('refuses anything that is not an origin alone', () => {
    for (const bad of [
      'shop.example',
      'ftp://shop.example',
      'javascript:alert(1)',
      'https://shop.example/fr',
      'https://shop.example/?a=1',
      'https://shop.example/#x',
      'https://user:pw@shop.example',
      'https://shop.example/..',
      'https://shop example',
      'https://shop.example"><script>',
      `https://${'a'.repeat(300)}.example`,
      '',
    ])
      expect(publicOrigin(bad), bad).toBeNull();
  });

  it('is optional in site.json, and a bad one is a problem in English and French', () => {
    expect(problemsOf(() => {})).toEqual([]);
    expect(
      problemsOf((f) => (f.site.publicUrls = { production: 'https://shop.example/' })),
    ).toEqual([]);
    expect(problemsOf((f) => (f.site.publicUrls = { staging: 'https://shop.example/x' }))).toEqual([
      {
        path: '$.publicUrls.staging',
        message:
          '"https://shop.example/x" is not a public address: write the origin only, such as https://shop.example (http or https, no path, query or #)',
        fr: '« https://shop.example/x » n’est pas une adresse publique : écrivez l’origine seule, comme https://shop.example (http ou https, sans chemin, requête ni #)',
      },
    ]);
    expect(
      problemsOf((f) => Object.assign(f.site, { publicUrls: { preview: 'https://x.example' } })),
    ).toHaveLength(1);
  });
});
