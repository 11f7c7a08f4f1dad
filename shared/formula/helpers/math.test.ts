import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearFormulaCache } from '../cache.ts';
import { errorOf, run } from './testing.ts';

const collection = { data: [{ price: 2 }, { price: '3.5' }, { price: null }, {}] };

describe('sum', () => {
  it('adds a list, a collection or numbers given as parameters', () => {
    expect(run('sum([1, 2, 3])')).toBe(6);
    expect(run('sum(1, 2, 3)')).toBe(6);
    expect(run('sum(variables.c)', { c: { data: [4, 5] } })).toBe(9);
    expect(run('sum(7)')).toBe(7);
  });
  it('reads numeric text, skips null, undefined and blank text', () => {
    expect(run("sum([1, '2.5', null, undefined, '', ' '])")).toBe(3.5);
    expect(run("sum('4', null, 1)")).toBe(5);
  });
  it('gives 0 for an empty list or no value', () => {
    expect(run('sum([])')).toBe(0);
    expect(run('sum(null)')).toBe(0);
    expect(run('sum()')).toBe(0);
  });
  it('names the wrong parameter or item', () => {
    expect(errorOf("sum('abc')")).toBe('sum: the first parameter must be an array');
    expect(errorOf('sum({ a: 1 })')).toBe('sum: the first parameter must be an array');
    expect(errorOf('sum(true)')).toBe('sum: the first parameter must be an array');
    expect(errorOf("sum([1, 'x'])")).toBe(
      'sum: the first parameter must be an array of numbers (the item at index 1 is a text)',
    );
    expect(errorOf('sum([1, [2]])')).toBe(
      'sum: the first parameter must be an array of numbers (the item at index 1 is an array)',
    );
    expect(errorOf('sum([NaN])')).toBe(
      'sum: the first parameter must be an array of numbers (the item at index 0 is NaN)',
    );
    expect(errorOf("sum(1, 'x')")).toBe('sum: the second parameter must be a number');
  });
  it('counts a long list against the step budget', () => {
    const long = Array.from({ length: 50 }, () => 1);
    expect(() => run('sum(variables.long)', { long }, { stepLimit: 20 })).toThrow(
      /Formula stopped/,
    );
  });
});

describe('average', () => {
  it('is the mean of the numbers, skipping empty values', () => {
    expect(run('average([2, 4, 9])')).toBe(5);
    expect(run("average(2, '4', null)")).toBe(3);
    expect(run('average(variables.c)', { c: { data: [1, 2] } })).toBe(1.5);
  });
  it('is null without numbers', () => {
    expect(run('average([])')).toBeNull();
    expect(run('average([null, ""])')).toBeNull();
    expect(run('average(null)')).toBeNull();
  });
  it('throws the parameter message', () => {
    expect(errorOf("average('a')")).toBe('average: the first parameter must be an array');
    expect(errorOf('average([{}])')).toBe(
      'average: the first parameter must be an array of numbers (the item at index 0 is an object)',
    );
  });
});

describe('min and max', () => {
  it('find the extremes of a list or of parameters', () => {
    expect(run('min([4, -2.5, 8])')).toBe(-2.5);
    expect(run("max(4, '12', 8)")).toBe(12);
    expect(run('max(variables.c)', { c: { data: [3, 9, 1] } })).toBe(9);
  });
  it('handle lists too long to spread', () => {
    const many = Array.from({ length: 200_000 }, (_, i) => i);
    expect(run('max(variables.many)', { many })).toBe(199_999);
    expect(run('min(variables.many)', { many })).toBe(0);
  });
  it('are null without numbers', () => {
    expect(run('min([])')).toBeNull();
    expect(run('max(null)')).toBeNull();
  });
  it('throw the parameter message', () => {
    expect(errorOf("min('x')")).toBe('min: the first parameter must be an array');
    expect(errorOf('max([1, false])')).toBe(
      'max: the first parameter must be an array of numbers (the item at index 1 is a boolean)',
    );
  });
});

