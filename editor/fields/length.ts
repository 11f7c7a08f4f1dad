/** Lengths as the length field edits them: a number and a unit of the property's `units`, or a keyword. */
import type { PropertyBounds } from '@catalogue/define.ts';

export type ParsedLength =
  | { kind: 'empty' }
  | { kind: 'length'; number: number; unit: string }
  | { kind: 'keyword'; keyword: string }
  /** Anything else (`calc(…)`, `fit-content`…): edited as text. */
  | { kind: 'other'; text: string };

const LENGTH = /^(-?\d*\.?\d+)\s*([a-z%]*)$/i;

/** Keywords a style key takes besides lengths (`auto`, `none`…): the catalogue's list. */
export { styleKeywordsFor as keywordsFor } from '@catalogue/properties/style-keywords.ts';

export function parseLength(
  value: unknown,
  units: readonly PropertyBounds[],
  keywords: readonly string[] = [],
): ParsedLength {
  if (value === undefined || value === null || value === '') return { kind: 'empty' };
  if (typeof value === 'number')
    return { kind: 'length', number: value, unit: units[0]?.unit ?? '' };
  const text = String(value).trim();
  if (keywords.includes(text)) return { kind: 'keyword', keyword: text };
  const match = LENGTH.exec(text);
  if (match) {
    const unit = match[2]!.toLowerCase() || (units[0]?.unit ?? '');
    if (units.some((u) => (u.unit ?? '') === unit))
      return { kind: 'length', number: Number(match[1]), unit };
  }
  return { kind: 'other', text };
}

/** The bounds of a unit (`''` = unitless). */
export function boundsOf(
  units: readonly PropertyBounds[],
  unit: string,
): PropertyBounds | undefined {
  return units.find((u) => (u.unit ?? '') === unit);
}

/** A number kept within bounds (and to the step's decimals, so 0.1 + 0.2 stays 0.3). */
export function clamp(number: number, bounds: PropertyBounds | undefined): number {
  if (!bounds) return number;
  const clamped = Math.min(bounds.max, Math.max(bounds.min, number));
  const decimals = String(bounds.step ?? 1).split('.')[1]?.length ?? 0;
  return Number(clamped.toFixed(Math.max(decimals, 4)));
}

export const formatLength = (number: number, unit: string): string => `${number}${unit}`;
