/**
 * From an element's resolved styles to what the renderer does with them: the CSS for the page
 * stylesheet (`cssStyles`), whether the element renders at all (`isRendered`) and its background
 * video (`backgroundVideoOf`). Pure, no React: the stylesheet is built on the server too.
 */
import { BEHAVIOUR_STYLE_KEYS } from './descriptor.ts';

type Styles = Readonly<Record<string, unknown>>;

const BEHAVIOUR: ReadonlySet<string> = new Set(BEHAVIOUR_STYLE_KEYS);
/** The keys `background-image` is composed from. */
const LAYER_KEYS = ['backgroundImage', 'backgroundGradient', 'backgroundOrder'];

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** An image URL as a CSS image: `url("…")`; CSS images (`url(…)`, gradients…) stay as they are. */
function cssImage(value: string): string {
  if (/^(url|image-set|(repeating-)?(linear|radial|conic)-gradient)\(/i.test(value)) return value;
  return `url(${JSON.stringify(value)})`;
}

/** A gradient layer; a plain colour becomes a flat gradient, since `background-image` needs an image. */
function gradientLayer(value: string): string {
  return /gradient\(/i.test(value) ? value : `linear-gradient(${value}, ${value})`;
}

/**
 * `background-image` from the gradient and the image, in `backgroundOrder` (the first layer is
 * drawn on top), or `none` when neither is set.
 */
function backgroundImage(styles: Styles): string {
  const gradient = text(styles.backgroundGradient);
  const image = text(styles.backgroundImage);
  const layers = [gradient && gradientLayer(gradient), image && cssImage(image)].filter(Boolean);
  if (styles.backgroundOrder === 'image-over-gradient') layers.reverse();
  return layers.length > 0 ? layers.join(', ') : 'none';
}

/**
 * Splits custom CSS (`a: b; c: d`) into declarations, keeping `;` inside quotes and brackets
 * (`url("data:…;base64,…")`) and dropping comments. Names stay as written (`mix-blend-mode`),
 * which the stylesheet writes as they are; a piece without `name: value` is skipped.
 */
export function customCssDeclarations(css: unknown): Record<string, string> {
  const source = text(css).replace(/\/\*[\s\S]*?(\*\/|$)/g, '');
  const pieces: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ';' && depth === 0) {
      pieces.push(source.slice(start, i));
      start = i + 1;
    }
  }
  pieces.push(source.slice(start));
  const declarations: Record<string, string> = {};
  for (const piece of pieces) {
    const colon = piece.indexOf(':');
    if (colon <= 0) continue;
    const name = piece.slice(0, colon).trim();
    const value = piece.slice(colon + 1).trim();
    if (name && value) declarations[name] = value;
  }
  return declarations;
}

/**
 * The CSS of one style map (the base styles, or one override), ready for the stylesheet: keys
 * that are not CSS (background video, conditional rendering…) are left out, `background-image`
 * is composed from the image, gradient and order, and custom CSS is added last, so it wins.
 *
 * For an override, pass the styles it overrides as `inherited` (the base, merged with the
 * breakpoint's for `tablet:hover`…): an override that changes only the gradient still keeps the
 * base image, and the order.
 */
export function cssStyles(styles: Styles, inherited: Styles = {}): Record<string, unknown> {
  // Most style maps are plain CSS: returned as they are, no copy (500 elements, 500 maps).
  let plain = true;
  for (const key in styles) {
    if (BEHAVIOUR.has(key) || key === 'backgroundImage') {
      plain = false;
      break;
    }
  }
  if (plain) return styles as Record<string, unknown>;
  const css: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(styles)) {
    if (!BEHAVIOUR.has(key) && key !== 'backgroundImage') css[key] = value;
  }
  if (LAYER_KEYS.some((key) => Object.hasOwn(styles, key)))
    css.backgroundImage = backgroundImage({ ...inherited, ...styles });
  return Object.assign(css, customCssDeclarations(styles.customCss));
}

/**
 * Whether an element renders, from its resolved `conditionalRendering`: not when it is false
 * (or `"false"`, `0`, `null`, `""`: a formula's falsy result); yes when it is not set or its
 * formula failed (`undefined`), so content never vanishes because of an error.
 */
export function isRendered(conditionalRendering: unknown): boolean {
  if (conditionalRendering === undefined) return true;
  if (conditionalRendering === 'false') return false;
  return Boolean(conditionalRendering);
}

export interface BackgroundVideoSource {
  src: string | null;
  poster: string | null;
  loop: boolean;
  preload: 'auto' | 'metadata' | 'none';
}

/**
 * The background video of resolved styles (props for `BackgroundVideo`), or null when it has
 * neither a video nor a poster.
 */
export function backgroundVideoOf(styles: Styles): BackgroundVideoSource | null {
  const src = text(styles.backgroundVideo) || null;
  const poster = text(styles.backgroundVideoPoster) || null;
  if (!src && !poster) return null;
  const preload = styles.backgroundVideoPreload;
  return {
    src,
    poster,
    // Default: loop (descriptor default); only an explicit false stops it.
    loop: styles.backgroundVideoLoop !== false && styles.backgroundVideoLoop !== 'false',
    preload: preload === 'metadata' || preload === 'none' ? preload : 'auto',
  };
}
