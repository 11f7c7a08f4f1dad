/**
 * Property definitions the form fields share (form input, mask input, select, legacy select,
 * checkbox): spread or set in their `properties`, so the same setting has the same label, default
 * and bounds everywhere. Pure data, no React.
 */
import { label, type PropertyDefinition } from './define.ts';

/** The sidebar group of the settings a form reads. */
export const FORM_GROUP = label('Form', 'Formulaire');

/** Read only: the value shows but cannot change. */
export const READONLY_PROPERTY = {
  type: 'boolean',
  label: label('Read only', 'Lecture seule'),
  // Default: off.
  default: false,
  section: 'settings',
  bindable: true,
} as const satisfies PropertyDefinition;

/** Disabled: the field cannot be used (select, legacy select, checkbox). */
export const DISABLED_PROPERTY = {
  type: 'boolean',
  label: label('Disabled', 'Désactivé'),
  // Default: off.
  default: false,
  section: 'settings',
  bindable: true,
} as const satisfies PropertyDefinition;

/** Required, on by default (form input, mask input). */
export const REQUIRED_PROPERTY = {
  type: 'boolean',
  label: label('Required', 'Obligatoire'),
  // Default: on (seeds).
  default: true,
  section: 'settings',
  bindable: true,
} as const satisfies PropertyDefinition;

/** The field's accessible name, per language (form input, mask input). */
export const ARIA_LABEL_PROPERTY = {
  type: 'text',
  label: label('Accessible name', 'Nom accessible'),
  // Default: empty — the component falls back on the placeholder, else the field name.
  default: { $lang: { en: '', fr: '' } },
  section: 'settings',
  bindable: true,
  multiLang: true,
} as const satisfies PropertyDefinition;

/** `debounce` and its `delay` (form input, mask input). */
export const DEBOUNCE_PROPERTIES = {
  debounce: {
    type: 'boolean',
    label: label('Debounce', 'Temporiser'),
    // Default: off — `change` fires on every keystroke (the mask input: every accepted one).
    default: false,
    section: 'settings',
    bindable: false,
  },
  delay: {
    type: 'number',
    label: label('Debounce delay', 'Délai de temporisation'),
    // Default: 500 ms (the mask input's seeds), bounds 1–5000 ms.
    default: 500,
    section: 'settings',
    bindable: true,
    bounds: { min: 1, max: 5000, step: 1, unit: 'ms' },
    hidden: (p) => p.debounce !== true,
  },
} as const satisfies Record<string, PropertyDefinition>;

/**
 * What a form reads from a field (form input, mask input, legacy select, checkbox), in the Form
 * group:
 * `fieldName`, `customValidation` and the `validation` formula.
 */
export const FORM_FIELD_PROPERTIES = {
  fieldName: {
    type: 'text',
    label: label('Field name', 'Nom du champ'),
    // Default: empty — inside a form, the key of the value in the submitted `fields`.
    default: '',
    section: 'settings',
    bindable: false,
    group: FORM_GROUP,
  },
  customValidation: {
    type: 'boolean',
    label: label('Custom validation', 'Validation personnalisée'),
    // Default: off. Only inside a form.
    default: false,
    section: 'settings',
    bindable: false,
    group: FORM_GROUP,
  },
  validation: {
    type: 'text',
    label: label('Validation (error message)', 'Validation (message d’erreur)'),
    // Default: not set. Bound to a formula: an empty result is valid, a text is the error.
    default: null,
    section: 'settings',
    bindable: true,
    hidden: (p) => p.customValidation !== true,
    group: FORM_GROUP,
  },
} as const satisfies Record<string, PropertyDefinition>;
