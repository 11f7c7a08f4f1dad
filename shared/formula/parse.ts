/**
 * Formula syntax: JavaScript expressions, parsed by jsep with its plugins for arrow functions,
 * object literals, template strings, spread and comments, plus `??` and `**`. jsep is small
 * (≈ 5 KB gzip with the plugins), keeps no state between parses and gives character offsets in
 * its errors, which we turn into the seeds' "Unexpected end of formula" or a located message.
 */
import jsep from 'jsep';
import arrow from '@jsep-plugin/arrow';
import comment from '@jsep-plugin/comment';
import object from '@jsep-plugin/object';
import spread from '@jsep-plugin/spread';
import template from '@jsep-plugin/template';
import { FormulaError, UNEXPECTED_END } from './errors.ts';

jsep.plugins.register(arrow, object, template, spread, comment);
jsep.addBinaryOp('??', 1);
jsep.addBinaryOp('**', 11, true);

/** Formulas longer than this are refused before parsing (a pasted document, not a formula). */
export const MAX_FORMULA_LENGTH = 20_000;

export type FormulaNode = jsep.Expression;

/** Parses a formula into its syntax tree, or throws a `FormulaError` saying what and where. */
export function parseFormula(source: string): FormulaNode {
  if (typeof source !== 'string') throw new FormulaError('A formula must be a text');
  if (source.length > MAX_FORMULA_LENGTH) {
    throw new FormulaError(`Formula is too long (more than ${MAX_FORMULA_LENGTH} characters)`);
  }
  let tree: FormulaNode;
  try {
    tree = jsep(source);
  } catch (error) {
    throw toFormulaError(error, source);
  }
  if (tree.type === 'Compound') {
    const body = tree.body as FormulaNode[];
    if (body.length > 1) {
      throw new FormulaError(
        'A formula is one expression: an operator or a comma is missing between two values',
      );
    }
    if (body.length === 1) return body[0]!;
  }
  return tree;
}

function toFormulaError(error: unknown, source: string): FormulaError {
  if (error instanceof RangeError) return new FormulaError('Formula is nested too deeply');
  const index =
    typeof error === 'object' && error !== null && 'index' in error
      ? Number((error as { index: unknown }).index)
      : NaN;
  if (Number.isFinite(index) && index >= source.trimEnd().length) {
    return new FormulaError(UNEXPECTED_END, index);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new FormulaError(
    message.charAt(0).toUpperCase() + message.slice(1),
    Number.isFinite(index) ? index : undefined,
  );
}
