/**
 * The site's style across its files (`site-style.ts`): a colour token named by the text style
 * or an element's style (`var(--color-<name>)`) must be one of the site's `colors`, and the
 * background colour, which older files wrote as any text, must be a literal CSS colour (the web
 * app manifest takes it too). Warnings: the page still shows, without that colour (CSS drops a
 * `var()` of nothing).
 * Styles bound to formulas are not read.
 */
import { colorTokensIn, isCssColor } from './css-color.ts';
import { SITE_FILE } from './files.ts';
import { said } from './problem-texts.ts';
import { jsonPath, problemOf, type Problem } from './problems.ts';
import type { SiteBundle } from './site.ts';
import { eachStyleMap } from './style-maps.ts';

export function siteStyleProblems(bundle: SiteBundle): Problem[] {
  const { site } = bundle;
  const problems: Problem[] = [];
  const tokens = new Set((site.colors ?? []).map((token) => token.name));
  const missingIn = (file: string) => (path: PropertyKey[], name: string) => {
    if (!tokens.has(name))
      problems.push(
        problemOf(file, jsonPath(path), said('colorTokenMissing', { name }), 'warning'),
      );
  };

  const inSite = missingIn(SITE_FILE);
  for (const key of ['color', 'darkColor'] as const) {
    const value = site.textStyle?.[key];
    if (value !== undefined)
      for (const name of colorTokensIn(value)) inSite(['textStyle', key], name);
  }
  const color = site.background?.color;
  if (color !== undefined && !isCssColor(color))
    problems.push(
      problemOf(
        SITE_FILE,
        jsonPath(['background', 'color']),
        said('backgroundColorSyntax', { value: color }),
        'warning',
      ),
    );

  eachStyleMap(bundle, (file, path, styles) => {
    const missing = missingIn(file);
    for (const [key, value] of Object.entries(styles ?? {})) {
      if (typeof value !== 'string') continue;
      for (const name of colorTokensIn(value)) missing([...path, key], name);
    }
  });
  return problems;
}
