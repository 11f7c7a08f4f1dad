/** Unary and binary operators, with JavaScript's semantics (short-circuit for ||, && and ??). */
import type { Env } from '../env.ts';
import { FormulaError } from '../errors.ts';
import type { Compiled } from './frame.ts';
import { slowKey } from './read.ts';

/**
 * Joining texts with `+` is cheap however long they are (engines keep a rope), but the result
 * is paid for when shown; long results count one step per 16 characters, so doubling a text in
 * a loop stops long before it reaches the memory limit.
 */
export const LONG_TEXT = 256;
export function chargeText(env: Env, text: string): void {
  env.charge(text.length >> 4);
}

export function compileUnary(operator: string, argument: Compiled): Compiled {
  switch (operator) {
    case '-':
      return (env, frame) => -(argument(env, frame) as number);
    case '+':
      return (env, frame) => +(argument(env, frame) as number);
    case '!':
      return (env, frame) => !argument(env, frame);
    case '~':
      return (env, frame) => ~(argument(env, frame) as number);
    default:
      throw new FormulaError(`Unsupported operator "${operator}"`);
  }
}

type Operand = number & string;
type Operation = (a: Operand, b: Operand) => unknown;

const OPERATIONS: Readonly<Record<string, Operation>> = {
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  '/': (a, b) => a / b,
  '%': (a, b) => a % b,
  '**': (a, b) => a ** b,
  // Loose equality as authors write it in JavaScript (`quantity == '2'`).
  '==': (a, b) => a == b,
  '!=': (a, b) => a != b,
  '===': (a, b) => a === b,
  '!==': (a, b) => a !== b,
  '<': (a, b) => a < b,
  '>': (a, b) => a > b,
  '<=': (a, b) => a <= b,
  '>=': (a, b) => a >= b,
  '|': (a, b) => a | b,
  '&': (a, b) => a & b,
  '^': (a, b) => a ^ b,
  '<<': (a, b) => a << b,
  '>>': (a, b) => a >> b,
  '>>>': (a, b) => a >>> b,
};

/**
 * `a && b && c` (or `||`) as one closure over its operands, with JavaScript's short-circuit:
 * one call per operand instead of a call per operator.
 */
export function compileLogical(operator: '&&' | '||', operands: readonly Compiled[]): Compiled {
  const n = operands.length;
  if (operator === '&&') {
    return (env, frame) => {
      let value: unknown;
      for (let i = 0; i < n; i++) {
        value = operands[i]!(env, frame);
        if (!value) return value;
      }
      return value;
    };
  }
  return (env, frame) => {
    let value: unknown;
    for (let i = 0; i < n; i++) {
      value = operands[i]!(env, frame);
      if (value) return value;
    }
    return value;
  };
}

/**
 * `item.key OP literal` in one step (`p.category === 'meat'`, `p.price < 300`), the read of
 * `key` written out here (see `paramKey`), or undefined for other operators.
 */
export function compileParamComparison(
  operator: string,
  key: string,
  b: unknown,
): Compiled | undefined {
  const compare = COMPARISONS[operator];
  if (!compare) return undefined;
  const c = b as Operand;
  if (operator === '===') {
    return (_env, frame) => {
      const target = frame!.s0;
      if (typeof target === 'object' && target !== null) {
        const value = (target as Record<string, unknown>)[key];
        if (typeof value !== 'function') return value === c;
      }
      return slowKey(target, key) === c;
    };
  }
  return (_env, frame) => {
    const target = frame!.s0;
    if (typeof target === 'object' && target !== null) {
      const value = (target as Record<string, unknown>)[key];
      if (typeof value !== 'function') return compare(value as Operand, c);
    }
    return compare(slowKey(target, key) as Operand, c);
  };
}

const COMPARISONS: Readonly<Record<string, Operation>> = {
  '===': (a, b) => a === b,
  '!==': (a, b) => a !== b,
  '==': (a, b) => a == b,
  '!=': (a, b) => a != b,
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
};

/**
 * `right` is given as a constant when the right operand is a literal (`price < 300`,
 * `category === 'meat'`), saving a call per evaluation on the most common comparisons.
 */
export function compileBinary(
  operator: string,
  left: Compiled,
  right: Compiled,
  constant?: { value: unknown },
): Compiled {
  switch (operator) {
    case '||':
      return (env, frame) => left(env, frame) || right(env, frame);
    case '&&':
      return (env, frame) => left(env, frame) && right(env, frame);
    case '??':
      return (env, frame) => left(env, frame) ?? right(env, frame);
  }
  if (constant) {
    const b = constant.value as Operand;
    switch (operator) {
      case '===':
        return (env, frame) => left(env, frame) === b;
      case '!==':
        return (env, frame) => left(env, frame) !== b;
      case '<':
        return (env, frame) => (left(env, frame) as Operand) < b;
      case '<=':
        return (env, frame) => (left(env, frame) as Operand) <= b;
      case '>':
        return (env, frame) => (left(env, frame) as Operand) > b;
      case '>=':
        return (env, frame) => (left(env, frame) as Operand) >= b;
      case '*':
        return (env, frame) => (left(env, frame) as Operand) * b;
    }
  }
  switch (operator) {
    case '+':
      return (env, frame) => {
        const sum: unknown = (left(env, frame) as Operand) + (right(env, frame) as Operand);
        if (typeof sum === 'string' && sum.length > LONG_TEXT) chargeText(env, sum);
        return sum;
      };
    case '*':
      return (env, frame) => (left(env, frame) as Operand) * (right(env, frame) as Operand);
    case '===':
      return (env, frame) => left(env, frame) === right(env, frame);
  }
  const operation = OPERATIONS[operator];
  if (!operation) throw new FormulaError(`Unsupported operator "${operator}"`);
  return (env, frame) => operation(left(env, frame) as Operand, right(env, frame) as Operand);
}
