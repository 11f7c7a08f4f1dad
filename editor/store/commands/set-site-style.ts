import type { z } from 'zod';
import {
  cssColorSchema,
  fontFamilySchema,
  siteColorSchema,
  siteTextStyleSchema,
  type SiteTextStyle,
} from '@shared/schema/site-style.ts';
import type { SiteFile } from '@shared/schema/site.ts';
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

/** The page's colours: `site.background.color` and `.darkColor`. */
const BACKGROUND_KEYS = { backgroundColor: 'color', backgroundDarkColor: 'darkColor' } as const;
export type BackgroundField = keyof typeof BACKGROUND_KEYS;

export type SiteStyleField = TextStyleField | BackgroundField;

/**
 * What each field takes. The page colours are literal colours (the web app manifest takes the
 * page colour too): checked so here, though site files may hold any text in `background.color`
 * (older files did), the editor never writes one that is not.
 */
export const SITE_STYLE_SCHEMAS: Readonly<Record<SiteStyleField, z.ZodType>> = {
  fontFamily: fontFamilySchema,
  fontSize: siteTextStyleSchema.shape.fontSize.unwrap(),
  lineHeight: siteTextStyleSchema.shape.lineHeight.unwrap(),
  color: siteColorSchema,
  darkColor: siteColorSchema,
  backgroundColor: cssColorSchema,
  backgroundDarkColor: cssColorSchema,
};

export interface SetSiteStylePayload {
  field: SiteStyleField;
  /** A size or line height as a number, the rest as text; null or "" removes it (the default). */
  value: string | number | null;
}

type SiteBackground = NonNullable<SiteFile['background']>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Sets one field of the site's style: its text style (font, size in px, line height, text
 * colour, its dark-theme colour) or the page's colour and its dark-theme one. The schema's
 * refusals (a size outside 1-100 px, a colour that is not CSS…) come back as the reason, in
 * English and French. A text style left with no field is removed; a background, null.
 */
export const setSiteStyle = defineCommand({
  type: 'set-site-style',
  apply(doc, { field, value }: SetSiteStylePayload) {
    const schema = Object.hasOwn(SITE_STYLE_SCHEMAS, field) ? SITE_STYLE_SCHEMAS[field] : null;
    if (!schema) throw new CommandError('command.siteStyle.field', { field: String(field) });
    let next: unknown = null;
    if (value !== null && value !== '') {
      const given = typeof value === 'string' ? value.trim() : value;
      const parsed = schema.safeParse(given);
      if (!parsed.success)
        throw new CommandError('command.siteStyle.invalid', {
          reason: schemaReason(schema, given, parsed.error),
        });
      next = parsed.data;
    }
    // Each value was checked by its field's schema above.
    const [owner, key]: [Record<string, unknown>, string] =
      field === 'backgroundColor' || field === 'backgroundDarkColor'
        ? [{ ...doc.site.background }, BACKGROUND_KEYS[field]]
        : [{ ...doc.site.textStyle }, field];
    if (next === null) delete owner[key];
    else owner[key] = next;
    const empty = Object.keys(owner).length === 0;
    if (key === field) {
      if (empty) delete doc.site.textStyle;
      else if (!same(owner, doc.site.textStyle ?? {})) doc.site.textStyle = owner as SiteTextStyle;
    } else if (!same(owner, doc.site.background ?? {})) {
      doc.site.background = empty ? null : (owner as SiteBackground);
    }
  },
  mergeKey: ({ field }) => `site-style:${field}`,
});
