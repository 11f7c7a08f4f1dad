/**
 * Options of a select from what a site gives it: an array typed in the sidebar or records bound
 * through a formula, read with field paths. Pure; shared by `select` and `legacy-select`.
 */
import { warnOnce } from '../warn-once.ts';

/** One option as the listbox shows it. */
export interface ChoiceOption {
  label: string;
  /** The option's own value (text, number…), published and sent with `change`. */
  value: unknown;
  /** Image URL, or null. */
  image: string | null;
  disabled: boolean;
  /** The item it was read from, for `searchBy` paths. */
  source: unknown;
}

/** Where to read each part of an item; empty paths fall back to `label`, `value`… */
export interface OptionFields {
  label?: string;
  value?: string;
  disabled?: string;
  image?: string;
}

/**
 * The value at a dotted path (`address.city`, `tags.0`), own properties only (a path never
 * reaches `__proto__` or methods). Undefined when anything on the way is missing.
 */
export function readPath(item: unknown, path: string): unknown {
  let current = item;
  for (const part of path.split('.')) {
    if (part === '') continue;
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, part))
      return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

const isScalar = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  typeof value === 'boolean';

/**
 * Options from a list of items. An item is an object read with `fields`, or a bare text or
 * number (label and value at once). Junk items (null, arrays, objects with neither label nor
 * value) are skipped with one warning.
 */
export function toOptions(items: unknown, fields: OptionFields, owner: string): ChoiceOption[] {
  if (!Array.isArray(items)) return [];
  const options: ChoiceOption[] = [];
  let junk = 0;
  for (const item of items) {
    if (isScalar(item)) {
      options.push({
        label: String(item),
        value: item,
        image: null,
        disabled: false,
        source: item,
      });
      continue;
    }
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      junk += 1;
      continue;
    }
    const label = readPath(item, fields.label || 'label');
    const rawValue = readPath(item, fields.value || 'value');
    const value = rawValue === undefined || rawValue === null ? label : rawValue;
    if (!isScalar(label) && !isScalar(value)) {
      junk += 1;
      continue;
    }
    const image = readPath(item, fields.image || 'image');
    options.push({
      label: isScalar(label) ? String(label) : String(value),
      value,
      image: typeof image === 'string' && image !== '' ? image : null,
      disabled: readPath(item, fields.disabled || 'disabled') === true,
      source: item,
    });
  }
  if (junk > 0)
    warnOnce(
      `[baobab] ${owner}: ${junk} option(s) have neither a label nor a value; they are left out`,
    );
  return options;
}

/** A key two equal values share whatever their type (`"1"` typed in the sidebar matches `1`). */
export const valueKey = (value: unknown): string =>
  value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Lower case without accents, so `ete` finds `Été`. */
export const foldText = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Options whose label (or the `searchBy` field of their item) contains the query. */
export function filterOptions(
  options: readonly ChoiceOption[],
  query: string,
  searchBy = '',
): ChoiceOption[] {
  const needle = foldText(query.trim());
  if (needle === '') return [...options];
  return options.filter((option) => {
    const field = searchBy ? readPath(option.source, searchBy) : option.label;
    return isScalar(field) && foldText(String(field)).includes(needle);
  });
}

/** A list of values from a bound value: an array as is, a single value in a list, nothing → []. */
export function valueList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.filter((v) => v !== null && v !== undefined);
  return value === null || value === undefined || value === '' ? [] : [value];
}
