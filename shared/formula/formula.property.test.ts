/**
 * Properties of the formula engine over generated input (fast-check):
 * - any text: parsing and evaluating throw nothing but FormulaError;
 * - generated formulas full of hostile names and keys never reach a global, never return a
 *   native function or a prototype, and never change Object.prototype or Array.prototype.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  evaluateFormula,
  FormulaError,
  HELPERS,
  isFormulaFunction,
  parseFormula,
} from './index.ts';

const RUNS = 3_000;

// 3,000 runs a property take seconds of processor (parsing any text: 2.9 s alone on the 2-core
// CI machine, 8.9 s beside other work): what is tested is the errors, not the time.
vi.setConfig({ testTimeout: 30_000 });

function onlyFormulaErrors(run: () => unknown): void {
  try {
    run();
  } catch (error) {
    if (!(error instanceof FormulaError)) throw error;
  }
}

describe('any text', () => {
  it('parseFormula throws nothing but FormulaError', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (source) => {
        onlyFormulaErrors(() => parseFormula(source));
      }),
      { numRuns: RUNS },
    );
  });

  const token = fc.constantFrom(
    ...'( ) [ ] { } , . ?. ?? ? : => ... + - * / % ** ! ~ && || == === < >= ` ${ } \' " ; @ # \\ 1 0.5 1e3 a b x sum map if variables context'.split(
      ' ',
    ),
  );
  it('formula-like token soup throws nothing but FormulaError when evaluated', () => {
    fc.assert(
      fc.property(fc.array(token, { maxLength: 25 }), (tokens) => {
        const source = tokens.join(' ');
        onlyFormulaErrors(() =>
          evaluateFormula(source, { variables: { a: [1, 2], b: 'x' }, context: {} }),
        );
      }),
      { numRuns: RUNS },
    );
  });
});

// A trap on the global object: a formula that reaches `globalThis` and reads it is caught here.
let trapped = 0;
beforeAll(() => {
  Object.defineProperty(globalThis, 'baobabTrap', {
    configurable: true,
    get: () => {
      trapped++;
      return 'trapped';
    },
  });
});
afterAll(() => {
  Reflect.deleteProperty(globalThis, 'baobabTrap');
});

const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  '__defineGetter__',
  'baobabTrap',
  'polluted',
  'call',
  'apply',
  'bind',
  'length',
];
const NAMES = [
  'variables',
  'context',
  'window',
  'globalThis',
  'Function',
  'this',
  'baobabTrap',
  'constructor',
  'self',
  'undefined',
];

/** Syntactically valid formulas built from hostile parts. */
const formulaArbitrary = fc.letrec<{ expr: string }>((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...NAMES),
    fc.constantFrom('1', "'x'", 'null', 'true', '[]', '{}', "'__proto__'", "'constructor'"),
    fc.constantFrom('variables.hostile', 'variables.list', 'variables.obj'),
    // member access, dotted and computed
    fc.tuple(tie('expr'), fc.constantFrom(...HOSTILE_KEYS)).map(([o, k]) => `(${o}).${k}`),
    fc.tuple(tie('expr'), fc.constantFrom(...HOSTILE_KEYS)).map(([o, k]) => `(${o})?.['${k}']`),
    fc.tuple(tie('expr'), tie('expr')).map(([o, k]) => `(${o})[${k}]`),
    fc
      .tuple(fc.constantFrom(...HOSTILE_KEYS), fc.constantFrom(...HOSTILE_KEYS))
      .map(([a, b]) => `'${a.slice(0, 3)}' + '${a.slice(3)}${b.slice(0, 0)}'`),
    // object literals with hostile keys, and spreads
    fc
      .tuple(fc.constantFrom(...HOSTILE_KEYS), tie('expr'))
      .map(([k, v]) => `{ '${k}': ${v}, ...(${v}) }`),
    fc.tuple(tie('expr'), tie('expr')).map(([k, v]) => `{ [${k}]: ${v} }`),
    // helper calls, with arrows reaching into their arguments
    fc
      .tuple(fc.constantFrom(...HELPERS.map((h) => h.name)), tie('expr'), tie('expr'))
      .map(([name, a, b]) => `${name}(${a}, ${b})`),
    fc
      .tuple(
        fc.constantFrom(...HELPERS.map((h) => h.name)),
        tie('expr'),
        fc.constantFrom(...HOSTILE_KEYS),
      )
      .map(([name, a, k]) => `${name}(${a}, x => x.${k})`),
    // method calls and calling whatever comes out
    fc
      .tuple(
        tie('expr'),
        fc.constantFrom('map', 'reduce', 'toString', 'call', 'apply', 'bind', 'concat'),
      )
      .map(([o, m]) => `(${o}).${m}(x => x)`),
    fc.tuple(tie('expr'), tie('expr')).map(([f, a]) => `(${f})(${a})`),
    fc.tuple(tie('expr'), tie('expr')).map(([a, b]) => `\`\${${a}}\${${b}}\``),
  ),
})).expr;

const FORBIDDEN: readonly unknown[] = [
  globalThis,
  Object.prototype,
  Array.prototype,
  Function.prototype,
  Function,
  Object,
];

/** Nothing reachable from the result (two levels) is a global, a prototype or a native function. */
function assertHarmless(value: unknown, depth = 0): void {
  if (FORBIDDEN.includes(value)) throw new Error('a formula reached a global or a prototype');
  if (typeof value === 'function' && !isFormulaFunction(value)) {
    throw new Error('a formula returned a native function');
  }
  if (typeof value === 'object' && value !== null) {
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== Array.prototype && proto !== null) {
      throw new Error('a formula built an object with a foreign prototype');
    }
  }
  if (depth < 2 && typeof value === 'object' && value !== null) {
    for (const key of Object.keys(value)) {
      assertHarmless((value as Record<string, unknown>)[key], depth + 1);
    }
  }
}

describe('hostile formulas', () => {
  it('never reach a global, a prototype or a native function, and never pollute', () => {
    const objectKeys = Object.getOwnPropertyNames(Object.prototype).sort();
    const arrayKeys = Object.getOwnPropertyNames(Array.prototype).sort();
    const scope = () => ({
      variables: {
        hostile: JSON.parse(
          '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
        ) as unknown,
        list: [{ __proto__: 1 }, { a: 1 }],
        obj: { a: { b: 1 } },
      },
      context: { item: {} },
    });
    let evaluated = 0;
    fc.assert(
      fc.property(formulaArbitrary, (source) => {
        let result: unknown;
        try {
          result = evaluateFormula(source, scope(), { warn: () => {} });
          evaluated++;
        } catch (error) {
          if (!(error instanceof FormulaError)) throw error;
          return;
        }
        assertHarmless(result);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(([] as unknown as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: RUNS },
    );
    expect(trapped).toBe(0);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(objectKeys);
    expect(Object.getOwnPropertyNames(Array.prototype).sort()).toEqual(arrayKeys);
    // The generator must produce formulas that run, not only ones that fail.
    expect(evaluated).toBeGreaterThan(RUNS / 10);
  });
});
