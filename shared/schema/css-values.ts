/**
 * Style values checked per kind of CSS property (issue 32): colours, lengths, numbers (an
 * integer for z-index), transforms and ratios. Zod-free, shared by `validateSite` (a hand-edited
 * file with a bad value is reported with its file and JSON path) and the editor's fields (a value
 * they refuse is never stored). The catalogue says which rule each style key follows
 * (`styleRules` in `catalogue/properties/style-rules.ts`); shared knows only the rules.
 *
 * Each check answers a problem text (`problem-texts.ts`) or null. Syntax is an error: the browser
 * drops the declaration. A number outside its bounds is a warning: the runtime clamps it.
 */
import { isCssColor } from './css-color.ts';
import { said, type ProblemText } from './problem-texts.ts';

/** A number's bounds, with the CSS unit it is in (absent for unitless numbers). */
export interface NumberBounds {
  min: number;
  max: number;
  step?: number;
  unit?: string;
}

export type StyleRule =
  | { kind: 'color' }
  /** `units`: the first is the unit of a bare number; `keywords` such as `auto` where CSS takes one. */
  | { kind: 'length'; units: readonly NumberBounds[]; keywords: readonly string[] }
  | { kind: 'number'; bounds?: NumberBounds; integer: boolean; keywords: readonly string[] }
  | { kind: 'transform' }
  | { kind: 'ratio' };

/** What every CSS property takes. */
const CSS_WIDE = new Set(['inherit', 'initial', 'unset', 'revert', 'revert-layer']);
/** A number as authors type it; "−" (U+2212) counts as a minus sign. */
const NUMBER = /^[-+\u2212]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/i;
/** `calc(…)`, `var(…)`… as a whole value: the browser computes them, we cannot. */
const MATH = /^(?:calc|min|max|clamp|var)\(/i;
const INTRINSIC = new Set(['fit-content', 'min-content', 'max-content']);

export type NumberReading =
  | { kind: 'number'; number: number }
  /** Not a number at all ("abc", "1.2.3", "") */
  | { kind: 'notANumber' }
  /** Written as a number, but too large for one (`1e309`, `-1e309`). */
  | { kind: 'notFinite' };

/** Reads a whole text as a number (JSON numbers and typed ones: `1.5`, `.5`, `-5`, `1e3`). */
export function readNumber(text: string): NumberReading {
  const trimmed = text.trim();
  const match = NUMBER.exec(trimmed);
  if (!match || match[0].length !== trimmed.length) return { kind: 'notANumber' };
  const number = Number(trimmed.replace('\u2212', '-'));
  return Number.isFinite(number) ? { kind: 'number', number } : { kind: 'notFinite' };
}

/** True when the parentheses of `text` are balanced and closed. */
function balanced(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (char === '(') depth += 1;
    else if (char === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

const isMath = (text: string) => MATH.test(text) && text.endsWith(')') && balanced(text);

/** The unit list as a text for messages: `px, %, rem`. */
const unitList = (units: readonly NumberBounds[]) => units.map((u) => u.unit || '×').join(', ');

/** Where a number leaves its bounds: which bound, or null inside them. */
export function outOfBounds(
  number: number,
  bounds: NumberBounds | undefined,
): { limit: 'min' | 'max'; bound: number } | null {
  if (!bounds) return null;
  if (number < bounds.min) return { limit: 'min', bound: bounds.min };
  if (number > bounds.max) return { limit: 'max', bound: bounds.max };
  return null;
}

function boundsProblem(value: string, number: number, bounds: NumberBounds | undefined) {
  const out = outOfBounds(number, bounds);
  if (!out) return null;
  const bound = `${out.bound}${bounds?.unit ?? ''}`;
  return said(out.limit === 'min' ? 'styleBelowMin' : 'styleAboveMax', { value, bound });
}

/** A number-and-unit length: its number and unit (lower case; '' for none), or null. */
export function splitLength(text: string): { number: NumberReading; unit: string } | null {
  const match = /^(.*?)([a-z%]*)$/i.exec(text.trim());
  if (!match || match[1] === '') return null;
  const number = readNumber(match[1]!);
  return number.kind === 'notANumber' ? null : { number, unit: match[2]!.toLowerCase() };
}

function checkLength(
  rule: Extract<StyleRule, { kind: 'length' }>,
  value: string | number,
): ProblemText | null {
  const text = String(value).trim();
  if (rule.keywords.includes(text) || INTRINSIC.has(text) || isMath(text)) return null;
  const length = splitLength(text);
  const shown = String(value);
  if (length?.number.kind === 'notFinite') return said('styleNotFinite', { value: shown });
  const unit = length?.unit || (rule.units[0]?.unit ?? '');
  const bounds = rule.units.find((u) => (u.unit ?? '') === unit);
  if (length?.number.kind !== 'number') {
    const keywords = rule.keywords.length ? rule.keywords.join(', ') : '—';
    return said('lengthSyntax', { value: shown, units: unitList(rule.units), keywords });
  }
  if (!bounds) {
    // CSS takes a zero without its unit.
    if (length.number.number === 0) return null;
    return said('lengthUnit', { value: shown, unit, units: unitList(rule.units) });
  }
  return boundsProblem(shown, length.number.number, bounds);
}

function checkNumber(
  rule: Extract<StyleRule, { kind: 'number' }>,
  value: string | number,
): ProblemText | null {
  const shown = String(value);
  if (typeof value === 'string' && rule.keywords.includes(value.trim())) return null;
  const reading: NumberReading =
    typeof value === 'number' ? { kind: 'number', number: value } : readNumber(value);
  if (reading.kind === 'notFinite') return said('styleNotFinite', { value: shown });
  if (reading.kind !== 'number') return said('numberSyntax', { value: shown });
  if (rule.integer && !Number.isInteger(reading.number))
    return said('integerSyntax', { value: shown });
  return boundsProblem(shown, reading.number, rule.bounds);
}

/** Transform functions and the kind of argument each takes. */
const TRANSFORMS: Record<string, 'length' | 'angle' | 'number' | 'scale'> = {
  matrix: 'number',
  matrix3d: 'number',
  translate: 'length',
  translatex: 'length',
  translatey: 'length',
  translatez: 'length',
  translate3d: 'length',
  scale: 'scale',
  scalex: 'scale',
  scaley: 'scale',
  scalez: 'scale',
  scale3d: 'scale',
  rotate: 'angle',
  rotatex: 'angle',
  rotatey: 'angle',
  rotatez: 'angle',
  rotate3d: 'angle',
  skew: 'angle',
  skewx: 'angle',
  skewy: 'angle',
  perspective: 'length',
};
const ANGLE_UNITS = new Set(['deg', 'rad', 'grad', 'turn']);
const LENGTH_UNITS =
  /^(?:px|%|r?em|ex|ch|vw|vh|vmin|vmax|svw|svh|lvw|lvh|dvw|dvh|cm|mm|in|pt|pc|q|cqw|cqh)$/;

function argumentFits(arg: string, kind: 'length' | 'angle' | 'number' | 'scale'): boolean {
  if (isMath(arg)) return true;
  const split = splitLength(arg);
  if (split?.number.kind !== 'number') return false;
  const { unit } = split;
  // A bare number: a scale or matrix entry; a length or an angle only when it is zero.
  if (unit === '') return kind === 'number' || kind === 'scale' || split.number.number === 0;
  if (kind === 'angle') return ANGLE_UNITS.has(unit);
  if (kind === 'length') return LENGTH_UNITS.test(unit);
  return kind === 'scale' && unit === '%';
}

/** Splits `a, b c` into arguments, keeping `calc(…)` whole. */
function argumentsOf(inside: string): string[] {
  const args: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of inside) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth === 0 && (char === ',' || /\s/.test(char))) {
      if (current) args.push(current);
      current = '';
    } else current += char;
  }
  if (current) args.push(current);
  return args;
}

