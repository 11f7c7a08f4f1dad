/**
 * Member reads and calls: `a.b`, `a[i]`, `a?.b`, `helper(…)`, `text.toUpperCase()`,
 * `formulas.total(cart)`. An optional link that meets an empty value short-circuits the whole
 * chain (`a?.b.c` is undefined when `a` is), as in JavaScript.
 */
import type { Env } from '../env.ts';
import { FormulaError } from '../errors.ts';
import { isFormulaFunction } from '../callable.ts';
import { HelperCall } from '../helpers/call.ts';
import type { HelperImplementation } from '../helpers/define.ts';
import { findHelper } from '../helpers/index.ts';
import { callMethod } from '../methods.ts';
import type { FormulaNode } from '../parse.ts';
import { BLOCKED_KEYS, readKey, type PlainObject } from '@shared/values/index.ts';
import { kindOf } from '../kind-of.ts';
import { compileArguments } from './literals.ts';
import { lookup, type Compiled, type Lexical } from './frame.ts';
import { blocked, cannotRead, paramKey, readFixed, slowKey } from './read.ts';
import { GLOBALS, NAMESPACES } from './names.ts';

type CompileNode = (node: FormulaNode, lexical: Lexical | undefined) => Compiled;

/** Marks a short-circuited optional chain. */
const SHORT = Symbol('short-circuit');

function isChain(node: FormulaNode): boolean {
  return node.type === 'MemberExpression' || node.type === 'CallExpression';
}

/** Whether a `?.` link sits anywhere in this chain (else no link can short-circuit). */
function hasOptional(node: FormulaNode): boolean {
  for (let link = node; isChain(link);) {
    if (link.optional === true) return true;
    link = (link.type === 'MemberExpression' ? link.object : link.callee) as FormulaNode;
  }
  return false;
}

/** A member/call chain; the outermost link turns a short-circuit into `undefined`. */
export function compileChain(
  node: FormulaNode,
  lexical: Lexical | undefined,
  compile: CompileNode,
): Compiled {
  const link = compileLink(node, lexical, compile);
  if (!hasOptional(node)) return link;
  return (env, frame) => {
    const value = link(env, frame);
    return value === SHORT ? undefined : value;
  };
}

function compileLink(
  node: FormulaNode,
  lexical: Lexical | undefined,
  compile: CompileNode,
): Compiled {
  if (node.type === 'MemberExpression') return compileMember(node, lexical, compile);
  if (node.type === 'CallExpression') return compileCall(node, lexical, compile);
  return compile(node, lexical);
}

/** The key of a member expression: fixed (`a.b`, `a['b']`) or computed at run time (`a[i]`). */
function compileKey(
  node: FormulaNode,
  lexical: Lexical | undefined,
  compile: CompileNode,
): string | Compiled {
  const property = node.property as FormulaNode;
  if (!node.computed) {
    const key = property.name as string;
    return BLOCKED_KEYS.has(key) ? blocked(key) : key;
  }
  if (property.type === 'Literal' && typeof property.value === 'string') {
    return BLOCKED_KEYS.has(property.value) ? blocked(property.value) : property.value;
  }
  return compile(property, lexical);
}

function runtimeKey(raw: unknown): string | number {
  if (typeof raw === 'number') return raw;
  const key = String(raw);
  return BLOCKED_KEYS.has(key) ? blocked(key) : key;
}

/** The namespace (variable, collection…) a member of this root reads, for "Unknown …" errors. */
function namespaceOf(node: FormulaNode, lexical: Lexical | undefined): string | undefined {
  if (node.type !== 'Identifier') return undefined;
  const name = node.name as string;
  if (lookup(name, lexical)) return undefined;
  return Object.hasOwn(NAMESPACES, name) ? NAMESPACES[name] : undefined;
}

function readNamespace(target: unknown, key: string | number, kind: string): unknown {
  if (target === null || target === undefined) return cannotRead(target, key);
  const value = (target as PlainObject)[key];
  if (value !== undefined && typeof value !== 'function') return value; // the common case
  if (!Object.hasOwn(target as object, key)) throw new FormulaError(`Unknown ${kind} "${key}"`);
  return readKey(target, key);
}

