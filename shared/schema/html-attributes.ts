/**
 * The rules of an element's HTML id, classes and attributes (`element.htmlId`, `classes`,
 * `attributes`): what the schema refuses in a file and the runtime refuses from a formula or a
 * file that skipped validation. Free of zod and of the problem texts, so the runtime carries only
 * these few lines.
 */

/** An HTML id: a letter or `_` first, then letters, digits, `-`, `_`; 1–100 characters. */
export const HTML_ID_PATTERN = /^[A-Za-z_][A-Za-z0-9_-]{0,99}$/;

/** A class name: as a CSS identifier (`-` may come first, not a digit), 1–100 characters. */
export const CLASS_NAME_PATTERN = /^-?[A-Za-z_][A-Za-z0-9_-]{0,98}$/;

/**
 * Prefixes of Baobab's own classes: `e-{element id}`, `s-{section uid}` and the catalogue's
 * `b-{type}-…`. An author's class with one of them would pick up another element's styles and
 * mislead the editor's canvas, which finds elements by their `e-` class.
 */
export const RESERVED_CLASS_PREFIXES = ['e-', 's-', 'b-'] as const;

/** An attribute name as XML writes it (HTML's own rule is looser). */
export const ATTRIBUTE_NAME_PATTERN = /^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/;

/**
 * Why an attribute name is refused:
 * - `syntax`: not an attribute name;
 * - `event-handler`: `on…`, code run by the browser (the element's workflows do that);
 * - `style`: styles have their own fields;
 * - `id`, `class`: the element's HTML id and classes have their own fields;
 * - `url`: loads an address, runs script or navigates (the element's link does that);
 * - `reserved`: a name React or the renderer gives a meaning of its own.
 */
export type AttributeRefusal =
  'syntax' | 'event-handler' | 'style' | 'id' | 'class' | 'url' | 'reserved';

/** Attributes whose value is an address, or that send a form or a link somewhere. */
const URL_ATTRIBUTES: ReadonlySet<string> = new Set([
  'href',
  'src',
  'srcset',
  'srcdoc',
  'imagesrcset',
  'action',
  'formaction',
  'data',
  'poster',
  'background',
  'codebase',
  'classid',
  'archive',
  'cite',
  'longdesc',
  'lowsrc',
  'dynsrc',
  'manifest',
  'profile',
  'usemap',
  'ping',
  'target',
  'formtarget',
  'download',
  'hreflang',
  'rel',
  'form',
  'formmethod',
  'formenctype',
  'formnovalidate',
  'method',
  'enctype',
  'http-equiv',
]);

/** Names React reads itself (lower-cased, as the runtime writes them) or that change how it creates the node. */
const RESERVED_ATTRIBUTES: ReadonlySet<string> = new Set([
  'children',
  'key',
  'ref',
  'is',
  'dangerouslysetinnerhtml',
  'innerhtml',
  'outerhtml',
  'htmlfor',
  'defaultvalue',
  'defaultchecked',
  'suppresshydrationwarning',
  'suppresscontenteditablewarning',
]);

/** Why `name` may not be set on an element, or null when it may. Case does not matter. */
export function attributeRefusal(name: string): AttributeRefusal | null {
  if (!ATTRIBUTE_NAME_PATTERN.test(name)) return 'syntax';
  const lower = name.toLowerCase();
  // `xlink:href` is an address as much as `href`.
  const local = lower.slice(lower.lastIndexOf(':') + 1);
  if (lower.startsWith('on') || local.startsWith('on')) return 'event-handler';
  if (local === 'style') return 'style';
  if (local === 'id') return 'id';
  if (local === 'class' || local === 'classname') return 'class';
  if (URL_ATTRIBUTES.has(local)) return 'url';
  if (RESERVED_ATTRIBUTES.has(local)) return 'reserved';
  return null;
}

/** Why a class name is refused (`syntax`, or `reserved` for Baobab's prefixes), or null. */
export function classRefusal(name: string): 'syntax' | 'reserved' | null {
  if (!CLASS_NAME_PATTERN.test(name)) return 'syntax';
  return RESERVED_CLASS_PREFIXES.some((prefix) => name.startsWith(prefix)) ? 'reserved' : null;
}

/** The class names of a `classes` text: separated by white space, empty ones left out. */
export const classNames = (text: string): string[] => text.split(/\s+/).filter(Boolean);
