/**
 * The site's base stylesheet (`site.json`: `textStyle`, `colors`, `background`), written before
 * the page's: its colour tokens as custom properties on the root (`--color-<name>`, their dark
 * values under `html.dark`), and its text style and page colour on `body`, so every element
 * without typography or colour of its own inherits them. Element rules (`.e-{id}`) still win.
 * Published pages, preview and the editor's canvas all write it with this function.
 */
import { colorTokenVariable } from '@shared/schema/constants.ts';
import type { AppData } from '@shared/schema/compose.ts';
import { cssDeclarations, type Warn } from './css.ts';

export type SiteStyle = Pick<AppData['site'], 'textStyle' | 'colors' | 'background'>;

/** The attribute marking the site stylesheet's `<style>` element. */
export const SITE_STYLE_ATTRIBUTE = 'data-baobab-site';

export function siteStylesheet(site: SiteStyle, warn: Warn): string {
  const text = site.textStyle;
  const tokens = site.colors ?? [];
  const out: string[] = [];
  // Values were checked when the site was loaded; unsafe text is dropped again here, with a warning.
  const rule = (selector: string, styles: Record<string, unknown>) => {
    const declarations = cssDeclarations(styles, warn, 'site style');
    if (declarations) out.push(`${selector}{${declarations}}`);
  };
  const variables = (dark: boolean) =>
    Object.fromEntries(
      tokens.map(({ name, value, darkValue }) => [
        colorTokenVariable(name),
        dark ? darkValue : value,
      ]),
    );
  rule(':root', variables(false));
  rule('html.dark', variables(true));
  rule('body', {
    fontFamily: text?.fontFamily,
    fontSize: text?.fontSize,
    lineHeight: text?.lineHeight,
    color: text?.color,
    backgroundColor: site.background?.color,
  });
  rule('html.dark body', { color: text?.darkColor, backgroundColor: site.background?.darkColor });
  return out.join('\n');
}
