/**
 * The linear-time engine answers as `RegExp` does, on random patterns of the JavaScript syntax
 * that both run (literals, `.`, classes, escapes, anchors, groups, alternation, quantifiers) and
 * random short texts: the translation to RE2 keeps what a pattern means. Texts stay short so that
 * `RegExp`, the reference, backtracks little.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { compilePattern, loadPatternEngine, patternRefusal } from './pattern.ts';

beforeAll(loadPatternEngine);

const { pattern } = fc.letrec<{ pattern: string; atom: string; piece: string }>((tie) => ({
  atom: fc.oneof(
    { maxDepth: 2, withCrossShrink: true },
    fc.constantFrom('a', 'b', '1', ' ', '-', '.', '\\d', '\\w', '\\s', '\\b', '\\.', '\\-'),
    fc.constantFrom('[ab]', '[^a]', '[a-c1]', '[\\d ]', '[\\w-]', '[.]'),
    tie('pattern').map((inner) => `(?:${inner})`),
    tie('pattern').map((inner) => `(${inner})`),
  ),
  piece: fc
    .tuple(
      tie('atom'),
      fc.constantFrom('', '', '', '*', '+', '?', '{2}', '{1,3}', '{0,}', '*?', '+?', '??'),
    )
    .map(([atom, quantifier]) => (atom === '\\b' ? atom : atom + quantifier)),
  pattern: fc
    .tuple(
      fc.constantFrom('', '', '^'),
      fc.array(fc.array(tie('piece'), { minLength: 1, maxLength: 3 }), {
        minLength: 1,
        maxLength: 2,
      }),
      fc.constantFrom('', '', '$'),
    )
    .map(
      ([start, alternatives, end]) => start + alternatives.map((a) => a.join('')).join('|') + end,
    ),
}));

const text = fc.string({
  unit: fc.constantFrom('a', 'b', 'c', '1', ' ', '-', '.', '\n', '_'),
  maxLength: 12,
});

describe('the linear-time engine against RegExp', () => {
  it('runs every generated pattern and agrees with RegExp on every text', () => {
    fc.assert(
      fc.property(pattern, fc.array(text, { minLength: 1, maxLength: 5 }), (source, texts) => {
        expect(patternRefusal(source), source).toBeNull();
        const test = compilePattern(source);
        const reference = new RegExp(source);
        for (const t of texts)
          expect(test(t), `${source} on ${JSON.stringify(t)}`).toBe(reference.test(t));
      }),
      { numRuns: 300 },
    );
  }, 20_000);
});
