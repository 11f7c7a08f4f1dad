import { describe, expect, it } from 'vitest';
import { colorTokenOf, colorTokensIn, isCssColor } from './css-color.ts';
import { loadSite } from './load.ts';
import { siteFileSchema } from './site.ts';
import { colorTokensSchema, siteTextStyleSchema } from './site-style.ts';
import { fixtureSite, fixtureTexts } from './testing/fixture.ts';

const KNOWN = new Set(['text', 'image', 'flexbox', 'button']);

/** English and French of each problem a site file gets from loading. */
function problemsOf(edit: Parameters<typeof fixtureTexts>[0]) {
  return loadSite(fixtureTexts(edit), { knownTypes: KNOWN }).problems.map(
    ({ path, severity, message, fr }) => ({ path, severity, message, fr }),
  );
}

describe('CSS colours', () => {
  it('takes hex, colour functions and named colours, and nothing that could leave the value', () => {
    for (const ok of ['#1d2a1f', '#FFF', '#1d2a1f80', 'rgb(29 42 31)', 'rgba(0, 0, 0, .5)'])
      expect(isCssColor(ok)).toBe(true);
    for (const ok of ['hsl(120deg 50% 40% / 0.5)', 'oklch(70% 0.1 150)', 'White', 'transparent'])
      expect(isCssColor(ok)).toBe(true);
    for (const bad of ['#12', 'grene', 'red;background:url(x)', 'rgb(0,0,0)}body{', 'var(--x)'])
      expect(isCssColor(bad)).toBe(false);
  });

  it('reads colour tokens out of references', () => {
    expect(colorTokenOf('var(--color-primary)')).toBe('primary');
    expect(colorTokenOf(' var( --color-text ) ')).toBe('text');
    expect(colorTokenOf('var(--b-primary)')).toBeNull();
    expect(colorTokensIn('0 1px 2px var(--color-muted), 0 0 1px var(--color-x-2)')).toEqual([
      'muted',
      'x-2',
    ]);
  });
});

describe('the site text style', () => {
  it('is optional: a site file without it stays valid', () => {
    const { site } = fixtureSite();
    expect(siteFileSchema.safeParse(site).success).toBe(true);
    expect(problemsOf(() => {})).toEqual([]);
  });

  it('takes a font list, a size in px, a line height and colours for both themes', () => {
    const style = {
      fontFamily: 'Inter, "Segoe UI", system-ui, sans-serif',
      fontSize: 16,
      lineHeight: 1.5,
      color: '#1d2a1f',
      darkColor: 'var(--color-text-dark)',
    };
    expect(siteTextStyleSchema.parse(style)).toEqual(style);
  });

  it('refuses a font size outside 1-100 px and a line height outside 0.5-5, in both languages', () => {
    expect(
      problemsOf((f) => (f.site.textStyle = { fontSize: 120, lineHeight: 0.2 })).map(
        ({ path, message, fr }) => ({ path, message, fr }),
      ),
    ).toEqual([
      {
        path: '$.textStyle.fontSize',
        message: 'must be from 1 to 100 px',
        fr: 'doit être de 1 à 100 px',
      },
      {
        path: '$.textStyle.lineHeight',
        message: 'must be from 0.5 to 5 times the font size',
        fr: 'doit être de 0,5 à 5 fois la taille de police',
      },
    ]);
  });

  it('refuses a colour or a font list that is not CSS, saying what to write', () => {
    const problems = problemsOf(
      (f) => (f.site.textStyle = { color: 'red}body{x:y', fontFamily: 'Inter; color: red' }),
    );
    expect(problems).toEqual([
      {
        path: '$.textStyle.fontFamily',
        severity: 'error',
        message:
          '"Inter; color: red" is not a list of fonts: names separated by commas, such as Georgia, "Times New Roman", serif (200 characters at most)',
        fr: '« Inter; color: red » n’est pas une liste de polices : des noms séparés par des virgules, comme Georgia, "Times New Roman", serif (200 caractères au plus)',
      },
      {
        path: '$.textStyle.color',
        severity: 'error',
        message:
          '"red}body{x:y" is not a CSS colour or a site colour: write #1d2a1f, rgb(29 42 31), a colour name or var(--color-<name>)',
        fr: '« red}body{x:y » n’est ni une couleur CSS ni une couleur du site : écrivez #1d2a1f, rgb(29 42 31), un nom de couleur ou var(--color-<nom>)',
      },
    ]);
  });
});

