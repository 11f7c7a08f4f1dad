import { describe, expect, it, vi } from 'vitest';
import {
  createFormulaFunctions,
  evaluateFormula,
  FormulaError,
  type FormulaScope,
} from './index.ts';

const scope: FormulaScope = {
  variables: {
    cart: [
      { name: 'Maize meal 10 kg', price: 129.99, quantity: 2 },
      { name: 'Cooking oil 2 L', price: 64.5, quantity: 1 },
    ],
    name: 'Tendai',
    user: null,
    count: 3,
    flags: { express: true },
  },
  collections: { products: { data: [{ id: 'p1' }, { id: 'p2' }], total: 2, isFetched: true } },
  plugins: { auth: { isAuthenticated: false, user: null } },
  context: { item: { data: { price: 10 } }, index: 4, page: { id: 'home', lang: 'en' } },
};

const run = (source: string, s: FormulaScope = scope) => evaluateFormula(source, s);
const failure = (source: string, s: FormulaScope = scope): FormulaError => {
  try {
    evaluateFormula(source, s);
  } catch (error) {
    expect(error).toBeInstanceOf(FormulaError);
    return error as FormulaError;
  }
  throw new Error(`expected "${source}" to fail`);
};

describe('syntax and operators', () => {
  it.each([
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['2 ** 3 ** 2', 512],
    ['10 % 4', 2],
    ['-variables.count', -3],
    ['+"4"', 4],
    ['!0', true],
    ['~1', -2],
    ["'a' + 1", 'a1'],
    ['1 < 2 && 2 <= 2 && 3 > 2 && 3 >= 3', true],
    ["1 == '1'", true],
    ["1 === '1'", false],
    ["1 != '1'", false],
    ["1 !== '1'", true],
    ['0 || 5', 5],
    ['0 && 5', 0],
    ['0 ?? 5', 0],
    ['null ?? 5', 5],
    ['undefined ?? 6', 6],
    ['variables.count > 2 ? "many" : "few"', 'many'],
    ['5 | 2', 7],
    ['6 & 3', 2],
    ['6 ^ 3', 5],
    ['1 << 3', 8],
    ['-16 >> 2', -4],
    ['-1 >>> 28', 15],
    ['1e3', 1000],
    ['.5 + .25', 0.75],
    ['NaN !== NaN', true],
    ['Infinity > 1e308', true],
    ['(1, 2, 3)', 3],
    ['/* a comment */ 42', 42],
    ["'It\\'s'", "It's"],
  ])('%s → %j', (source, expected) => {
    expect(run(source)).toEqual(expected);
  });

  it('builds arrays, objects, spreads and templates', () => {
    expect(run('[1, [2, 3], ...[4, 5]]')).toEqual([1, [2, 3], 4, 5]);
    expect(run('[1, , 3]')).toEqual([1, undefined, 3]);
    expect(run("{ a: 1, 'b c': 2, [variables.name]: 3, count: variables.count }")).toEqual({
      a: 1,
      'b c': 2,
      Tendai: 3,
      count: 3,
    });
    expect(run('{ ...variables.flags, express: false, extra: 1 }')).toEqual({
      express: false,
      extra: 1,
    });
    expect(run('{ ...null }')).toEqual({});
    expect(run('`Hello ${variables.name}, ${variables.count} items`')).toBe(
      'Hello Tendai, 3 items',
    );
    expect(run('`${1 + 1}${"x"}`')).toBe('2x');
    expect(run('[..."abc"]')).toEqual(['a', 'b', 'c']);
  });

  it('reads members, indexes and optional chains', () => {
    expect(run('variables.cart[1].name')).toBe('Cooking oil 2 L');
    expect(run("variables['cart'][0]['price']")).toBe(129.99);
    expect(run('variables.cart.length')).toBe(2);
    expect(run('variables.name.length')).toBe(6);
    expect(run('variables.name[0]')).toBe('T');
    expect(run('variables.cart[5]')).toBeUndefined();
    expect(run('variables.flags.missing')).toBeUndefined();
    expect(run('variables.user?.name')).toBeUndefined();
    expect(run('variables.user?.name.first.second')).toBeUndefined();
    expect(run('variables.user?.["name"]')).toBeUndefined();
    expect(run('variables.user?.name ?? "Guest"')).toBe('Guest');
    expect(run('variables.flags?.express')).toBe(true);
    expect(run('context.item.data.price * 2')).toBe(20);
    expect(run('context.index')).toBe(4);
    expect(run('collections.products.data[1].id')).toBe('p2');
    expect(run('plugins.auth.isAuthenticated')).toBe(false);
  });

  it('calls the methods authors write on texts, numbers and lists', () => {
    expect(run('variables.name.toUpperCase()')).toBe('TENDAI');
    expect(run("variables.name.padStart(8, '*')")).toBe('**Tendai');
    expect(run('(129.999).toFixed(2)')).toBe('130.00');
    expect(run('variables.cart.map(i => i.price * i.quantity).reduce((a, b) => a + b, 0)')).toBe(
      324.48,
    );
    expect(run('variables.cart.filter(i => i.quantity > 1).length')).toBe(1);
    expect(run('[3, 1, 2].toSorted((a, b) => a - b)')).toEqual([1, 2, 3]);
    expect(run("'a-b-c'.split('-').join('+')")).toBe('a+b+c');
    expect(run('variables.cart.map((item, index) => index)')).toEqual([0, 1]);
    expect(run("'x'.replace('x', m => m + m)")).toBe('xx');
  });

  it('returns undefined for an empty formula', () => {
    expect(run('')).toBeUndefined();
    expect(run('   ')).toBeUndefined();
  });

  it('lets inner arrow parameters shadow outer ones and helpers', () => {
    expect(run('[[1, 2], [3]].map(x => x.map(x => x * 10))')).toEqual([[10, 20], [30]]);
    expect(run('[1, 2].map(a => [3].map(b => a + b))')).toEqual([[4], [5]]);
    expect(run('[1].map(sum => sum + 1)')).toEqual([2]);
  });

  it('leaves the data it reads untouched', () => {
    const cart = [{ price: 1 }];
    const s: FormulaScope = { variables: { cart } };
    evaluateFormula('[...variables.cart, { price: 2 }].toSorted((a, b) => b.price - a.price)', s);
    expect(cart).toEqual([{ price: 1 }]);
  });
});

