/** Array, object and template literals, and argument lists with `...spread`. */
import type { Env } from '../env.ts';
import { FormulaError } from '../errors.ts';
import type { FormulaNode } from '../parse.ts';
import { safeSet, type PlainObject } from '@shared/values/index.ts';
import { kindOf } from '../kind-of.ts';
import type { Compiled, Frame, Lexical } from './frame.ts';
import { chargeText, LONG_TEXT } from './operators.ts';

type CompileNode = (node: FormulaNode, lexical: Lexical | undefined) => Compiled;
export type ArgumentList = (env: Env, frame: Frame | undefined) => unknown[];

/** Compiles call arguments or array items, expanding `...spread` ones. */
export function compileArguments(
  nodes: ReadonlyArray<FormulaNode | null>,
  lexical: Lexical | undefined,
  compile: CompileNode,
): ArgumentList {
  const parts = nodes.map((n) =>
    n === null
      ? { spread: false, run: (() => undefined) as Compiled }
      : n.type === 'SpreadElement'
        ? { spread: true, run: compile(n.argument as FormulaNode, lexical) }
        : { spread: false, run: compile(n, lexical) },
  );
  const runs = parts.map((p) => p.run);
  if (!parts.some((p) => p.spread)) {
    switch (runs.length) {
      case 0:
        return () => [];
      case 1: {
        const [a] = runs as [Compiled];
        return (env, frame) => [a(env, frame)];
      }
      case 2: {
        const [a, b] = runs as [Compiled, Compiled];
        return (env, frame) => [a(env, frame), b(env, frame)];
      }
      default:
        return (env, frame) => {
          const values = new Array<unknown>(runs.length);
          for (let i = 0; i < runs.length; i++) values[i] = runs[i]!(env, frame);
          return values;
        };
    }
  }
  return (env, frame) => {
    const values: unknown[] = [];
    for (const part of parts) {
      const value = part.run(env, frame);
      if (part.spread) {
        const items = spreadable(value);
        env.charge(items.length);
        for (const item of items) values.push(item);
      } else values.push(value);
    }
    return values;
  };
}

function spreadable(value: unknown): readonly unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return [...value];
  throw new FormulaError(`Cannot spread ${kindOf(value)} into a list`);
}

export function compileArray(
  elements: ReadonlyArray<FormulaNode | null>,
  lexical: Lexical | undefined,
  compile: CompileNode,
): Compiled {
  const items = compileArguments(elements, lexical, compile);
  return (env, frame) => {
    const values = items(env, frame);
    env.charge(values.length);
    return values;
  };
}

type Part = (env: Env, frame: Frame | undefined, target: PlainObject) => void;

export function compileObject(
  properties: readonly FormulaNode[],
  lexical: Lexical | undefined,
  compile: CompileNode,
): Compiled {
  const parts = properties.map((property): Part => {
    if (property.type === 'SpreadElement') {
      const run = compile(property.argument as FormulaNode, lexical);
      return (env, frame, target) => {
        const value = run(env, frame);
        if (value === null || value === undefined) return;
        if (typeof value !== 'object') {
          throw new FormulaError(`Cannot spread ${kindOf(value)} into an object`);
        }
        const keys = Object.keys(value);
        env.charge(keys.length);
        for (const key of keys) safeSet(target, key, (value as PlainObject)[key]);
      };
    }
    if (property.type !== 'Property') {
      throw new FormulaError(
        'Invalid object: write { key: value, … } (arrow bodies cannot be blocks)',
      );
    }
    const keyNode = property.key as FormulaNode;
    const value = compile(property.value as FormulaNode, lexical);
    if (property.computed) {
      const key = compile(keyNode, lexical);
      return (env, frame, target) => safeSet(target, String(key(env, frame)), value(env, frame));
    }
    const key = keyNode.type === 'Identifier' ? (keyNode.name as string) : String(keyNode.value);
    return (env, frame, target) => safeSet(target, key, value(env, frame));
  });
  return (env, frame) => {
    const target: PlainObject = {};
    for (const part of parts) part(env, frame, target);
    env.charge(parts.length);
    return target;
  };
}

export function compileTemplate(
  node: FormulaNode,
  lexical: Lexical | undefined,
  compile: CompileNode,
): Compiled {
  const quasis = (node.quasis as Array<{ value: { cooked: string } }>).map((q) => q.value.cooked);
  const expressions = (node.expressions as FormulaNode[]).map((n) => compile(n, lexical));
  return (env, frame) => {
    let text = quasis[0] ?? '';
    for (let i = 0; i < expressions.length; i++) {
      text += String(expressions[i]!(env, frame)) + (quasis[i + 1] ?? '');
    }
    if (text.length > LONG_TEXT) chargeText(env, text);
    return text;
  };
}
