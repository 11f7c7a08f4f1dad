/**
 * Reads of fixed keys, shared by member chains and the fused reads of comparisons and arrows:
 * the careful path behind every inlined `target[key]`, and the errors authors see.
 */
import { FormulaError } from '../errors.ts';
import type { FormulaNode } from '../parse.ts';
import { BLOCKED_KEYS, readKey, type PlainObject } from '@shared/values/index.ts';
import { lookup, type Lexical } from './frame.ts';

export function blocked(key: string): never {
  throw new FormulaError(`"${key}" is not accessible in a formula`);
}

export function cannotRead(target: null | undefined, key: string | number): never {
  throw new FormulaError(
    `Cannot read "${key}" of ${String(target)} (write ?. to allow an empty value)`,
  );
}

/**
 * `target[key]` as a formula may read it (target neither null nor undefined): own values, and
 * inherited ones unless they are functions, so `toString` or a method never leaks as a value.
 */
export function readFixed(target: unknown, key: string): unknown {
  if (typeof target === 'object') {
    const value = (target as PlainObject)[key];
    if (typeof value !== 'function') return value;
    return Object.hasOwn(target as object, key) ? value : undefined;
  }
  return readKey(target, key);
}

/**
 * `target[key]` when it is plain data (the fast path every fused read inlines), else the careful
 * read: an error for an empty target, `readFixed` for the rest.
 */
export function slowKey(target: unknown, key: string): unknown {
  return target === undefined || target === null ? cannotRead(target, key) : readFixed(target, key);
}

/**
 * For `item.key`, where `item` is the first parameter of the innermost arrow, the key: the most
 * common read of all (`i => i.price`). Such reads are fused into their parent (a comparison,
 * an arrow that only reads a key) with the read written out inline, so a list item costs one
 * call instead of three.
 */
export function paramKey(node: FormulaNode, lexical: Lexical | undefined): string | undefined {
  if (node.type !== 'MemberExpression' || node.computed || node.optional === true) return undefined;
  const objectNode = node.object as FormulaNode;
  if (objectNode.type !== 'Identifier') return undefined;
  const slot = lookup(objectNode.name as string, lexical);
  if (!slot || slot.depth !== 0 || slot.index !== 0) return undefined;
  const key = (node.property as FormulaNode).name as string;
  return BLOCKED_KEYS.has(key) ? blocked(key) : key;
}
