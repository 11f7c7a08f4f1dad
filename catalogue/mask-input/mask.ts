/**
 * The mask of a mask input (imask pattern syntax: `0` a digit, `a` a letter, `*` any character,
 * `[]` optional, `{}` fixed characters kept in the unmasked value, `` ` `` to stop shifting) and
 * what it makes of a text. Pure: a fresh masked model per call, no element.
 */
import IMask, { type InputMask, type Masked } from 'imask';
import { warnOnce } from '../warn-once.ts';

/** The seeds' default pattern: a fixed 8, then six digits. */
export const DEFAULT_PATTERN = '{8}000000';

export interface MaskSettings {
  /** The imask pattern; a blank one accepts any text. */
  mask: string | RegExp;
  /** Hides the placeholder characters until they are reached (placeholderVisible off). */
  lazy: boolean;
  placeholderChar: string;
}

export interface Resolved {
  /** What the input shows. */
  masked: string;
  /** The value without the mask's characters (fixed `{}` characters stay): what it publishes. */
  unmasked: string;
  /** Every required position is filled. */
  complete: boolean;
}

const ANYTHING = /^.*$/;

/** Mask settings from the component's settings, with odd values replaced. */
export function maskSettings(props: {
  pattern?: unknown;
  placeholderVisible?: unknown;
  placeholderChar?: unknown;
}): MaskSettings {
  const pattern = typeof props.pattern === 'string' ? props.pattern : DEFAULT_PATTERN;
  const char =
    typeof props.placeholderChar === 'string' ? [...props.placeholderChar][0] : undefined;
  return {
    mask: pattern.trim() === '' ? ANYTHING : pattern,
    lazy: props.placeholderVisible !== true,
    placeholderChar: char ?? '_',
  };
}

type Model = Masked;
/** A live mask on an element; `value`, `unmaskedValue`, `on('accept')`, `destroy()`. */
export type ElementMask = InputMask<{ mask: string }> | InputMask<{ mask: RegExp }>;

function model(settings: MaskSettings): Model | null {
  const { mask, ...rest } = settings;
  try {
    return typeof mask === 'string'
      ? IMask.createMask({ mask, ...rest })
      : IMask.createMask({ mask, ...rest });
  } catch (error) {
    warnOnce(
      `[baobab] mask input: pattern ${String(settings.mask)} is not a valid mask (${String(error)})`,
    );
    return null;
  }
}

/** `unmasked` as an empty field has it (the fixed characters of a visible placeholder). */
function emptyUnmasked(settings: MaskSettings): string {
  const empty = model(settings);
  if (!empty) return '';
  empty.resolve('');
  return empty.unmaskedValue;
}

function read(settings: MaskSettings, fill: (m: Model) => void, fallback: string): Resolved {
  const m = model(settings);
  if (!m) return { masked: fallback, unmasked: fallback, complete: true };
  fill(m);
  const unmasked = m.unmaskedValue === emptyUnmasked(settings) ? '' : m.unmaskedValue;
  return { masked: m.value, unmasked, complete: m.isComplete };
}

/** A text as if it were typed into the field: `12345678` → `8123456` with the default pattern. */
export const resolveTyped = (settings: MaskSettings, text: string): Resolved =>
  read(settings, (m) => m.resolve(text), text);

/** An unmasked value back in its mask (e.g. to tell whether it is complete). */
export const resolveUnmasked = (settings: MaskSettings, unmasked: string): Resolved =>
  read(
    settings,
    (m) => {
      m.unmaskedValue = unmasked;
    },
    unmasked,
  );

/** The live mask on an input element, or null when the pattern cannot be used. */
export function attachMask(element: HTMLInputElement, settings: MaskSettings): ElementMask | null {
  const { mask, ...rest } = settings;
  try {
    return typeof mask === 'string'
      ? IMask(element, { mask, ...rest })
      : IMask(element, { mask, ...rest });
  } catch (error) {
    warnOnce(
      `[baobab] mask input: pattern ${String(settings.mask)} is not a valid mask (${String(error)})`,
    );
    return null;
  }
}

/** Whether an unmasked value counts as nothing typed for this mask. */
export const isEmptyUnmasked = (settings: MaskSettings, unmasked: string): boolean =>
  unmasked === '' || unmasked === emptyUnmasked(settings);
