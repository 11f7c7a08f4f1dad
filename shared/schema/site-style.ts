/**
 * The site's own style in `site.json`, all optional (older files stay valid as they are): its
 * text style, the page's base that every element without typography or colour of its own
 * inherits (`textStyle`), and its named colour tokens (`colors`), which styles use as
 * `var(--color-<name>)`. The runtime writes both as the page's base stylesheet
 * (`runtime/render/site-style.ts`), the same on published pages, preview and the editor canvas.
 */
import { z } from 'zod';
import { COLOR_TOKEN_NAME, colorTokenOf, isCssColor } from './css-color.ts';
import { said } from './problem-texts.ts';
import { refuse } from './refuse.ts';

/** Bounds of the text style (seeds 001 §5: font size 1-100 px). */
export const SITE_FONT_SIZE = { min: 1, max: 100 } as const;
/** A line height is a multiple of the font size (unitless, as CSS recommends). */
export const SITE_LINE_HEIGHT = { min: 0.5, max: 5 } as const;
export const MAX_FONT_FAMILY_LENGTH = 200;
export const MAX_COLOR_TOKENS = 32;

/** A font name, quoted or not: `Inter`, `"Times New Roman"`, `system-ui`. */
const FONT_NAME = `(?:"[^"\\\\<>;{}]*"|'[^'\\\\<>;{}]*'|[A-Za-z0-9_-]+(?: +[A-Za-z0-9_-]+)*)`;
const FONT_LIST = new RegExp(`^ *${FONT_NAME}(?: *, *${FONT_NAME})* *$`);

/** A CSS colour written as a literal: hex, a colour function or a named colour. */
export const cssColorSchema = z.string().superRefine((value, ctx) => {
  if (!isCssColor(value)) refuse(ctx, said('colorSyntax', { value }), value);
});

/** A colour of the text style: a literal CSS colour, or a token, `var(--color-text)`. */
export const siteColorSchema = z.string().superRefine((value, ctx) => {
  if (!isCssColor(value) && colorTokenOf(value) === null)
    refuse(ctx, said('siteColorSyntax', { value }), value);
});

/** A font list as CSS writes it: `Georgia, "Times New Roman", serif`. */
export const fontFamilySchema = z.string().superRefine((value, ctx) => {
  if (value.length > MAX_FONT_FAMILY_LENGTH || !FONT_LIST.test(value))
    refuse(ctx, said('fontFamilySyntax', { value }), value);
});

export const siteTextStyleSchema = z.strictObject({
  /** Installed fonts, first found wins. Absent: the runtime's system font stack. */
  fontFamily: fontFamilySchema.optional(),
  /** In px, 1-100. Absent: the browser's 16 px. */
  fontSize: z
    .number()
    .min(SITE_FONT_SIZE.min, 'must be from 1 to 100 px')
    .max(SITE_FONT_SIZE.max, 'must be from 1 to 100 px')
    .optional(),
  /** A multiple of the font size, 0.5-5. Absent: the runtime's 1.5. */
  lineHeight: z
    .number()
    .min(SITE_LINE_HEIGHT.min, 'must be from 0.5 to 5 times the font size')
    .max(SITE_LINE_HEIGHT.max, 'must be from 0.5 to 5 times the font size')
    .optional(),
  /** The text colour. Absent: the browser's (black). */
  color: siteColorSchema.optional(),
  /** The text colour in the dark theme (`html.dark`). Absent: `color` in both themes. */
  darkColor: siteColorSchema.optional(),
});
export type SiteTextStyle = z.infer<typeof siteTextStyleSchema>;

export const colorTokenSchema = z.strictObject({
  /** Used as `var(--color-<name>)`: `primary`, `text`, `muted`, `accent`… */
  name: z.string().superRefine((name, ctx) => {
    if (!COLOR_TOKEN_NAME.test(name)) refuse(ctx, said('colorTokenName', { name }), name);
  }),
  value: cssColorSchema,
  /** Its value in the dark theme. Absent: `value` in both themes. */
  darkValue: cssColorSchema.optional(),
});
export type ColorToken = z.infer<typeof colorTokenSchema>;

/** The site's colour tokens, in the order the editor offers them; names are unique. */
export const colorTokensSchema = z
  .array(colorTokenSchema)
  .max(MAX_COLOR_TOKENS, `must hold at most ${MAX_COLOR_TOKENS} colours`)
  .superRefine((tokens, ctx) => {
    const seen = new Set<string>();
    tokens.forEach(({ name }, i) => {
      if (seen.has(name)) refuse(ctx, said('colorTokenRepeated', { name }), name, [i, 'name']);
      seen.add(name);
    });
  });
