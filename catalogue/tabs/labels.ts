import { pickLang } from '@shared/i18n/pick-lang.ts';
import { isLangValue } from '@shared/schema/constants.ts';

/** "Tab 3" / "Onglet 3": the label of a tab that has none. */
export function fallbackLabel(index: number, lang: string | undefined): string {
  return `${lang === 'fr' ? 'Onglet' : 'Tab'} ${index + 1}`;
}

/**
 * The text of one `tabLabels` item: `{ label }` with a text or a text per language, or a plain
 * text (a formula may give a list of texts). Anything else gets the fallback and a `problem`.
 */
export function tabLabel(
  item: unknown,
  index: number,
  lang: string | undefined,
): { text: string; problem: string | null } {
  const fallback = fallbackLabel(index, lang);
  const value =
    typeof item === 'object' && item !== null && !Array.isArray(item) && 'label' in item
      ? item.label
      : item;
  let text: unknown = value;
  if (isLangValue(value)) text = pickLang(value.$lang, [lang ?? 'en', 'en']);
  if (typeof text === 'number') text = String(text);
  if (typeof text === 'string') return { text: text.trim() || fallback, problem: null };
  return {
    text: fallback,
    problem: `tab label ${index + 1} (${JSON.stringify(item) ?? String(item)}) is not a text; "${fallback}" is shown`,
  };
}

/**
 * The active tab for a stored value: an integer in 0…count-1. `problem` says what was changed
 * (a fraction truncated, a value out of range clamped, a non-number replaced by 0).
 */
export function activeIndex(
  value: unknown,
  count: number,
): { index: number; problem: string | null } {
  const last = Math.max(0, count - 1);
  if (typeof value !== 'number' || !Number.isFinite(value))
    return {
      index: 0,
      problem: `tab value ${JSON.stringify(value) ?? String(value)} is not a number; tab 0 is shown`,
    };
  const whole = Math.trunc(value);
  const index = Math.min(last, Math.max(0, whole));
  if (index === value) return { index, problem: null };
  const why = whole !== value && whole === index ? 'is not a whole number' : `is outside 0–${last}`;
  return { index, problem: `tab value ${value} ${why}; tab ${index} is shown` };
}
