/**
 * Compiles a formula's syntax tree into nested closures, once; evaluating is then calling them
 * with the scope. No `eval`, no `new Function`: every node kind is handled here, and a node kind
 * not listed is refused.
 *
 * Names resolve at compile time: arrow parameters (and a site formula's parameters) to slots of
 * a frame, helpers to their declaration, anything else to a root of the scope at run time.
 */
import { markCallable } from './callable.ts';
import { compileChain } from './compile/chain.ts';
import { paramKey, slowKey } from './compile/read.ts';
import { arrowFunction, lookup, slotReader, type Compiled, type Lexical } from './compile/frame.ts';
import { compileArray, compileObject, compileTemplate } from './compile/literals.ts';
import { GLOBALS, NAMESPACES } from './compile/names.ts';
import {
  compileBinary,
  compileLogical,
  compileParamComparison,
  compileUnary,
} from './compile/operators.ts';
import type { Env } from './env.ts';
import { FormulaError } from './errors.ts';
import { findHelper } from './helpers/index.ts';
import type { FormulaNode } from './parse.ts';
import { BLOCKED_KEYS, type PlainObject } from '@shared/values/index.ts';

export type { Compiled } from './compile/frame.ts';
export { Frame, frameOf } from './compile/frame.ts';

const ONE_EXPRESSION =
  'A formula is one expression: an operator or a comma is missing between two values';

export function compileNode(node: FormulaNode, lexical: Lexical | undefined): Compiled {
  switch (node.type) {
    case 'Literal': {
      const value = node.value;
      if (value instanceof RegExp) throw new FormulaError('Regular expressions are not supported');
      return () => value;
    }
    case 'Identifier':
      return compileIdentifier(node.name as string, lexical);
    case 'MemberExpression':
    case 'CallExpression':
      return compileChain(node, lexical, compileNode);
    case 'UnaryExpression':
      return compileUnary(
        node.operator as string,
        compileNode(node.argument as FormulaNode, lexical),
      );
    case 'BinaryExpression': {
      const operator = node.operator as string;
      const right = node.right as FormulaNode;
      if (operator === '&&' || operator === '||') {
        return compileLogical(
          operator,
          logicalOperands(node, operator).map((n) => compileNode(n, lexical)),
        );
      }
      const key =
        right.type === 'Literal' ? paramKey(node.left as FormulaNode, lexical) : undefined;
      const fused = key !== undefined && compileParamComparison(operator, key, right.value);
      if (fused) return fused;
      return compileBinary(
        node.operator as string,
        compileNode(node.left as FormulaNode, lexical),
        compileNode(right, lexical),
        right.type === 'Literal' ? { value: right.value } : undefined,
      );
    }
    case 'ConditionalExpression': {
      const test = compileNode(node.test as FormulaNode, lexical);
      const yes = compileNode(node.consequent as FormulaNode, lexical);
      const no = compileNode(node.alternate as FormulaNode, lexical);
      return (env, frame) => (test(env, frame) ? yes(env, frame) : no(env, frame));
    }
    case 'ArrayExpression':
      return compileArray(node.elements as Array<FormulaNode | null>, lexical, compileNode);
    case 'ObjectExpression':
      return compileObject(node.properties as FormulaNode[], lexical, compileNode);
    case 'TemplateLiteral':
      return compileTemplate(node, lexical, compileNode);
    case 'ArrowFunctionExpression':
      return compileArrow(node, lexical);
    case 'SequenceExpression': {
      const parts = (node.expressions as FormulaNode[]).map((n) => compileNode(n, lexical));
      return (env, frame) => {
        let value: unknown;
        for (const part of parts) value = part(env, frame);
        return value;
      };
    }
    case 'Compound':
      // An empty formula (nothing but spaces or comments) has no value.
      if ((node.body as FormulaNode[]).length === 0) return () => undefined;
      throw new FormulaError(ONE_EXPRESSION);
    case 'ThisExpression':
      throw new FormulaError('"this" is not available in a formula');
    case 'TaggedTemplateExpression':
      throw new FormulaError('Tagged templates are not supported');
    case 'SpreadElement':
      throw new FormulaError('"..." can only be used inside [ ], { } or a call');
    default:
      throw new FormulaError(`Unsupported syntax (${node.type})`);
  }
}

/** The operands of `a && b && c` (a left-leaning tree of one operator), in order. */
function logicalOperands(node: FormulaNode, operator: string): FormulaNode[] {
  const operands: FormulaNode[] = [];
  let current = node;
  while (current.type === 'BinaryExpression' && current.operator === operator) {
    operands.unshift(current.right as FormulaNode);
    current = current.left as FormulaNode;
  }
  operands.unshift(current);
  return operands;
}

const EMPTY: PlainObject = Object.freeze({}) as PlainObject;

function compileIdentifier(name: string, lexical: Lexical | undefined): Compiled {
  const slot = lookup(name, lexical);
  if (slot) return slotReader(slot.depth, slot.index);
  if (name === 'undefined') return () => undefined;
  if (name === 'NaN') return () => NaN;
  if (name === 'Infinity') return () => Infinity;
  if (GLOBALS.has(name)) throw new FormulaError(`"${name}" is not available in a formula`);
  if (BLOCKED_KEYS.has(name)) throw new FormulaError(`"${name}" is not accessible in a formula`);
  const namespace = Object.hasOwn(NAMESPACES, name);
  const missing = (env: Env): unknown => {
    if (Object.hasOwn(env.scope, name)) return env.scope[name];
    if (namespace) return EMPTY;
    if (findHelper(name)) {
      throw new FormulaError(`"${name}" is a helper: call it with ( ), as ${name}(…)`);
    }
    throw new FormulaError(`Unknown name "${name}"`);
  };
  return (env) => {
    // Fast path: a scope value; functions and absent names go through the careful path.
    const value = env.scope[name];
    return value !== undefined && typeof value !== 'function' ? value : missing(env);
  };
}

function compileArrow(node: FormulaNode, lexical: Lexical | undefined): Compiled {
  const params = ((node.params as FormulaNode[] | null) ?? []).map((param) => {
    if (param.type !== 'Identifier') {
      throw new FormulaError(
        'Arrow function parameters must be plain names, as in (item, index) =>',
      );
    }
    return param.name as string;
  });
  const inner: Lexical = { names: params, up: lexical };
  // `i => i.price`: the arrow only reads a key, with no frame at all; it captures nothing of an
  // evaluation, so one function serves them all.
  const key = paramKey(node.body as FormulaNode, inner);
  if (key !== undefined) {
    const reader = markCallable((item: unknown) => {
      if (typeof item === 'object' && item !== null) {
        const value = (item as PlainObject)[key];
        if (typeof value !== 'function') return value;
      }
      return slowKey(item, key);
    });
    return () => reader;
  }
  const body = compileNode(node.body as FormulaNode, inner);
  const reuseFrame = !containsArrow(node.body as FormulaNode);
  return (env, frame) => markCallable(arrowFunction(params.length, body, env, frame, reuseFrame));
}

/** Whether an arrow function appears anywhere in `node`. */
function containsArrow(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(containsArrow);
  if (typeof node !== 'object' || node === null) return false;
  if ((node as FormulaNode).type === 'ArrowFunctionExpression') return true;
  return Object.values(node).some(containsArrow);
}

/** Compiles a whole formula; `parameters` are names bound by the caller (site formulas). */
export function compileFormulaTree(
  tree: FormulaNode,
  parameters: readonly string[] = [],
): Compiled {
  return compileNode(
    tree,
    parameters.length > 0 ? { names: parameters, up: undefined } : undefined,
  );
}
