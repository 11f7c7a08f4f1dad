/**
 * JSON nesting bounded before it is parsed. `JSON.parse` itself copes with deep text, but what
 * walks the value afterwards recurses (zod, canonical writing, `JSON.stringify`, coercion): a
 * body nested 2,000 deep overflowed the stack and answered 500. The storefront's deepest file
 * is 18 levels; the bound leaves five times that.
 */

/** The deepest nesting of arrays and objects accepted, in levels (`[[1]]` is 2). */
export const MAX_JSON_DEPTH = 100;

export const jsonTooDeepMessage = (limit: number = MAX_JSON_DEPTH): string =>
  `The JSON is nested deeper than ${limit} levels.`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether the brackets of `text` outside strings nest deeper than `limit`: one pass, no
 * recursion, no allocation. It does not check the syntax (`JSON.parse` does that next), so a
 * text that is not JSON may answer either way.
 */
export function jsonDeeperThan(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

/** `JSON.parse` after the depth check; a text too deep throws `JsonTooDeepError`. */
export function parseBoundedJson(text: string, limit: number = MAX_JSON_DEPTH): unknown {
  if (jsonDeeperThan(text, limit)) throw new JsonTooDeepError(limit);
  return JSON.parse(text) as unknown;
}

export class JsonTooDeepError extends Error {
  constructor(readonly limit: number = MAX_JSON_DEPTH) {
    super(jsonTooDeepMessage(limit));
    this.name = 'JsonTooDeepError';
  }
}
