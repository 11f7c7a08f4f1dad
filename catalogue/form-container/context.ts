/**
 * The link between a form container and the inputs inside it. An input registers itself (its
 * field name, a getter of its value, `validate`); the form validates them on submit or after a
 * change, and collects `fields` for its `submit` event. Outside a form the context is null and
 * inputs work on their own.
 */
import { createContext, useContext } from 'react';

/** When the form validates its fields (seeds: validation timing). */
export type ValidationTiming = 'submit' | 'change';

/** What an input gives the form it is in. Methods read the input's latest state. */
export interface FormField {
  /** Key of the value in the form's `fields`; an empty name is validated but not collected. */
  readonly fieldName: string;
  /** The value as it is now (a number for number inputs, the unmasked text for masks). */
  getValue(): unknown;
  /**
   * The field's error message for its current value, or null when it is valid. With `show`,
   * the input also displays the result (marks itself invalid, or clears its error).
   */
  validate(show: boolean): string | null;
  /** Moves focus to the field (the first invalid one after a refused submit). */
  focus(): void;
  /** Back to its initial value, without an error (the form's `reset` action). */
  reset(): void;
}

export interface FormContextValue {
  /** Adds a field while it is mounted; returns its removal. */
  register(field: FormField): () => void;
  /** The field's value changed (by the visitor): the form updates `fields`, may validate. */
  changed(field: FormField): void;
  /** The form's validation timing: with `submit`, a field clears its error when edited. */
  validation: ValidationTiming;
}

export const FormContext = createContext<FormContextValue | null>(null);

/** The form container the component is in, or null when it is on its own. */
export function useFormContext(): FormContextValue | null {
  return useContext(FormContext);
}