function checkTransform(value: string): ProblemText | null {
  const text = value.trim();
  if (text === 'none' || isMath(text)) return null;
  const fail = (reason: ProblemText) => said('transformSyntax', { value, reason });
  if (!balanced(text)) return fail(said('reasonParentheses'));
  // One function after another: name(…) with balanced contents.
  let rest = text;
  while (rest !== '') {
    const head = /^([a-z0-9]+)\(/i.exec(rest);
    if (!head) return fail(said('reasonTransformFunction', { text: rest.split('(')[0]! }));
    let depth = 0;
    let end = -1;
    for (let i = head[0].length - 1; i < rest.length; i += 1) {
      if (rest[i] === '(') depth += 1;
      if (rest[i] === ')' && --depth === 0) {
        end = i;
        break;
      }
    }
    const name = head[1]!.toLowerCase();
    const kind = TRANSFORMS[name];
    if (!kind) return fail(said('reasonTransformFunction', { text: head[1]! }));
    const args = argumentsOf(rest.slice(head[0].length, end));
    if (args.length === 0) return fail(said('reasonTransformArguments', { name: head[1]! }));
    const bad = args.find((arg) => !argumentFits(arg, kind));
    if (bad !== undefined)
      return fail(said('reasonTransformArgument', { name: head[1]!, arg: bad }));
    rest = rest.slice(end + 1).trimStart();
  }
  return null;
}

function checkRatio(value: string | number): ProblemText | null {
  const text = String(value).trim();
  if (text === 'auto') return null;
  const ratio = text.replace(/^auto\s+|\s+auto$/, '');
  const parts = ratio.split('/').map((part) => readNumber(part));
  const fits =
    parts.length <= 2 && parts.every((part) => part.kind === 'number' && part.number > 0);
  return fits ? null : said('ratioSyntax', { value: String(value) });
}

/**
 * The problem of a literal style value under its rule, or null when it is fine. Values that are
 * not literals (a formula, `$lang`) and texts with `var(…)` (a site colour…) are not read.
 */
export function styleValueProblem(rule: StyleRule, value: unknown): ProblemText | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return said('styleNotFinite', { value: String(value) });
  } else if (typeof value !== 'string') return null;
  const text = String(value).trim();
  if (CSS_WIDE.has(text) || /^var\(/i.test(text)) return null;
  switch (rule.kind) {
    case 'color':
      return isCssColor(text) ? null : said('colorSyntax', { value: String(value) });
    case 'length':
      return checkLength(rule, value);
    case 'number':
      return checkNumber(rule, value);
    case 'transform':
      return checkTransform(String(value));
    case 'ratio':
      return checkRatio(value);
  }
}

/** Only the errors: a value outside its bounds is a warning, and clamped where it is shown. */
export function isStyleWarning(text: ProblemText): boolean {
  return text.code === 'styleBelowMin' || text.code === 'styleAboveMax';
}
