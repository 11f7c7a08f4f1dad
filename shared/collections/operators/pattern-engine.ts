/**
 * The linear-time engine of `match` patterns: RE2 (re2js, a pure-JavaScript port), which has no
 * backtracking, so a pattern such as `^(a|a)*$` takes time proportional to the text instead of
 * exponential in it. 46 KB gzip: in the browser, loaded by `pattern.ts` only where a filter has a
 * pattern; `validateSite` (Node) imports it directly (`schema/pattern-problems.ts`).
 */
import { RE2JS } from 're2js';
import type { PatternTest } from './pattern.ts';

/**
 * `\k<name>` outside a character class, in a pattern with named groups: JavaScript reads it as a
 * backreference, but `RE2JS.translateRegExp` turns it into the letters "k<name>", a pattern that
 * would run and answer otherwise than `RegExp`.
 */
function namedBackreference(source: string): string | null {
  if (!/\(\?<(?![=!])/.test(source)) return null;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      if (!inClass && source[i + 1] === 'k') return /^\\k(<[^>]*>)?/.exec(source.slice(i))![0];
      i++;
    } else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
  }
  return null;
}

/**
 * The pattern as a test, with the JavaScript syntax of `new RegExp(source)` without flags
 * (translated for RE2). Throws with the reason: JavaScript's own for an invalid pattern, else
 * RE2's for what it cannot run in linear time (backreferences, lookaround, a repeat count over
 * 1,000 — RE2's bound on the size of what it compiles).
 */
export function linearPattern(source: string): PatternTest {
  // Only parsed, never run: JavaScript's message for an invalid pattern, as before RE2.
  new RegExp(source);
  let pattern: RE2JS;
  try {
    const backreference = namedBackreference(source);
    if (backreference) throw new Error(`invalid named backreference: \`${backreference}\``);
    pattern = RE2JS.compile(RE2JS.translateRegExp(source));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `backreferences and lookaround are not supported, a filter's pattern must run in linear time: ${reason}`,
    );
  }
  return (text) => pattern.test(text);
}

/** Why this pattern cannot run here (JavaScript's or RE2's reason), or null when it can. */
export function refusalOf(source: string): string | null {
  try {
    linearPattern(source);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
