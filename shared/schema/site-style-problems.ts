/**
 * The site's style across its files (`site-style.ts`): a colour token named by the text style
 * or an element's style (`var(--color-<name>)`) must be one of the site's `colors`, and the
 * background colour, which older files wrote as any text, must be a literal CSS colour (the web
 * app manifest takes it too). Warnings: the page still shows, without that colour (CSS drops a
 * `var()` of nothing).
 * Styles bound to formulas are not read.
 */
import { colorTokensIn, isCssColor } from './css-color.ts';
import type { ElementMap } from './element.ts';
import { pageFilePath, sectionFilePath, SITE_FILE } from './files.ts';
import { said } from './problem-texts.ts';
import { jsonPath, problemOf, type Problem } from './problems.ts';
import type { SiteBundle } from './site.ts';
import type { PropertyMap } from './values.ts';

type Missing = (path: PropertyKey[], name: string) => void;

function checkStyles(styles: PropertyMap | undefined, base: PropertyKey[], missing: Missing) {
  for (const [key, value] of Object.entries(styles ?? {})) {
    if (typeof value !== 'string') continue;
    for (const name of colorTokensIn(value)) missing([...base, key], name);
  }
}

function checkElements(elements: ElementMap, missing: Missing): void {
  for (const [id, element] of Object.entries(elements)) {
    checkStyles(element.styles, ['elements', id, 'styles'], missing);
    for (const [key, override] of Object.entries(element.overrides ?? {}))
      checkStyles(override.styles, ['elements', id, 'overrides', key, 'styles'], missing);
  }
}

export function siteStyleProblems(bundle: SiteBundle): Problem[] {
  const { site } = bundle;
  const problems: Problem[] = [];
  const tokens = new Set((site.colors ?? []).map((token) => token.name));
  const missingIn =
    (file: string): Missing =>
    (path, name) => {
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

  for (const [pageId, file] of Object.entries(bundle.pages)) {
    const missing = missingIn(pageFilePath(pageId));
    checkElements(file.elements, missing);
    for (const [uid, section] of Object.entries(file.sections))
      checkStyles(section.styles, ['sections', uid, 'styles'], missing);
  }
  for (const [uid, file] of Object.entries(bundle.sections)) {
    const missing = missingIn(sectionFilePath(uid));
    checkElements(file.elements, missing);
    checkStyles(file.section.styles, ['section', 'styles'], missing);
  }
  return problems;
}
