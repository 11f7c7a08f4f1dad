/** A checkbox's validation and its built-in texts. Pure. */
import type { CheckboxProps } from './definition.ts';

const TEXTS = {
  en: { name: 'Checkbox', required: 'This box must be ticked.' },
  fr: { name: 'Case à cocher', required: 'Cette case doit être cochée.' },
};

export type CheckboxTexts = (typeof TEXTS)['en'];

/** The built-in texts in the page language (French for `fr…`, else English). */
export const checkboxTexts = (lang: string | undefined): CheckboxTexts =>
  lang?.toLowerCase().startsWith('fr') ? TEXTS.fr : TEXTS.en;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The error message for a checked state, or null when it is valid. A disabled box is never
 * invalid (the visitor could not change it); a required one must be ticked; then the custom
 * validation formula's text, when it has one.
 */
export function checkboxError(
  props: Pick<
    CheckboxProps,
    'disabled' | 'required' | 'requiredMessage' | 'customValidation' | 'validation'
  >,
  checked: boolean,
  texts: CheckboxTexts,
): string | null {
  if (props.disabled === true) return null;
  if (props.required === true && !checked) return text(props.requiredMessage) || texts.required;
  if (props.customValidation === true && typeof props.validation === 'string')
    return props.validation.trim() === '' ? null : props.validation;
  return null;
}