describe('rollupSum', () => {
  beforeEach(() => clearFormulaCache());

  it('adds a key, a path or a function of every item', () => {
    expect(run("rollupSum(variables.c, 'price')", { c: collection })).toBe(5.5);
    expect(run("rollupSum([{ a: { b: 2 } }, { a: { b: 3 } }], 'a.b')")).toBe(5);
    expect(run('rollupSum([{ p: 2, q: 3 }, { p: 1, q: 4 }], i => i.p * i.q)')).toBe(10);
  });
  it('is 0 for an empty or missing list', () => {
    expect(run("rollupSum([], 'price')")).toBe(0);
    expect(run("rollupSum(null, 'price')")).toBe(0);
  });
  it('throws the parameter messages', () => {
    expect(errorOf("rollupSum('x', 'price')")).toBe(
      'rollupSum: the first parameter must be an array',
    );
    expect(errorOf('rollupSum([], 3)')).toBe(
      'rollupSum: the second parameter must be a function (item => …) or a key',
    );
    expect(errorOf("rollupSum([{ p: 1 }, { p: 'x' }], 'p')")).toBe(
      'rollupSum: the second parameter must be a key whose values are numbers (the item at index 1 is a text)',
    );
  });
  it('still answers to rollupCount, logging the new name once per formula', () => {
    const warn = vi.fn();
    const formula = "rollupCount([{ p: 1 }, { p: 2 }], 'p')";
    expect(run(formula, {}, { warn })).toBe(3);
    expect(run(formula, {}, { warn })).toBe(3);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('rollupCount should be rollupSum');
  });
  it('names rollupCount in the messages of the old name', () => {
    expect(errorOf("rollupCount(1, 'p')")).toBe(
      'rollupCount: the first parameter must be an array',
    );
  });
});

describe('round', () => {
  it('rounds half away from zero', () => {
    expect(run('round(2.5)')).toBe(3);
    expect(run('round(-2.5)')).toBe(-3);
    expect(run('round(2.4)')).toBe(2);
    expect(run("round('7.6')")).toBe(8);
  });
  it('rounds at the decimals asked, without binary drift', () => {
    expect(run('round(1.005, 2)')).toBe(1.01);
    expect(run('round(-1.005, 2)')).toBe(-1.01);
    expect(run('round(1.255, 2)')).toBe(1.26);
    expect(run('round(8.345, 2)')).toBe(8.35);
    expect(run('round(1234.5678, -2)')).toBe(1200);
    expect(run('round(1e-7, 8)')).toBe(1e-7);
    expect(run('round(1.5e21, 2)')).toBe(1.5e21);
    expect(run('round(0.1, 400)')).toBe(0.1);
  });
  it('gives 0, not -0, and keeps null and infinities', () => {
    expect(Object.is(run('round(-0.4)'), 0)).toBe(true);
    expect(run('round(null)')).toBeNull();
    expect(run('round(Infinity)')).toBe(Infinity);
  });
  it('throws the parameter messages', () => {
    expect(errorOf("round('abc')")).toBe('round: the first parameter must be a number');
    expect(errorOf('round([1])')).toBe('round: the first parameter must be a number');
    expect(errorOf('round(1.5, 1.5)')).toBe('round: the second parameter must be a whole number');
    expect(errorOf("round(1.5, 'x')")).toBe('round: the second parameter must be a number');
  });
});

describe('floor and ceil', () => {
  it('round down and up, at decimals too', () => {
    expect(run('floor(-1.5)')).toBe(-2);
    expect(run('ceil(-1.5)')).toBe(-1);
    expect(run('floor(4.789, 1)')).toBe(4.7);
    expect(run('ceil(4.21)')).toBe(5);
    expect(run('floor(1.1, 1)')).toBe(1.1);
    expect(run('ceil(1.1, 1)')).toBe(1.1);
    expect(run('ceil(4.201, 2)')).toBe(4.21);
  });
  it('keep null', () => {
    expect(run('floor(null)')).toBeNull();
    expect(run('ceil(undefined)')).toBeNull();
  });
  it('throw the parameter messages', () => {
    expect(errorOf("floor('x')")).toBe('floor: the first parameter must be a number');
    expect(errorOf('ceil(1, 0.5)')).toBe('ceil: the second parameter must be a whole number');
  });
});

describe('abs', () => {
  it('drops the sign', () => {
    expect(run('abs(-3.5)')).toBe(3.5);
    expect(run('abs(2)')).toBe(2);
    expect(run("abs('-4')")).toBe(4);
    expect(run('abs(null)')).toBeNull();
  });
  it('throws the parameter message', () => {
    expect(errorOf('abs({})')).toBe('abs: the first parameter must be a number');
  });
});
