import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearFormulaCache } from '../cache.ts';
import { HELPERS } from './catalog.ts';
import { findHelper } from './index.ts';
import { run } from './testing.ts';

/** The helpers the seeds name (the rest of the library continues beyond capitalize). */
const SEEDS_HELPERS = [
  'if',
  'ifEmpty',
  'not',
  'compare',
  'switch',
  'average',
  'sum',
  'round',
  'length',
  'keys',
  'values',
  'objectToArray',
  'slice',
  'merge',
  'contains',
  'map',
  'reverse',
  'distinct',
  'groupBy',
  'rollupSum',
  'sort',
  'flat',
  'concatenate',
  'split',
  'lower',
  'lowercase',
  'capitalize',
];

/** Words a French sentence has and an English one does not. */
const FRENCH = /\b(le|la|les|des|du|un|une|et|est|sont|pour|avec|sans|si|sinon|donne|vrai)\b/i;

describe('HELPERS', () => {
  it('has every helper of the seeds', () => {
    const names = HELPERS.map((helper) => helper.name);
    for (const name of SEEDS_HELPERS) expect(names).toContain(name);
  });

  it('finds every helper by its name, and old names with the name they had', () => {
    for (const helper of HELPERS) {
      const found = findHelper(helper.name);
      expect(found?.helper.name).toBe(helper.name);
      expect(found?.helper.run).toBe(helper.run);
      expect(found?.deprecatedName).toBeUndefined();
    }
    expect(findHelper('rollupCount')).toEqual({
      helper: findHelper('rollupSum')?.helper,
      deprecatedName: 'rollupCount',
    });
    expect(findHelper('ifempty')?.deprecatedName).toBe('ifempty');
  });

  it('covers every category', () => {
    const categories = new Set(HELPERS.map((helper) => helper.category));
    expect([...categories].sort()).toEqual(
      ['array', 'conversion', 'date', 'logic', 'math', 'object', 'text'].sort(),
    );
  });

  it.each(HELPERS.map((helper) => [helper.name, helper] as const))(
    '%s has a signature and descriptions in English and French',
    (name, helper) => {
      expect(helper.signature.startsWith(`${name}(`)).toBe(true);
      expect(helper.description.en.trim().length).toBeGreaterThan(10);
      expect(helper.description.fr.trim().length).toBeGreaterThan(10);
      expect(helper.description.fr).not.toBe(helper.description.en);
      expect(helper.description.fr).toMatch(FRENCH);
      expect(helper.description.en).not.toMatch(/\b(le|les|des|une|avec|sans)\b/);
    },
  );
});

describe('deprecated names', () => {
  beforeEach(() => clearFormulaCache());

  it.each([
    ["ifempty('', 'x')", 'x', 'ifempty should be ifEmpty'],
    ["rollupCount([{ n: 1 }, { n: 2 }], 'n')", 3, 'rollupCount should be rollupSum'],
  ])('%s logs its new name once per compiled formula', (formula, result, message) => {
    const warn = vi.fn();
    expect(run(formula, {}, { warn })).toBe(result);
    expect(run(formula, {}, { warn })).toBe(result);
    expect(warn.mock.calls).toEqual([[message]]);
  });

  it('logs nothing for the current names', () => {
    const warn = vi.fn();
    run("ifEmpty('', 'x')", {}, { warn });
    run("rollupSum([{ n: 1 }], 'n')", {}, { warn });
    expect(warn).not.toHaveBeenCalled();
  });
});