describe('errors', () => {
  it('says "Unexpected end of formula" for an unfinished one', () => {
    for (const source of ['1 +', 'sum(', '"abc', '`abc', '(1', 'a ? b', 'variables.', '[1, 2']) {
      const error = failure(source);
      expect(error.message, source).toBe('Unexpected end of formula');
    }
  });

  it('locates other syntax errors', () => {
    const error = failure('1 + @');
    expect(error.message).toMatch(/at character 4/);
    expect(error.index).toBe(4);
    expect(failure('a b').message).toBe(
      'A formula is one expression: an operator or a comma is missing between two values',
    );
    expect(failure('x = 1').message).toMatch(/Unexpected "="/);
    expect(failure('tag`x`').message).toBe('Tagged templates are not supported');
    expect(failure('x => { return 1 }').message).toBe(
      'Invalid object: write { key: value, … } (arrow bodies cannot be blocks)',
    );
  });

  it('names unknown names, functions, variables, collections, formulas and plugins', () => {
    expect(failure('foo').message).toBe('Unknown name "foo"');
    expect(failure('foo(1)').message).toBe('Unknown function "foo"');
    expect(failure('variables.nope').message).toBe('Unknown variable "nope"');
    expect(failure("variables['no pe']").message).toBe('Unknown variable "no pe"');
    expect(failure('collections.orders.data').message).toBe('Unknown collection "orders"');
    expect(failure('formulas.total(1)').message).toBe('Unknown formula "total"');
    expect(failure('plugins.stripe').message).toBe('Unknown plugin "stripe"');
    expect(failure('variables.x', {}).message).toBe('Unknown variable "x"');
    expect(failure('not').message).toBe('"not" is a helper: call it with ( ), as not(…)');
  });

  it('explains reading from an empty value', () => {
    expect(failure('variables.user.name').message).toBe(
      'Cannot read "name" of null (write ?. to allow an empty value)',
    );
    expect(failure('context.missing.name').message).toMatch(/Cannot read "name" of undefined/);
  });

  it('refuses calling what is not a formula function', () => {
    expect(failure('variables.name.repeat(3)').message).toBe('"repeat" cannot be called on a text');
    expect(failure('variables.cart.push(1)').message).toBe('"push" cannot be called on an array');
    expect(failure('variables.cart.sort()').message).toBe('"sort" cannot be called on an array');
    expect(failure('variables.flags.express()').message).toBe('"express" is not a function');
    expect(failure('(1)(2)').message).toBe('a number is not a function');
    const hostile = { variables: { fn: () => 'ran' } };
    expect(failure('variables.fn()', hostile).message).toBe('"fn" is not a function');
  });

  it('turns failures inside native methods into FormulaError', () => {
    expect(failure('(1).toFixed(500)').message).toMatch(/toFixed\(\) digits argument/);
    expect(failure("'ab'.padStart(3, 'c').normalize('XYZ')").message).toMatch(/normalization/i);
    expect(failure('[].reduce((a, b) => a + b)').message).toMatch(/empty array/);
  });
});

