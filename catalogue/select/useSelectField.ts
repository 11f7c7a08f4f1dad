/**
 * A select inside a form container: registers under its field name, so the form collects its
 * value and validates it (required, custom validation) on submit or change. Outside a form it
 * does nothing. `change` and the published state stay the select's own.
 */
import { useFormField } from '../form-container/field.ts';

export interface SelectFieldOptions {
  fieldName: string;
  /** The value as formulas see it (a list in multiple mode, null when nothing is selected). */
  value: unknown;
  required: boolean;
  /** Message when required and empty, in the page language. */
  requiredMessage: string;
  /** A custom validation's error, empty when valid. */
  customError: string;
  focus: () => void;
  /** Back to the initial value; returns it. */
  reset: () => unknown;
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (Array.isArray(value) && value.length === 0);

export function useSelectField(options: SelectFieldOptions) {
  return useFormField<unknown>({
    fieldName: options.fieldName,
    value: options.value,
    check: (value) =>
      options.required && isEmpty(value) ? options.requiredMessage : options.customError || null,
    focus: options.focus,
    reset: options.reset,
    debounce: false,
    delay: 500,
  });
}
