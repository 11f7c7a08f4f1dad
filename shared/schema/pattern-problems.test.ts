/**
 * `validateSite` reports the `match` patterns the linear-time engine cannot run, at their file and
 * JSON path, with the engine's reason; patterns it runs (the ReDoS corpus among them) and
 * patterns bound to formulas are no problem.
 */
import { describe, expect, it } from 'vitest';
import { REDOS_CORPUS } from '../collections/testing/redos-corpus.ts';
import { loadSite } from './load.ts';
import type { Collection, FilterCondition, FilterGroup } from './logic.ts';
import { fixtureTexts } from './testing/fixture.ts';

const condition = (
  value: FilterCondition['value'],
  operator: FilterCondition['operator'] = 'match',
): FilterCondition => ({
  type: 'condition',
  key: 'name',
  operator,
  value,
});
const group = (...conditions: FilterGroup['conditions']): FilterGroup => ({
  type: 'group',
  combinator: 'and',
  conditions,
});
const collection = (filter: FilterGroup): Collection => ({
  id: 'products',
  name: 'Products',
  mode: 'static',
  config: { data: [{ name: `${'a'.repeat(40)}!` }] },
  filter,
});

/** Problems of the fixture site with the collection in site.json, or in the home page's file. */
function problemsWith(filter: FilterGroup, where: 'site' | 'page' = 'site') {
  return loadSite(
    fixtureTexts((f) => {
      const target = where === 'site' ? f.site : f.pages.home!;
      target.collections.products = collection(filter);
    }),
  ).problems;
}

describe('match patterns in validateSite', () => {
  it('reports a backreference at its path, with the engine’s reason in English and French', () => {
    expect(problemsWith(group(condition('equals', 'equals'), condition('(a)\\1')))).toEqual([
      {
        file: 'site.json',
        path: '$.collections.products.filter.conditions[1].value',
        severity: 'error',
        message: expect.stringMatching(
          /^collection "Products": the match pattern \(a\)\\1 cannot run: backreferences and lookaround are not supported, .*invalid escape sequence/,
        ),
        fr: expect.stringMatching(
          /^collection « Products » : le motif \(a\)\\1 ne peut pas s’exécuter : /,
        ),
      },
    ]);
  });

  it('reports invalid syntax, lookaround and a named backreference in nested groups of a page file', () => {
    const problems = problemsWith(
      group(
        condition('(unclosed'),
        group(group(condition('(?<=a)b', 'notMatch'), condition('(?<x>a)\\k<x>'))),
      ),
      'page',
    );
    expect(problems.map((p) => [p.file, p.path])).toEqual([
      ['pages/home.json', '$.collections.products.filter.conditions[0].value'],
      [
        'pages/home.json',
        '$.collections.products.filter.conditions[1].conditions[0].conditions[0].value',
      ],
      [
        'pages/home.json',
        '$.collections.products.filter.conditions[1].conditions[0].conditions[1].value',
      ],
    ]);
    expect(problems[0]!.message).toContain('Invalid regular expression: /(unclosed/');
    expect(problems[2]!.message).toContain('invalid named backreference: `\\k<x>`');
  });

  it('reports a pattern that is not a text', () => {
    expect(problemsWith(group(condition(12))).map((p) => p.message)).toEqual([
      'collection "Products": a match pattern must be a text, not 12',
    ]);
  });

  it('accepts the ReDoS corpus (it runs in linear time) and formulas', () => {
    const patterns = REDOS_CORPUS.map(([pattern]) => condition(pattern));
    expect(problemsWith(group(...patterns, condition({ $formula: "'(a)\\\\1'" })))).toEqual([]);
  });
});
