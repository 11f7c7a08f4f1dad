/** A form input's validation (required, email, date range, custom formula) and its texts. Pure. */
import type { FormInputProps, FormInputType } from './definition.ts';
import type { FieldValue } from './value.ts';

/**
 * Email addresses: the WHATWG HTML pattern of `<input type=email>` (a local part of letters,
 * digits and .!#$%&'*+/=?^_`{|}~-, an @, then labels of letters, digits and inner hyphens), except
 * that the domain needs at least one dot: `ana@localhost` is valid HTML but no use on a website.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export const isEmail = (text: string) => EMAIL_PATTERN.test(text);

const TEXTS = {
  en: {
    required: 'This field is required.',
    email: 'Enter a valid email address.',
    minDate: (date: string) => `Choose a date on or after ${date}.`,
    maxDate: (date: string) => `Choose a date on or before ${date}.`,
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    names: {
      text: 'Text',
      textarea: 'Text',
      email: 'Email',
      search: 'Search',
      password: 'Password',
      number: 'Number',
      decimal: 'Number',
      date: 'Date',
      time: 'Time',
      tel: 'Phone number',
      color: 'Color',
      currency: 'Amount',
    } satisfies Record<FormInputType, string>,
  },
  fr: {
    required: 'Ce champ est obligatoire.',
    email: 'Saisissez une adresse e-mail valide.',
    minDate: (date: string) => `Choisissez une date à partir du ${date}.`,
    maxDate: (date: string) => `Choisissez une date jusqu’au ${date}.`,
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    names: {
      text: 'Texte',
      textarea: 'Texte',
      email: 'E-mail',
      search: 'Recherche',
      password: 'Mot de passe',
      number: 'Nombre',
      decimal: 'Nombre',
      date: 'Date',
      time: 'Heure',
      tel: 'Numéro de téléphone',
      color: 'Couleur',
      currency: 'Montant',
    } satisfies Record<FormInputType, string>,
  },
};

export type InputTexts = (typeof TEXTS)['en'];

/** The input's own texts in the page language (French for `fr…`, else English). */
export const inputTexts = (lang: string | undefined): InputTexts =>
  lang?.toLowerCase().startsWith('fr') ? TEXTS.fr : TEXTS.en;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A date bound, when it is an ISO date (`YYYY-MM-DD`). */
export const dateBound = (value: unknown): string | null =>
  typeof value === 'string' && ISO_DATE.test(value) ? value : null;

/** The error message for a value, or null when it is valid. */
export function checkValue(
  type: FormInputType,
  props: FormInputProps,
  value: FieldValue,
  texts: InputTexts,
): string | null {
  const empty = value === null || value === '';
  if (empty && props.required !== false) return texts.required;
  if (!empty && typeof value === 'string') {
    if (type === 'email' && !isEmail(value.trim())) return texts.email;
    if (type === 'date') {
      // ISO dates compare as text.
      const min = dateBound(props.minDate);
      const max = dateBound(props.maxDate);
      if (min && value < min) return texts.minDate(min);
      if (max && value > max) return texts.maxDate(max);
    }
  }
  if (props.customValidation === true && typeof props.validation === 'string')
    return props.validation.trim() === '' ? null : props.validation;
  return null;
}