describe('colour tokens', () => {
  it('are named, with a literal colour and an optional dark one', () => {
    const tokens = [
      { name: 'primary', value: '#2f6b3b' },
      { name: 'text', value: '#1d2a1f', darkValue: '#eef2ea' },
    ];
    expect(colorTokensSchema.parse(tokens)).toEqual(tokens);
  });

  it('refuses a bad name, a name listed twice and a value that is a reference', () => {
    const problems = problemsOf(
      (f) =>
        (f.site.colors = [
          { name: 'Primary', value: '#000' },
          { name: 'text', value: 'var(--color-primary)' },
          { name: 'text', value: '#111' },
        ]),
    );
    expect(problems.map(({ path, message }) => ({ path, message }))).toEqual([
      {
        path: '$.colors[0].name',
        message:
          'colour name "Primary" is not valid: lower-case letters, digits and "-", a letter first (31 at most)',
      },
      {
        path: '$.colors[1].value',
        message:
          '"var(--color-primary)" is not a CSS colour: write #1d2a1f, rgb(29 42 31), hsl(…) or a colour name',
      },
      { path: '$.colors[2].name', message: 'colour "text" is listed twice' },
    ]);
    expect(problems[2]!.fr).toBe('la couleur « text » est listée deux fois');
  });

  it('warns where a style names a colour the site does not have', () => {
    const problems = problemsOf((f) => {
      f.site.colors = [{ name: 'primary', value: '#2f6b3b' }];
      f.site.textStyle = { color: 'var(--color-ink)' };
      f.site.background = { color: '#fff', darkColor: '#111' };
      f.pages.home!.elements.title!.styles = {
        color: 'var(--color-primary)',
        borderColor: 'var(--color-line)',
      };
      f.pages.home!.elements.title!.overrides = {
        hover: { styles: { color: 'var(--color-hover)' } },
      };
    });
    expect(problems.map(({ path, severity, message }) => `${severity} ${path} ${message}`)).toEqual(
      [
        'warning $.textStyle.color colour "ink" is not a colour of the site (site.json, colors): the style does not apply',
        'warning $.elements.title.styles.borderColor colour "line" is not a colour of the site (site.json, colors): the style does not apply',
        'warning $.elements.title.overrides.hover.styles.color colour "hover" is not a colour of the site (site.json, colors): the style does not apply',
      ],
    );
  });

  it('warns about a background colour that is not a literal CSS colour (older files wrote any text)', () => {
    expect(problemsOf((f) => (f.site.background = { color: 'paper' }))).toEqual([
      {
        path: '$.background.color',
        severity: 'warning',
        message:
          'background colour "paper" is not a CSS colour such as #ffffff: browsers and the web app manifest may leave it out',
        fr: 'la couleur de fond « paper » n’est pas une couleur CSS comme #ffffff : les navigateurs et le manifeste de l’application peuvent l’ignorer',
      },
    ]);
    // Nor a token: the manifest needs the colour itself; the dark one is refused.
    expect(
      problemsOf((f) => (f.site.background = { color: 'var(--color-paper)' })).map((p) => p.path),
    ).toEqual(['$.background.color']);
    expect(
      problemsOf((f) => (f.site.background = { darkColor: 'var(--color-night)' })).map(
        (p) => `${p.severity} ${p.path}`,
      ),
    ).toEqual(['error $.background.darkColor']);
  });
});
