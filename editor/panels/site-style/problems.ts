/**
 * Why a value of the site style would be refused, in the editor's language, for the panel to
 * show in place before anything is saved: `set-site-style` and `set-site-colors` refuse the
 * same values with the same words.
 */
import { colorTokensSchema, type ColorToken } from '@shared/schema/site-style.ts';
import { tidyColors } from '../../store/commands/set-site-colors.ts';
import { SITE_STYLE_SCHEMAS, type SiteStyleField } from '../../store/commands/set-site-style.ts';
import { schemaProblems } from '../../store/schema-reason.ts';

/** Why `value` cannot be the site style's `field` (empty removes it: never a problem). */
export function styleProblem(
  field: SiteStyleField,
  value: string | number | null,
  language: string,
): string | null {
  if (value === '' || value === null) return null;
  const given = typeof value === 'string' ? value.trim() : value;
  return schemaProblems(SITE_STYLE_SCHEMAS[field], given, language).get('') ?? null;
}

/** The problems of a list of colours (trimmed, as saved), by the index of the colour. */
export function colorsProblems(
  colors: readonly ColorToken[],
  language: string,
): Map<number, string> {
  const out = new Map<number, string>();
  for (const [at, text] of schemaProblems(colorTokensSchema, tidyColors(colors), language))
    out.set(at === '' ? 0 : Number(at), text);
  return out;
}
