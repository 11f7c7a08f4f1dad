/**
 * What the site's style accepts as a colour (`site-style.ts`), free of zod: a CSS colour as an
 * author types one — hex, a colour function (`rgb()`, `hsl()`, `oklch()`…) or a named colour —
 * or a reference to one of the site's colour tokens, `var(--color-<name>)`.
 */
import { COLOR_TOKEN_PREFIX } from './constants.ts';

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/** Numbers, percentages, angles, `none`, `from`, channel keywords, commas and slashes. */
const FUNCTION = /^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(\s*[-+.%,/\sa-z0-9]*\)$/i;

/** CSS's named colours (CSS Color 4), `transparent` and `currentcolor`, lower case. */
const NAMED = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue ' +
    'blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk ' +
    'crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki ' +
    'darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen ' +
    'darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue ' +
    'dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite ' +
    'gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan ' +
    'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen ' +
    'lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen ' +
    'magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen ' +
    'mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream ' +
    'mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid ' +
    'palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum ' +
    'powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown ' +
    'seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen ' +
    'steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow ' +
    'yellowgreen transparent currentcolor'
  ).split(' '),
);

/** A colour token's name: lower-case letters, digits and "-", a letter first, 1-31 long. */
export const COLOR_TOKEN_NAME = /^[a-z][a-z0-9-]{0,30}$/;
const TOKEN_REFERENCE = new RegExp(
  `^var\\(\\s*${COLOR_TOKEN_PREFIX}([a-z][a-z0-9-]{0,30})\\s*\\)$`,
);
const TOKEN_REFERENCES = new RegExp(`var\\(\\s*${COLOR_TOKEN_PREFIX}([a-z][a-z0-9-]*)\\s*\\)`, 'g');

/** True for a CSS colour written as a literal (no token, no other `var()`). */
export function isCssColor(value: string): boolean {
  const text = value.trim();
  return HEX.test(text) || FUNCTION.test(text) || NAMED.has(text.toLowerCase());
}

/** The token a value is exactly a reference to (`var(--color-primary)` → `primary`), or null. */
export function colorTokenOf(value: string): string | null {
  return TOKEN_REFERENCE.exec(value.trim())?.[1] ?? null;
}

/** Every token a style value names (`0 1px 2px var(--color-muted)` → `['muted']`). */
export function colorTokensIn(value: string): string[] {
  return [...value.matchAll(TOKEN_REFERENCES)].map((match) => match[1]!);
}
