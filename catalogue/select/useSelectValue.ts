/**
 * The value of a select (`select`, `legacy-select`): a list of values in both modes (at most one
 * in single mode), reset whenever the initial value changes, which raises `initValueChange`.
 * Values are matched to options by `valueKey`, so "1" typed in the sidebar selects the option
 * whose value is 1, and what the select sends is the option's own value.
 */
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { ComponentEmit } from '../component.ts';
import { valueKey, type ChoiceOption } from './options.ts';

export interface SelectValueConfig {
  options: readonly ChoiceOption[];
  multiple: boolean;
  /** The initial values as a list (see `valueList`). */
  initial: unknown[];
  emit: ComponentEmit | undefined;
}

/** An option for a value no option has (yet: bound options may still be loading). */
const unknownOption = (value: unknown): ChoiceOption => ({
  label: valueKey(value),
  value,
  image: null,
  disabled: false,
  source: value,
});

export function useSelectValue({ options, multiple, initial, emit }: SelectValueConfig) {
  const byKey = useMemo(() => {
    const map = new Map<string, ChoiceOption>();
    for (const option of options)
      if (!map.has(valueKey(option.value))) map.set(valueKey(option.value), option);
    return map;
  }, [options]);

  const initialKey = `${multiple ? 'm' : 's'}${JSON.stringify(initial.map(valueKey))}`;
  const [value, setValue] = useState(initial);
  const [valueFrom, setValueFrom] = useState(initialKey);
  if (valueFrom !== initialKey) {
    setValueFrom(initialKey);
    setValue(initial);
  }

  /** The options' own values for a list of values. */
  const resolve = (values: readonly unknown[]) =>
    values.map((v) => byKey.get(valueKey(v))?.value ?? v);
  /** What `change` sends and formulas read: a list in multiple mode, else a value or null. */
  const output = (values: readonly unknown[]): unknown =>
    multiple ? resolve(values) : (resolve(values)[0] ?? null);

  const announceInitial = useEffectEvent(() =>
    emit?.('initValueChange', { value: output(initial) }),
  );
  const seenInitial = useRef(initialKey);
  useEffect(() => {
    if (seenInitial.current === initialKey) return;
    seenInitial.current = initialKey;
    announceInitial();
  }, [initialKey]);

  const selectedKeys = new Set(value.map(valueKey));
  return {
    value,
    /** The selected options, in selection order. */
    selected: value.map((v) => byKey.get(valueKey(v)) ?? unknownOption(v)),
    isSelected: (option: ChoiceOption) => selectedKeys.has(valueKey(option.value)),
    resolve,
    output,
    /** Sets the value without an event (a form's reset). */
    setValue,
    /** The visitor changed the value: sets it and raises `change`. */
    change: (next: unknown[]) => {
      setValue(next);
      emit?.('change', { value: output(next) });
    },
    /** `next` after toggling `option` in multiple mode, or choosing it in single mode. */
    toggled: (option: ChoiceOption): unknown[] => {
      const key = valueKey(option.value);
      if (selectedKeys.has(key)) return value.filter((v) => valueKey(v) !== key);
      return multiple ? [...value, option.value] : [option.value];
    },
  };
}
