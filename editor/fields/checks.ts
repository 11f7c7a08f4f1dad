/**
 * What a field does with the text an author types (issue 32): store it, store it clamped (and
 * say so), or refuse it (and say why) — never a value `validateSite` would reject. Numbers are
 * read by `readNumber` (a number too large for one, `1e309`, is refused), CSS texts checked by
 * the rule of their property (`styleValueProblem`, the same check `validateSite` makes).
 */
import type { PropertyBounds } from '@catalogue/define.ts';
import {
  outOfBounds,
  readNumber,
  splitLength,
  styleValueProblem,
  type StyleRule,
} from '@shared/schema/css-values.ts';
import { said, type ProblemText } from '@shared/schema/problem-texts.ts';
import { boundsOf, clamp, formatLength } from './length.ts';

export type Verdict<V> =
  /** Nothing typed: the value is removed. */
  | { kind: 'empty' }
  | { kind: 'ok'; value: V }
  /** Stored at its bound: `bound` as the author reads it (`1px`, `5000 ms`). */
  | { kind: 'clamped'; value: V; limit: 'min' | 'max'; bound: string }
  | { kind: 'refused'; reason: ProblemText };

const boundText = (n: number, unit: string | undefined, css: boolean) =>
  unit ? `${n}${css ? '' : ' '}${unit}` : String(n);

/** A number typed into a number field (or a length's number box, `css`: the unit is glued). */
export function checkNumberText(
  text: string,
  bounds: PropertyBounds | undefined,
  css = false,
): Verdict<number> {
  if (text.trim() === '') return { kind: 'empty' };
  const reading = readNumber(text);
  if (reading.kind === 'notFinite')
    return { kind: 'refused', reason: said('styleNotFinite', { value: text.trim() }) };
  if (reading.kind === 'notANumber')
    return { kind: 'refused', reason: said('numberSyntax', { value: text.trim() }) };
  if (bounds?.integer && !Number.isInteger(reading.number))
    return { kind: 'refused', reason: said('integerSyntax', { value: text.trim() }) };
  const value = clamp(reading.number, bounds);
  const out = outOfBounds(reading.number, bounds);
  return out
    ? { kind: 'clamped', value, limit: out.limit, bound: boundText(out.bound, bounds?.unit, css) }
    : { kind: 'ok', value };
}

/** A length's number in `unit`: the stored text is the number with its unit (`16px`). */
export function checkLengthNumber(
  text: string,
  units: readonly PropertyBounds[],
  unit: string,
): Verdict<string> {
  const verdict = checkNumberText(text, boundsOf(units, unit), true);
  return verdict.kind === 'ok' || verdict.kind === 'clamped'
    ? { ...verdict, value: formatLength(verdict.value, unit) }
    : verdict;
}

/**
 * A CSS text under its property's rule (a colour, a transform, a ratio, a length typed as CSS):
 * a length with a unit it takes is clamped into that unit's bounds like the number box does.
 */
export function checkCssText(rule: StyleRule, text: string): Verdict<string> {
  if (text.trim() === '') return { kind: 'empty' };
  if (rule.kind === 'length') {
    const length = splitLength(text);
    const unit = length?.unit || (rule.units[0]?.unit ?? '');
    if (length?.number.kind === 'number' && boundsOf(rule.units, unit))
      return checkLengthNumber(String(length.number.number), rule.units, unit);
  }
  const problem = styleValueProblem(rule, text);
  return problem ? { kind: 'refused', reason: problem } : { kind: 'ok', value: text };
}
