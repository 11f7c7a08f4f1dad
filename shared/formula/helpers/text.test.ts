import { describe, expect, it } from 'vitest';
import { errorOf, run } from './testing.ts';

describe('concatenate', () => {
  it('joins texts, writing numbers and booleans, null as nothing', () => {
    expect(run("concatenate('a', 1, true, null, 'b')")).toBe('a1trueb');
    expect(run('concatenate()')).toBe('');
  });
  it('joins lists and collections when the first value is a list', () => {
    expect(run('concatenate([1], [2, 3], null, variables.c)', { c: { data: [4] } })).toEqual([
      1, 2, 3, 4,
    ]);
    expect(run('concatenate(null, [1])')).toEqual([1]);
  });
  it('leaves its inputs unchanged', () => {
    const a = [1];
    run('concatenate(variables.a, [2])', { a });
    expect(a).toEqual([1]);
  });
  it('throws the parameter messages for mixed kinds', () => {
    expect(errorOf("concatenate('a', [1])")).toBe(
      'concatenate: the second parameter must be a text',
    );
    expect(errorOf("concatenate([1], 'a')")).toBe(
      'concatenate: the second parameter must be an array',
    );
    expect(errorOf('concatenate({})')).toBe('concatenate: the first parameter must be a text');
  });
});

describe('split', () => {
  it('cuts at the separator', () => {
    expect(run("split('a,b,,c', ',')")).toEqual(['a', 'b', '', 'c']);
    expect(run("split('abc', '')")).toEqual(['a', 'b', 'c']);
    expect(run("split(2026, '0')")).toEqual(['2', '26']);
  });
  it('gives an empty list for empty text', () => {
    expect(run("split('', ',')")).toEqual([]);
    expect(run("split(null, ',')")).toEqual([]);
  });
  it('throws the parameter messages', () => {
    expect(errorOf("split(['a'], ',')")).toBe('split: the first parameter must be a text');
    expect(errorOf("split('a')")).toBe('split: the second parameter must be a text');
  });
});

describe('lower, lowercase and upper', () => {
  it('change the case', () => {
    expect(run("lower('HeLLo')")).toBe('hello');
    expect(run("lowercase('ÉTÉ')")).toBe('été');
    expect(run("upper('straße')")).toBe('STRASSE');
    expect(run('upper(null)')).toBe('');
  });
  it('throw the parameter message', () => {
    expect(errorOf('lower([])')).toBe('lower: the first parameter must be a text');
    expect(errorOf('lowercase({})')).toBe('lowercase: the first parameter must be a text');
    expect(errorOf('upper([])')).toBe('upper: the first parameter must be a text');
  });
});

describe('capitalize', () => {
  it('upper-cases the first character only', () => {
    expect(run("capitalize('hello WORLD')")).toBe('Hello WORLD');
    expect(run("capitalize('élodie')")).toBe('Élodie');
    expect(run("capitalize('')")).toBe('');
    expect(run('capitalize(null)')).toBe('');
    expect(run("capitalize('😀 ok')")).toBe('😀 ok');
  });
  it('throws the parameter message', () => {
    expect(errorOf('capitalize([])')).toBe('capitalize: the first parameter must be a text');
  });
});

describe('trim', () => {
  it('removes surrounding white space', () => {
    expect(run("trim('  a b \\n')")).toBe('a b');
    expect(run('trim(null)')).toBe('');
  });
  it('throws the parameter message', () => {
    expect(errorOf('trim({})')).toBe('trim: the first parameter must be a text');
  });
});

describe('replace', () => {
  it('replaces every occurrence, literally', () => {
    expect(run("replace('a-b-c', '-', '+')")).toBe('a+b+c');
    expect(run("replace('a.b', '.', '$&$&')")).toBe('a$&$&b');
    expect(run("replace('abc', '', 'x')")).toBe('abc');
    expect(run("replace('a1', 1, null)")).toBe('a');
    expect(run("replace(null, 'a', 'b')")).toBe('');
  });
  it('counts the text it builds against the budget', () => {
    const text = 'a'.repeat(1000);
    const filler = 'b'.repeat(1000);
    expect(() =>
      run(
        'replace(variables.text, "a", variables.filler)',
        { text, filler },
        { stepLimit: 100_000 },
      ),
    ).toThrow(/Formula stopped/);
  });
  it('throws the parameter messages', () => {
    expect(errorOf("replace([], 'a', 'b')")).toBe('replace: the first parameter must be a text');
    expect(errorOf("replace('a', {}, 'b')")).toBe('replace: the second parameter must be a text');
    expect(errorOf("replace('a', 'a', [])")).toBe('replace: the third parameter must be a text');
  });
});

describe('includes and startsWith', () => {
  it('look for a piece of text, case-sensitively', () => {
    expect(run("includes('Baobab', 'bab')")).toBe(true);
    expect(run("includes('Baobab', 'BAB')")).toBe(false);
    expect(run("includes('abc', '')")).toBe(true);
    expect(run("includes(null, 'a')")).toBe(false);
    expect(run("startsWith('+33 6', '+33')")).toBe(true);
    expect(run("startsWith('0033', '+33')")).toBe(false);
    expect(run('startsWith(123, 12)')).toBe(true);
  });
  it('throw the parameter messages', () => {
    expect(errorOf("includes(['a'], 'a')")).toBe('includes: the first parameter must be a text');
    expect(errorOf("startsWith('a', [])")).toBe('startsWith: the second parameter must be a text');
  });
});

describe('padStart', () => {
  it('pads to the length with the character, default a space', () => {
    expect(run("padStart(7, 3, '0')")).toBe('007');
    expect(run("padStart('ab', 4)")).toBe('  ab');
    expect(run("padStart('abcdef', 3, '0')")).toBe('abcdef');
    expect(run("padStart(null, 2, '-')")).toBe('--');
    expect(run("padStart('a', 3, '')")).toBe('a');
  });
  it('refuses a length over the budget before building the text', () => {
    expect(errorOf("padStart('a', 1e12, 'x')")).toMatch(/^Formula stopped: it took more than/);
  });
  it('throws the parameter messages', () => {
    expect(errorOf("padStart([], 3, '0')")).toBe('padStart: the first parameter must be a text');
    expect(errorOf("padStart('a', 'x')")).toBe('padStart: the second parameter must be a number');
    expect(errorOf("padStart('a', 2.5)")).toBe(
      'padStart: the second parameter must be a whole number',
    );
    expect(errorOf("padStart('a', 2, {})")).toBe('padStart: the third parameter must be a text');
  });
});

describe('isEmail', () => {
  it('accepts addresses shaped like name@domain.tld', () => {
    for (const email of ['ada@example.com', 'first.last+tag@sub.example.co.za', "o'neil@x.fr"]) {
      expect(run('isEmail(variables.email)', { email })).toBe(true);
    }
  });
  it('refuses other texts', () => {
    const refused = [
      '',
      'ada',
      'ada@',
      '@example.com',
      'ada@localhost',
      'ada @example.com',
      'ada@example..com',
      'ada@-example.com',
      'ada@example.com ',
      `${'a'.repeat(250)}@b.co`,
    ];
    for (const email of refused) expect(run('isEmail(variables.email)', { email })).toBe(false);
  });
  it('is false for values that are not text', () => {
    expect(run('isEmail(null)')).toBe(false);
    expect(run('isEmail(42)')).toBe(false);
    expect(run("isEmail(['a@b.co'])")).toBe(false);
  });
});
