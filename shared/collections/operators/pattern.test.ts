/**
 * `match` patterns on the linear-time engine: the ReDoS corpus answers right (the tests' own
 * timeout is the only clock: times are in `npm run bench -- collections`), JavaScript's syntax
 * and messages are kept, and what RE2 cannot run is refused with the reason.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { conditionTest } from './index.ts';
import type { FilterCondition, FilterGroup } from '@shared/schema/logic.ts';
import { REDOS_CORPUS } from '../testing/redos-corpus.ts';
import {
  compilePattern,
  filterHasPattern,
  filterPatterns,
  loadPatternEngine,
  patternRefusal,
} from './pattern.ts';

beforeAll(loadPatternEngine);

describe('the ReDoS corpus', () => {
  it.each(REDOS_CORPUS)('%s against %j → %s', (pattern, text, matches) => {
    expect(compilePattern(pattern)(text)).toBe(matches);
    expect(conditionTest('match', pattern, 'name')({ name: text })).toBe(matches);
    expect(conditionTest('notMatch', pattern, 'name')({ name: text })).toBe(!matches);
  });
});

describe('JavaScript pattern syntax, without flags', () => {
  it.each([
    ['\\d+', 'abc123', true],
    ['^\\w+$', 'ab_9', true],
    ['^\\w+$', 'ab-9', false],
    ['abc', 'ABC', false],
    ['^[^a]+$', 'bcd', true],
    ['(?:ab)+c', 'ababc', true],
    ['(?<year>\\d{4})-\\d{2}', 'on 2026-11', true],
    ['\\u0041\\x42', 'AB', true],
    ['a\\/b', 'a/b', true],
    ['^$', '', true],
    ['a.c', 'a\nc', false],
    ['\\bcat\\b', 'a cat!', true],
    ['\\bcat\\b', 'concat', false],
    ['colou?r', 'color', true],
    ['^\\s*$', ' \t', true],
    ['é+', 'café', true],
  ])('%s against %j → %s, as RegExp', (pattern, text, matches) => {
    expect(compilePattern(pattern)(text)).toBe(matches);
    expect(new RegExp(pattern).test(text)).toBe(matches);
  });

  it("keeps JavaScript's message for an invalid pattern", () => {
    const invalid = '(unclosed';
    let reason = '';
    try {
      new RegExp(invalid);
    } catch (error) {
      reason = (error as Error).message;
    }
    expect(() => conditionTest('match', invalid, 'name')).toThrow(
      `Filter on "name": "(unclosed" is not a valid regular expression (${reason})`,
    );
  });

  it('refuses backreferences and lookaround, which cannot run in linear time', () => {
    for (const pattern of ['(a)\\1', '(?=a)a', '(?!b)a', '(?<=a)b'])
      expect(() => conditionTest('match', pattern, 'name'), pattern).toThrow(
        /is not a valid regular expression \(backreferences and lookaround are not supported/,
      );
  });
});

describe('refusals', () => {
  it('refuses a named backreference, which RE2JS would read as the letters k<name>', () => {
    expect(new RegExp('(?<x>a)\\k<x>').test('aa')).toBe(true);
    expect(patternRefusal('(?<x>a)\\k<x>')).toMatch(/invalid named backreference: `\\k<x>`/);
    // Without named groups, \k is the letter k (as in RegExp); inside a class too.
    expect(patternRefusal('\\k')).toBeNull();
    expect(compilePattern('\\k')('k')).toBe(true);
    expect(patternRefusal('[\\k]')).toBeNull();
  });

  it('says why, or null: syntax, lookaround, a repeat count RE2 bounds', () => {
    expect(patternRefusal('(a+)+$')).toBeNull();
    expect(patternRefusal('[')).toMatch(/^Invalid regular expression/);
    expect(patternRefusal('(?!b)a')).toMatch(/must run in linear time/);
    expect(patternRefusal('((a{100}){100}){100}')).toMatch(/invalid repeat count/);
  });

  it('filterPatterns lists the literal patterns with their paths, not formulas', () => {
    const filter: FilterGroup = {
      type: 'group',
      combinator: 'and',
      conditions: [
        { type: 'condition', key: 'a', operator: 'equals', value: '(' },
        { type: 'condition', key: 'a', operator: 'match', value: { $formula: 'variables.p' } },
        {
          type: 'group',
          combinator: 'or',
          conditions: [{ type: 'condition', key: 'a', operator: 'notMatch', value: 'x+' }],
        },
        { type: 'condition', key: 'a', operator: 'match', value: 3 },
      ],
    };
    expect(filterPatterns(filter)).toEqual([
      { path: ['conditions', 3, 'value'], value: 3 },
      { path: ['conditions', 2, 'conditions', 0, 'value'], value: 'x+' },
    ]);
    expect(filterPatterns(null)).toEqual([]);
  });
});

describe('loading', () => {
  it('a pattern compiled before the engine is loaded says so, with the key', async () => {
    vi.resetModules();
    const fresh = await import('./index.ts');
    expect(() => fresh.conditionTest('match', 'a', 'name')).toThrow(
      'Filter on "name": the pattern engine is not loaded yet',
    );
    const pattern = await import('./pattern.ts');
    // Plain text is valid as it is; any other pattern waits for the engine.
    expect(pattern.patternRefusal('Harare')).toBeNull();
    expect(pattern.patternRefusal('')).toBeNull();
    expect(() => pattern.patternRefusal('Har+')).toThrow(pattern.PatternEngineNotLoaded);
    await pattern.loadPatternEngine();
    expect(fresh.conditionTest('match', 'a', 'name')({ name: 'cat' })).toBe(true);
  });

  it('filterHasPattern finds match and notMatch conditions in nested groups', () => {
    const condition = (operator: FilterCondition['operator']): FilterCondition => ({
      type: 'condition',
      key: 'name',
      operator,
      value: 'a',
    });
    const group = (...conditions: FilterGroup['conditions']): FilterGroup => ({
      type: 'group',
      combinator: 'and',
      conditions,
    });
    expect(filterHasPattern(null)).toBe(false);
    expect(filterHasPattern(group(condition('equals')))).toBe(false);
    expect(filterHasPattern(group(condition('equals'), group(group(condition('notMatch')))))).toBe(
      true,
    );
    expect(filterHasPattern(group(condition('match')))).toBe(true);
  });
});
