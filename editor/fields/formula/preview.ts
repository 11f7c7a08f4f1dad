/**
 * The live preview under a formula field: the formula evaluated against the editor's test scope
 * (`test-scope.ts`), as a short text, or the engine's error with its position.
 */
import type { PropertyType } from '@catalogue/define.ts';
import {
  createFormulaFunctions,
  evaluateFormula,
  FormulaError,
  isFormulaFunction,
  parseFormula,
  type FormulaScope,
} from '@shared/formula/index.ts';
import { PREVIEW_STEP_LIMIT } from './test-scope.ts';

export type PreviewResult =
  | { kind: 'empty' }
  | {
      kind: 'value';
      value: unknown;
      /** The value as the preview shows it (JSON, cut at `MAX_PREVIEW_LENGTH`). */
      text: string;
      /** The kind the property expects when the value is not of it (`number`, `list`…). */
      mismatch: ExpectedKind | null;
    }
  | {
      kind: 'error';
      message: string;
      /** Character offset of a syntax error in the source, when the engine knows it. */
      index: number | null;
    };

export const MAX_PREVIEW_LENGTH = 300;

/** The name a formula body is previewed under (never shown). */
const BODY = '__previewBody';

export type ExpectedKind = 'text' | 'number' | 'boolean' | 'list' | 'object';

/** What kind of value a property of each type takes (null: anything goes). */
export function expectedKind(type: PropertyType | undefined): ExpectedKind | null {
  switch (type) {
    case undefined:
    case 'code':
      return null;
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'list':
    case 'array':
      return 'list';
    case 'object':
      return 'object';
    default:
      return 'text';
  }
}

function fits(kind: ExpectedKind, value: unknown): boolean {
  if (value === null || value === undefined) return true; // "no value": the property's default
  switch (kind) {
    case 'text':
      return typeof value === 'string' || typeof value === 'number';
    case 'number':
      return typeof value === 'number' && !Number.isNaN(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'list':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && !Array.isArray(value);
  }
}

/** A value as one short line: JSON, `undefined`, `ƒ formula`, dates in ISO. */
export function formatValue(value: unknown): string {
  let text: string;
  if (value === undefined) text = 'undefined';
  else if (typeof value === 'function' || isFormulaFunction(value)) text = 'ƒ formula';
  else if (typeof value === 'number' && !Number.isFinite(value)) text = String(value);
  else {
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      text = String(value);
    }
  }
  return text.length > MAX_PREVIEW_LENGTH ? `${text.slice(0, MAX_PREVIEW_LENGTH)}…` : text;
}

/**
 * Evaluates `source` for the preview; never throws. With `parameters` (the body of a site or
 * page formula) it runs as that formula called with no arguments: its parameters are undefined.
 */
export function previewFormula(
  source: string,
  scope: FormulaScope,
  expected?: PropertyType,
  now?: () => Date,
  parameters?: readonly string[],
): PreviewResult {
  if (source.trim() === '') return { kind: 'empty' };
  try {
    parseFormula(source);
    const options = { stepLimit: PREVIEW_STEP_LIMIT, warn: () => {}, ...(now ? { now } : {}) };
    let value: unknown;
    if (parameters && parameters.length > 0) {
      const body = createFormulaFunctions([{ id: BODY, name: BODY, parameters, code: source }]);
      const formulas = { ...scope.formulas, ...body };
      value = evaluateFormula(`formulas.${BODY}()`, { ...scope, formulas }, options);
    } else {
      value = evaluateFormula(source, scope, options);
    }
    const kind = expectedKind(expected);
    return {
      kind: 'value',
      value,
      text: formatValue(value),
      mismatch: kind && !fits(kind, value) ? kind : null,
    };
  } catch (error) {
    const raw = error instanceof Error ? error.message : String(error);
    const message = raw.startsWith(`Formula "${BODY}": `) ? raw.slice(BODY.length + 12) : raw;
    const index = error instanceof FormulaError && error.index !== undefined ? error.index : null;
    return { kind: 'error', message, index };
  }
}