describe('safety', () => {
  it.each([
    ['constructor', '"constructor" is not accessible in a formula'],
    ['[].constructor', '"constructor" is not accessible in a formula'],
    ["''['constructor']", '"constructor" is not accessible in a formula'],
    ['variables.cart.__proto__', '"__proto__" is not accessible in a formula'],
    ["variables['__pro' + 'to__']", '"__proto__" is not accessible in a formula'],
    ['variables.cart.map.prototype', '"prototype" is not accessible in a formula'],
    ["({})['__defineGetter__']", '"__defineGetter__" is not accessible in a formula'],
    ['window', '"window" is not available in a formula'],
    ['document.cookie', '"document" is not available in a formula'],
    ['globalThis', '"globalThis" is not available in a formula'],
    ["fetch('/x')", '"fetch" is not available in a formula'],
    ["Function('return this')()", '"Function" is not available in a formula'],
    ['eval("1")', '"eval" is not available in a formula'],
    ['process.env', '"process" is not available in a formula'],
    ['this', '"this" is not available in a formula'],
  ])('%s is refused', (source, message) => {
    expect(failure(source).message).toBe(message);
  });

  it('never reads inherited functions as values', () => {
    expect(run('variables.flags.toString')).toBeUndefined();
    expect(run('variables.flags.hasOwnProperty')).toBeUndefined();
    expect(run('variables.cart.map')).toBeUndefined();
  });

  it('still reads inherited data such as a file name', () => {
    const file = new File(['abc'], 'receipt.pdf', { type: 'application/pdf' });
    expect(run('variables.file.name + " " + variables.file.size', { variables: { file } })).toBe(
      'receipt.pdf 3',
    );
  });

  it('writes a "__proto__" key as plain data, never as a prototype', () => {
    const result = run('{ "__proto__": { polluted: true }, a: 1 }') as Record<string, unknown>;
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.keys(result)).toEqual(['__proto__', 'a']);
    const hostile = JSON.parse('{"__proto__": {"polluted": true}}') as unknown;
    const spread = run('{ ...variables.hostile }', { variables: { hostile } }) as object;
    expect(Object.getPrototypeOf(spread)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('stops a runaway formula with a clear message', () => {
    const big = { variables: { list: Array.from({ length: 2000 }, (_, i) => i) } };
    const error = failure('variables.list.map(a => variables.list.map(b => a * b))', big);
    expect(error.message).toBe(
      'Formula stopped: it took more than 1,000,000 steps (a list too long, or a formula calling itself?)',
    );
    expect(failure("'x'.padStart(5e6)").message).toMatch(/^Formula stopped/);
    expect(evaluateFormula('variables.list.map(a => a)', big, { stepLimit: 10_000 })).toHaveLength(
      2000,
    );
    expect(() => evaluateFormula('variables.list.map(a => a)', big, { stepLimit: 100 })).toThrow(
      /more than 100 steps/,
    );
  });

  it('turns deep nesting into a FormulaError', () => {
    const deep = '('.repeat(15_000) + '1' + ')'.repeat(15_000);
    expect(failure(deep).message).toBe('Formula is too long (more than 20000 characters)');
    const nested = '['.repeat(9_000) + ']'.repeat(9_000);
    expect(failure(nested).message).toBe('Formula is nested too deeply');
  });
});

describe('site formulas', () => {
  const formulas = createFormulaFunctions([
    {
      id: 'f-total',
      name: 'cartTotal',
      parameters: ['items'],
      code: 'items.map(i => i.price * i.quantity).reduce((a, b) => a + b, 0)',
    },
    { id: 'f-vat', name: 'withVat', parameters: ['amount'], code: 'amount * 1.15' },
    {
      id: 'f-sum',
      name: 'cartWithVat',
      parameters: [],
      code: 'formulas.withVat(formulas.cartTotal(variables.cart))',
    },
    { id: 'f-self', name: 'forever', parameters: ['n'], code: 'formulas.forever(n + 1)' },
    { id: 'f-bad', name: 'broken', parameters: [], code: 'variables.nope' },
  ]);
  const withFormulas: FormulaScope = { ...scope, formulas };

  it('are called by name or id, with parameters, and call each other', () => {
    expect(run('formulas.cartTotal(variables.cart)', withFormulas)).toBeCloseTo(324.48);
    expect(run("formulas['f-total'](variables.cart)", withFormulas)).toBeCloseTo(324.48);
    expect(run('formulas.cartWithVat()', withFormulas)).toBeCloseTo(373.152);
    expect(run('[10, 20].map(formulas.withVat)', withFormulas)).toEqual([11.5, 23]);
  });

  it('stop a formula calling itself, and name the formula in errors', () => {
    expect(failure('formulas.forever(0)', withFormulas).message).toBe(
      'Formula "forever" stopped: more than 64 nested formula calls (does it call itself?)',
    );
    expect(failure('formulas.broken()', withFormulas).message).toBe(
      'Formula "broken": Unknown variable "nope"',
    );
  });

  it('cannot be called outside a formula', () => {
    expect(() => formulas.withVat!(1)).toThrow(FormulaError);
  });
});

describe('lazy helpers and deprecations', () => {
  it('evaluates only the branch if() takes', () => {
    expect(run("if(variables.user, variables.user.name, 'Guest')")).toBe('Guest');
    expect(run("ifEmpty(variables.user, 'nobody')")).toBe('nobody');
  });

  it('logs a deprecated name once per formula', () => {
    const warn = vi.fn();
    evaluateFormula("ifempty(null, 'x')", {}, { warn });
    evaluateFormula("ifempty(null, 'x')", {}, { warn });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('ifempty should be ifEmpty');
  });
});

describe('cache', () => {
  it('compiles a formula once and evaluates it against each scope', () => {
    const source = 'variables.n * 2 + 0.000123';
    expect(evaluateFormula(source, { variables: { n: 1 } })).toBeCloseTo(2.000123);
    expect(evaluateFormula(source, { variables: { n: 5 } })).toBeCloseTo(10.000123);
  });

  it('keeps a syntax error for the source, so the same message comes back', () => {
    const first = failure('1 + + ');
    const second = failure('1 + + ');
    expect(second).toBe(first);
  });
});

describe('text building counts against the budget', () => {
  it('stops string methods before they build huge text', () => {
    const big = "'a'.padEnd(20000)";
    expect(failure(`${big}.replaceAll('', 'b'.padEnd(20000))`).message).toMatch(/^Formula stopped/);
    expect(failure(`${big}.split('').join('b'.padEnd(5000))`).message).toMatch(/^Formula stopped/);
    expect(failure(`${big}.concat(${big}, 'x'.padEnd(999000))`).message).toMatch(
      /^Formula stopped/,
    );
    // `$&` inserts the whole match again: 50 copies of a 20,000-character match.
    expect(failure(`${big}.replace(${big}, ''.padEnd(100, '$&'))`).message).toMatch(
      /^Formula stopped/,
    );
    expect(run("'ab'.replace('a', '[$&]')")).toBe('[a]b');
  });

  it('counts replacement functions by what they return', () => {
    expect(run("'a-b'.replaceAll('-', m => m + m)")).toBe('a--b');
    const source = "'x'.padEnd(3000).replaceAll(' ', m => 'y'.padEnd(1000))";
    expect(failure(source).message).toMatch(/^Formula stopped/);
  });

  it('stops a text doubled in a loop long before memory runs out', () => {
    const list = { variables: { list: Array.from({ length: 40 }, (_, i) => i) } };
    const error = failure("variables.list.reduce(acc => acc + acc, 'x'.padEnd(100))", list);
    expect(error.message).toMatch(/^Formula stopped/);
    const template = failure('variables.list.reduce(acc => `${acc}${acc}`, "ab")', list);
    expect(template.message).toMatch(/^Formula stopped/);
  });

  it('leaves ordinary text work alone', () => {
    expect(run("variables.cart.map(i => i.name).join(', ')")).toBe(
      'Maize meal 10 kg, Cooking oil 2 L',
    );
    expect(run("'Harare'.replaceAll('a', 'A')")).toBe('HArAre');
  });
});

describe('fused reads of arrow parameters keep the general rules', () => {
  const items = {
    variables: {
      list: [
        { n: '2', price: 10 },
        { n: 3, price: 5 },
      ],
    },
  };

  it('compare a parameter key with a literal, loosely or strictly', () => {
    expect(run('variables.list.filter(p => p.n == 2).length', items)).toBe(1);
    expect(run('variables.list.filter(p => p.n === 2).length', items)).toBe(0);
    expect(run('variables.list.filter(p => p.price >= 10).length', items)).toBe(1);
    expect(run('variables.list.filter(p => p.price < 10 && p.n !== 4).length', items)).toBe(1);
    expect(run('variables.list.filter(p => p.price > 100 || p.n != 3).length', items)).toBe(1);
  });

  it('read keys through an arrow as a member read would', () => {
    expect(run('variables.list.map(p => p.price)', items)).toEqual([10, 5]);
    expect(run("['ab', 'c'].map(s => s.length)")).toEqual([2, 1]);
    expect(run('variables.list.map(p => p.toString)', items)).toEqual([undefined, undefined]);
    expect(run('variables.list.filter(p => p.toString === undefined).length', items)).toBe(2);
  });

  it('name an empty item and refuse blocked keys', () => {
    const withNull = { variables: { list: [{ a: 1 }, null] } };
    expect(failure('variables.list.map(x => x.a)', withNull).message).toBe(
      'Cannot read "a" of null (write ?. to allow an empty value)',
    );
    expect(failure('variables.list.filter(x => x.a === 1)', withNull).message).toBe(
      'Cannot read "a" of null (write ?. to allow an empty value)',
    );
    expect(failure('variables.list.map(x => x.constructor)', items).message).toBe(
      '"constructor" is not accessible in a formula',
    );
    expect(failure('variables.list.filter(x => x.__proto__ === 1)', items).message).toBe(
      '"__proto__" is not accessible in a formula',
    );
  });

  it('read an outer parameter, a second parameter or an optional chain the general way', () => {
    expect(run('variables.list.map((p, i) => i)', items)).toEqual([0, 1]);
    expect(run('[[1], [2]].map(a => variables.list.map(p => a[0] + p.price))', items)).toEqual([
      [11, 6],
      [12, 7],
    ]);
    expect(run('[null, { a: 1 }].map(x => x?.a)')).toEqual([undefined, 1]);
  });
});