function compileMember(
  node: FormulaNode,
  lexical: Lexical | undefined,
  compile: CompileNode,
): Compiled {
  const objectNode = node.object as FormulaNode;
  const object = isChain(objectNode)
    ? compileLink(objectNode, lexical, compile)
    : compile(objectNode, lexical);
  const key = compileKey(node, lexical, compile);
  const optional = node.optional === true;
  const kind = namespaceOf(objectNode, lexical);

  if (kind !== undefined) {
    return (env, frame) => {
      const target = object(env, frame);
      const name = typeof key === 'string' ? key : runtimeKey(key(env, frame));
      return readNamespace(target, name, kind);
    };
  }
  if (typeof key === 'string') {
    // The hot path: `item.price` (a parameter's member, read in one step), `variables.cart`.
    if (paramKey(node, lexical) !== undefined) {
      return (_env, frame) => {
        const target = frame!.s0;
        if (typeof target === 'object' && target !== null) {
          const value = (target as PlainObject)[key];
          if (typeof value !== 'function') return value;
        }
        return slowKey(target, key);
      };
    }
    return (env, frame) => {
      const target = object(env, frame);
      if (target === undefined || target === null) {
        return optional ? SHORT : cannotRead(target, key);
      }
      if (target === SHORT) return SHORT;
      return readFixed(target, key);
    };
  }
  return (env, frame) => {
    const target = object(env, frame);
    if (target === SHORT) return SHORT;
    const name = runtimeKey(key(env, frame));
    if (target === undefined || target === null) return optional ? SHORT : cannotRead(target, name);
    return readKey(target, name);
  };
}

function compileCall(
  node: FormulaNode,
  lexical: Lexical | undefined,
  compile: CompileNode,
): Compiled {
  const callee = node.callee as FormulaNode;
  const args = node.arguments as FormulaNode[];
  const optional = node.optional === true;

  if (callee.type === 'Identifier' && !lookup(callee.name as string, lexical)) {
    const name = callee.name as string;
    const found = findHelper(name);
    if (!found) {
      if (GLOBALS.has(name)) throw new FormulaError(`"${name}" is not available in a formula`);
      throw new FormulaError(`Unknown function "${name}"`);
    }
    return compileHelperCall(found.helper, found.deprecatedName, args, lexical, compile);
  }

  const argv = compileArguments(args, lexical, compile);
  if (callee.type === 'MemberExpression') {
    // A method: `text.toUpperCase()`, `items.map(i => i.price)`, `formulas.total(cart)`.
    const objectNode = callee.object as FormulaNode;
    const object = isChain(objectNode)
      ? compileLink(objectNode, lexical, compile)
      : compile(objectNode, lexical);
    const key = compileKey(callee, lexical, compile);
    const memberOptional = callee.optional === true;
    const kind = namespaceOf(objectNode, lexical);
    return (env, frame) => {
      const target = object(env, frame);
      if (target === SHORT) return SHORT;
      const name = typeof key === 'string' ? key : runtimeKey(key(env, frame));
      if (target === null || target === undefined) {
        return memberOptional ? SHORT : cannotRead(target, name);
      }
      if (typeof target === 'string' || typeof target === 'number' || Array.isArray(target)) {
        return callMethod(env, target, String(name), argv(env, frame));
      }
      const own = kind !== undefined ? readNamespace(target, name, kind) : readKey(target, name);
      if (isFormulaFunction(own)) {
        env.charge(1);
        return own(...argv(env, frame));
      }
      if ((own === undefined || own === null) && optional) return SHORT;
      throw new FormulaError(`"${String(name)}" is not a function`);
    };
  }

  const fn = isChain(callee) ? compileLink(callee, lexical, compile) : compile(callee, lexical);
  return (env, frame) => {
    const value = fn(env, frame);
    if (value === SHORT) return SHORT;
    if ((value === null || value === undefined) && optional) return SHORT;
    if (!isFormulaFunction(value)) throw new FormulaError(`${kindOf(value)} is not a function`);
    env.charge(1);
    return value(...argv(env, frame));
  };
}

function compileHelperCall(
  helper: HelperImplementation,
  deprecatedName: string | undefined,
  args: FormulaNode[],
  lexical: Lexical | undefined,
  compile: CompileNode,
): Compiled {
  const name = deprecatedName ?? helper.name;
  let warned = deprecatedName === undefined;
  const note = (env: Env) => {
    if (warned) return;
    warned = true;
    env.warn(`${deprecatedName} should be ${helper.name}`);
  };
  if (helper.lazy) {
    if (args.some((a) => a.type === 'SpreadElement')) {
      throw new FormulaError(`${name}: "..." cannot be used in its parameters`);
    }
    const parts = args.map((a) => compile(a, lexical));
    return (env, frame) => {
      note(env);
      env.charge(1);
      const thunks = parts.map((part) => () => part(env, frame));
      return helper.run(new HelperCall(name, thunks, env));
    };
  }
  const argv = compileArguments(args, lexical, compile);
  return (env, frame) => {
    if (!warned) note(env);
    env.charge(1);
    return helper.run(new HelperCall(name, argv(env, frame), env));
  };
}
