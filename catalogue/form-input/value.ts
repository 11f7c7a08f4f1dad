/**
 * How each input type turns its initial value into the control's text, that text into the
 * value it publishes (a number for number, decimal and currency), and what it shows. Pure.
 */
import { clampNumber } from '../form-container/field.ts';
import {
  DECIMAL_SEPARATORS,
  editableNumber,
  formatNumber,
  parseNumber,
  roundTo,
  THOUSANDS_SEPARATORS,
  type NumberFormat,
} from './currency.ts';
import { DECIMAL_PRECISIONS, type FormInputProps, type FormInputType } from './definition.ts';

export type FieldValue = string | number | null;

export interface ValueRules {
  /** The control's text for an initial value (the `value` setting, any type). */
  fromProp(value: unknown): string;
  /** The value of the control's text: a number or null for numbers, the text otherwise. */
  typed(text: string): FieldValue;
  /** What the control shows: a currency amount is formatted while the control has no focus. */
  shown(text: string, focused: boolean): string;
  /** The control's text once the visitor leaves it: clamped, rounded, tidied. */
  commit(text: string): string;
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** Number and decimal bounds: min 0–100 (default 0), max 0–10000 (default 10000), min ≤ max. */
export function numberBounds(props: Pick<FormInputProps, 'min' | 'max'>) {
  const min = clampNumber(props.min, 0, 100, 0);
  const max = Math.max(min, clampNumber(props.max, 0, 10000, 10000));
  return { min, max };
}

/** Decimals of a decimal input's precision (`0.01` → 2); whole numbers for `number`. */
export function decimalsOf(type: FormInputType, precision: unknown): number {
  if (type !== 'decimal') return 0;
  const value = (DECIMAL_PRECISIONS as readonly unknown[]).includes(precision) ? precision : '0.01';
  return String(value).split('.')[1]?.length ?? 0;
}

/** The currency format of the settings, with out-of-range values replaced by the defaults. */
export function currencyFormat(props: Partial<FormInputProps>): NumberFormat {
  return {
    decimalPlaces: Math.round(clampNumber(props.decimalPlaces, 0, 10, 2)),
    thousandsSeparator: THOUSANDS_SEPARATORS.includes(props.thousandsSeparator as never)
      ? props.thousandsSeparator!
      : 'comma',
    decimalSeparator: DECIMAL_SEPARATORS.includes(props.decimalSeparator as never)
      ? props.decimalSeparator!
      : 'dot',
  };
}

const plain: ValueRules = {
  fromProp: asText,
  typed: (text) => text,
  shown: (text) => text,
  commit: (text) => text,
};

function numberRules(type: FormInputType, props: FormInputProps): ValueRules {
  const { min, max } = numberBounds(props);
  const decimals = decimalsOf(type, props.decimalPrecision);
  const typed = (text: string): number | null => {
    if (text.trim() === '') return null;
    const number = Number(text.trim().replace(',', '.'));
    if (!Number.isFinite(number)) return null;
    return roundTo(Math.min(max, Math.max(min, number)), decimals);
  };
  const commit = (text: string) => {
    const number = typed(text);
    return number === null ? '' : String(number);
  };
  return { fromProp: (value) => commit(asText(value)), typed, shown: (text) => text, commit };
}

function currencyRules(props: FormInputProps): ValueRules {
  const format = currencyFormat(props);
  const typed = (text: string): number | null => {
    const number = parseNumber(text, format);
    return number === null ? null : roundTo(number, format.decimalPlaces);
  };
  const commit = (text: string) => {
    const number = typed(text);
    return number === null ? '' : editableNumber(number, format);
  };
  return {
    fromProp(value) {
      // A bound number, or its text in JavaScript notation ("1234.5"); else as typed.
      const number = typeof value === 'number' ? value : Number(asText(value).trim() || NaN);
      return Number.isFinite(number) ? editableNumber(number, format) : commit(asText(value));
    },
    typed,
    shown(text, focused) {
      const number = focused ? null : typed(text);
      return number === null ? text : formatNumber(number, format);
    },
    commit,
  };
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `<input type=color>` holds `#rrggbb` only; anything else is black. */
export function colorOf(value: unknown): string {
  const text = asText(value).trim();
  if (!HEX.test(text)) return '#000000';
  const hex = text.slice(1).toLowerCase();
  return hex.length === 3 ? `#${[...hex].map((c) => c + c).join('')}` : `#${hex}`;
}

const DATE = /^\d{4}-\d{2}-\d{2}/;
const TIME = /^\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** The value rules of an input type. */
export function valueRules(type: FormInputType, props: FormInputProps): ValueRules {
  switch (type) {
    case 'number':
    case 'decimal':
      return numberRules(type, props);
    case 'currency':
      return currencyRules(props);
    case 'color':
      return { ...plain, fromProp: colorOf };
    case 'date':
      return { ...plain, fromProp: (value) => DATE.exec(asText(value))?.[0] ?? '' };
    case 'time':
      return { ...plain, fromProp: (value) => (TIME.test(asText(value)) ? asText(value) : '') };
    default:
      return plain;
  }
}
