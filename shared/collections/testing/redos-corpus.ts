/**
 * Patterns that backtrack exponentially (or worse) in `RegExp`, with texts of 26–41 characters,
 * and whether they match: the ReDoS corpus of issue 28, shared by the pattern engine's tests, the
 * server's security suite (`tests/security/redos.test.ts`) and `bench/collections.bench.ts`.
 */
const a = (n: number) => 'a'.repeat(n);

export const REDOS_CORPUS: ReadonlyArray<[pattern: string, text: string, matches: boolean]> = [
  ['(a+)+$', `${a(40)}!`, false],
  ['^(a+)+$', `${a(40)}!`, false],
  ['^(a|a)*$', `${a(26)}!`, false],
  ['^(a|a)*$', a(26), true],
  ['^(a|aa)+$', `${a(40)}!`, false],
  ['(a*)*b', a(40), false],
  ['(.*a){12}', a(40), true],
  ['(.*a){12}', `${a(11)}${'b'.repeat(29)}`, false],
  ['^(\\w+\\s?)*$', `${'x'.repeat(35)}!`, false],
  ['(x+x+)+y', 'x'.repeat(36), false],
  ['^([a-z]+)*=', a(40), false],
  ['^(a?){30}a{30}$', a(30), true],
  ['^(([a-z])+.)+[A-Z]([a-z])+$', `${a(38)}!`, false],
];
