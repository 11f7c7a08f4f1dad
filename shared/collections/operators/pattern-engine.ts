/**
 * The linear-time engine of `match` patterns: RE2 (re2js, a pure-JavaScript port), which has no
 * backtracking, so a pattern such as `^(a|a)*$` takes time proportional to the text instead of
 * exponential in it. 46 KB gzip: loaded by `pattern.ts` only where a filter has a pattern.
 */
import { RE2JS } from 're2js';
import type { PatternTest } from './pattern.ts';

/**
 * The pattern as a test, with the JavaScript syntax of `new RegExp(source)` without flags
 * (translated for RE2). Throws with the reason: JavaScript's own for an invalid pattern, else
 * RE2's for what it cannot run in linear time (backreferences, lookaround).
 */
export function linearPattern(source: string): PatternTest {
  // Only parsed, never run: JavaScript's message for an invalid pattern, as before RE2.
  new RegExp(source);
  let pattern: RE2JS;
  try {
    pattern = RE2JS.compile(RE2JS.translateRegExp(source));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `backreferences and lookaround are not supported, a filter's pattern must run in linear time: ${reason}`,
    );
  }
  return (text) => pattern.test(text);
}
