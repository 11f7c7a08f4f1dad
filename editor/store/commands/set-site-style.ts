import type { z } from 'zod';
import { siteTextStyleSchema, type SiteTextStyle } from '@shared/schema/site-style.ts';
import { siteBackgroundSchema } from '@shared/schema/site.ts';
import { CommandError, defineCommand } from '../command.ts';
import { schemaReason } from '../schema-reason.ts';

/** The text style's fields (`site.textStyle`), each optional. */
export const TEXT_STYLE_FIELDS = [
  'fontFamily',
  'fontSize',
  'lineHeight',
  'color',
  'darkColor',
] as const satisfies ReadonlyArray<keyof SiteTextStyle>;
export type TextStyleField = (typeof TEXT_STYLE_FIELDS)[number];

/** The page's colours (`site.background.color`, `.darkColor`). */
export const BACKGROUND_FIELDS = ['backgroundColor', 'backgroundDarkColor'] as const;
export type BackgroundField = (typeof BACKGROUND_FIELDS)[number];

export type SiteStyleField = TextStyleField | BackgroundField;

export interface SetSiteStylePayload {
  field: SiteStyleField;
  /** A size or line height as a number, the rest as text; null or "" removes it (the default). */
  value: string | number | null;
}

const BACKGROUND_KEYS = { backgroundColor: 'color', backgroundDarkColor: 'darkColor' } as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Checks `value` against `schema`; refuses with the schema's reason in English and French. */
function checked<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new CommandError('command.siteStyle.invalid', {
      reason: schemaReason(schema, value, parsed.error),
    });
  return parsed.data;
}

/**
 * Sets one field of the site's style: its text style (font, size in px, line height, text
 * colour, its dark-theme colour) or the page's colour and its dark-theme one. The schema's
 * refusals (a size outside 1-100 px, a colour that is not CSS…) come back as the reason. A text
 * style or background left with no field is removed (the background becomes null, as before).
 */
export const setSiteStyle = defineCommand({
  type: 'set-site-style',
  apply(doc, { field, value }: SetSiteStylePayload) {
    const cleared = value === null || value === '';
    if (field === 'backgroundColor' || field === 'backgroundDarkColor') {
      const key = BACKGROUND_KEYS[field];
      const background = { ...doc.site.background };
      if (cleared) delete background[key];
      else background[key] = String(value).trim();
      const next = checked(siteBackgroundSchema, background);
      if (!same(next, doc.site.background ?? {}))
        doc.site.background = Object.keys(next).length > 0 ? next : null;
      return;
    }
    if (!(TEXT_STYLE_FIELDS as readonly string[]).includes(field))
      throw new CommandError('command.siteStyle.field', { field: String(field) });
    const style: Record<string, unknown> = { ...doc.site.textStyle };
    if (cleared) delete style[field];
    else style[field] = typeof value === 'string' ? value.trim() : value;
    const next = checked(siteTextStyleSchema, style);
    if (Object.keys(next).length === 0) delete doc.site.textStyle;
    else if (!same(next, doc.site.textStyle ?? {})) doc.site.textStyle = next;
  },
  mergeKey: ({ field }) => `site-style:${field}`,
});
