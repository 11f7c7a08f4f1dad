import { colorTokensSchema, type ColorToken } from '@shared/schema/site-style.ts';
import { CommandError, defineCommand } from '../command.ts';
import { schemaReason } from '../schema-reason.ts';

export interface SetSiteColorsPayload {
  /** The whole new list, in order; an empty list removes `colors`. */
  colors: ColorToken[];
  /**
   * What changed, for the undo step (`"2:value"`): typing into one field of one colour is one
   * step. Absent: a step of its own (add, remove, reorder).
   */
  edit?: string;
}

/** The colours as saved: names and values trimmed, an empty dark value left out. */
export function tidyColors(colors: readonly ColorToken[]): ColorToken[] {
  return colors.map((token) => {
    const out: ColorToken = { name: token.name.trim(), value: token.value.trim() };
    const dark = token.darkValue?.trim();
    if (dark) out.darkValue = dark;
    return out;
  });
}

/**
 * Sets the site's colour tokens (`site.colors`), which styles use as `var(--color-<name>)` and
 * the colour fields offer as swatches. Refused with the schema's reason: a name that is not
 * one, a name listed twice, a value that is not a CSS colour. Renaming a colour does not
 * rewrite the styles that use it: the site's problems list those (`colorTokenMissing`).
 */
export const setSiteColors = defineCommand({
  type: 'set-site-colors',
  apply(doc, { colors }: SetSiteColorsPayload) {
    const trimmed = tidyColors(colors);
    const parsed = colorTokensSchema.safeParse(trimmed);
    if (!parsed.success)
      throw new CommandError('command.siteStyle.invalid', {
        reason: schemaReason(colorTokensSchema, trimmed, parsed.error),
      });
    if (parsed.data.length === 0) delete doc.site.colors;
    else if (JSON.stringify(parsed.data) !== JSON.stringify(doc.site.colors ?? []))
      doc.site.colors = parsed.data;
  },
  mergeKey: ({ edit }) => (edit === undefined ? undefined : `site-colors:${edit}`),
});
