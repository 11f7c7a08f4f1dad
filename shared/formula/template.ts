/**
 * Texts with formulas in them, `{{ formula }}`: a page's title, description, social texts,
 * sharing image and structured data on a page bound to a data set read its record this way
 * (`"{{ context.page.data?.name }} | Site name"`). The formulas are the engine's (the caller
 * passes `evaluate`, so this module does not pull the engine into a bundle); a formula ends at
 * the first `}}`. A value that is missing (undefined, null) or a formula that fails gives an
 * empty text, never "undefined", and the failure is reported with the formula.
 *
 * In JSON (structured data) each value is JSON-escaped for where it stands: inside a JSON string
 * as the string's characters, elsewhere as a JSON value (text quoted, a missing value `null`);
 * `scriptJson` then writes the result so that it can sit in a `<script>` element.
 */

/** A piece of a template: literal text, or a formula (its source, trimmed) and its offset. */
export type TemplatePart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'formula'; readonly source: string; readonly index: number };

export interface TemplateProblem {
  /** The formula as written, braces included (`{{ context.page.data. }}`). */
  readonly placeholder: string;
  readonly message: string;
}

export interface Filled {
  readonly text: string;
  readonly problems: readonly TemplateProblem[];
}

export type Evaluate = (source: string) => unknown;

export const UNCLOSED_PLACEHOLDER = '"{{" without its closing "}}"';
export const EMPTY_PLACEHOLDER = 'an empty "{{ }}" (write a formula in it)';

/** Whether `text` holds a `{{ formula }}` at all (cheap: no parsing). */
export const hasPlaceholder = (text: string): boolean => text.includes('{{');

/**
 * Splits `text` into literal texts and formulas. An unclosed `{{` stays literal text and is
 * reported in `problems`.
 */
export function splitTemplate(text: string): {
  parts: TemplatePart[];
  problems: TemplateProblem[];
} {
  const parts: TemplatePart[] = [];
  const problems: TemplateProblem[] = [];
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('{{', at);
    const close = open < 0 ? -1 : text.indexOf('}}', open + 2);
    if (open < 0 || close < 0) {
      if (open >= 0)
        problems.push({ placeholder: text.slice(open), message: UNCLOSED_PLACEHOLDER });
      parts.push({ kind: 'text', text: text.slice(at) });
      break;
    }
    if (open > at) parts.push({ kind: 'text', text: text.slice(at, open) });
    const source = text.slice(open + 2, close).trim();
    if (source === '')
      problems.push({ placeholder: text.slice(open, close + 2), message: EMPTY_PLACEHOLDER });
    else parts.push({ kind: 'formula', source, index: open });
    at = close + 2;
  }
  return { parts, problems };
}

/** A formula's value as text: nothing for undefined/null, items joined by ", ", objects as JSON. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value))
    return value
      .map(valueText)
      .filter((t) => t !== '')
      .join(', ');
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}

/** Characters a JSON text must not carry raw in HTML: `<` (`</script`), `>`, `&`, U+2028/9. */
const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;
const escapeForScript = (json: string) =>
  json.replace(SCRIPT_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** `value` as a JSON value (a missing one `null`), safe inside a `<script>` element. */
function jsonValue(value: unknown): string {
  try {
    return escapeForScript(JSON.stringify(value) ?? 'null');
  } catch {
    return 'null'; // a cycle: no value
  }
}

function fill(
  text: string,
  evaluate: Evaluate,
  insert: (value: unknown, before: string) => string,
): Filled {
  const { parts, problems } = splitTemplate(text);
  let out = '';
  for (const part of parts) {
    if (part.kind === 'text') {
      out += part.text;
      continue;
    }
    let value: unknown;
    try {
      value = evaluate(part.source);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      problems.push({ placeholder: `{{ ${part.source} }}`, message });
    }
    out += insert(value, out);
  }
  return { text: out, problems };
}

/** `text` with each `{{ formula }}` replaced by its value as text (`valueText`). */
export function fillText(text: string, evaluate: Evaluate): Filled {
  return hasPlaceholder(text)
    ? fill(text, evaluate, (value) => valueText(value))
    : { text, problems: [] };
}

/** Whether the JSON text `before` ends inside a string literal. */
function endsInString(before: string): boolean {
  let inString = false;
  for (let i = 0; i < before.length; i++) {
    const c = before[i];
    if (inString && c === '\\') i++;
    else if (c === '"') inString = !inString;
  }
  return inString;
}

/**
 * JSON text with each `{{ formula }}` replaced by its value, JSON-escaped: inside a string as the
 * string's characters (`"{{ name }}"` with a name holding `"` stays one string), elsewhere as a
 * JSON value (`"price": {{ cents / 100 }}` is a number; text is quoted; missing is `null`).
 */
export function fillJson(text: string, evaluate: Evaluate): Filled {
  if (!hasPlaceholder(text)) return { text, problems: [] };
  return fill(text, evaluate, (value, before) =>
    endsInString(before) ? jsonValue(valueText(value)).slice(1, -1) : jsonValue(value),
  );
}

/**
 * JSON text to write as a `<script type="application/ld+json">`'s content: parsed and written
 * again with `<`, `>`, `&` and U+2028/9 escaped, so nothing in it can end the element early;
 * empty when it is empty or not JSON (a search engine would refuse it anyway).
 */
export function scriptJson(text: string): string {
  if (text.trim() === '') return '';
  try {
    return jsonValue(JSON.parse(text) as unknown);
  } catch {
    return '';
  }
}
