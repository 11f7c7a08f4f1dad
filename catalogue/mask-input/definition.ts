import { defineComponent, label } from '../define.ts';
import {
  ARIA_LABEL_PROPERTY,
  DEBOUNCE_PROPERTIES,
  FORM_FIELD_PROPERTIES,
  READONLY_PROPERTY,
  REQUIRED_PROPERTY,
} from '../form-fields.ts';

export const TIMING_FUNCTIONS = ['linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out'] as const;

/** The advanced placeholder: a label that moves out of the way (seeds: animated placeholder). */
export interface AnimatedPlaceholder {
  /** `focus`: moves when the field gets focus or has a value; `input`: once it has a value. */
  trigger?: 'focus' | 'input';
  /** Where it goes: the top of the field (`inside`) or above it (`outside`). */
  position?: 'inside' | 'outside';
  /** Its size once moved, 0–1. */
  scaling?: number;
  /** Its distance from the field's top edge once moved. */
  margin?: string | null;
  /** Duration of the move, ms 0–2000. */
  transition?: number;
  timingFunction?: (typeof TIMING_FUNCTIONS)[number];
}

export interface MaskInputProps {
  pattern: string;
  placeholderVisible: boolean;
  placeholderChar: string;
  value: string;
  readonly: boolean;
  required: boolean;
  placeholder: string;
  /** Accessible name; empty: the placeholder, else the field name, else a generic name. */
  ariaLabel: string;
  debounce: boolean;
  /** Debounce pause, ms (1–5000). */
  delay: number;
  advancedPlaceholder: boolean;
  animatedPlaceholder: AnimatedPlaceholder | null;
  fieldName: string;
  customValidation: boolean;
  /** A formula's result: a non-empty text makes the field invalid, with it as the message. */
  validation: string | null;
}

const PLACEHOLDER_GROUP = label('Animated placeholder', 'Texte indicatif animé');

export const maskInputDefinition = defineComponent({
  type: 'mask-input',
  label: label('Mask input', 'Champ masqué'),
  category: 'form',
  displayModes: ['flex', 'inline-flex'],
  states: ['focus', 'readonly', 'invalid'],
  events: [{ name: 'change', label: label('On change', 'Au changement'), payload: ['value'] }],
  state: {
    value: { type: 'text', label: label('Value (unmasked)', 'Valeur (sans masque)') },
    error: { type: 'text', label: label('Error message', 'Message d’erreur') },
  },
  properties: {
    pattern: {
      type: 'text',
      label: label('Pattern', 'Format'),
      // Default: {8}000000 (seeds) — a fixed 8 then six digits. imask syntax: 0 digit, a letter,
      // * any character, [] optional, {} fixed and kept in the value.
      default: '{8}000000',
      section: 'settings',
      bindable: true,
    },
    placeholderVisible: {
      type: 'boolean',
      label: label('Show placeholder characters', 'Afficher les caractères de saisie'),
      // Default: off — the mask's characters appear as the visitor types.
      default: false,
      section: 'settings',
      bindable: true,
    },
    placeholderChar: {
      type: 'text',
      label: label('Placeholder character', 'Caractère de saisie'),
      // Default: _ (seeds). Only the first character counts.
      default: '_',
      section: 'settings',
      bindable: true,
      hidden: (p) => p.placeholderVisible !== true,
    },
    value: {
      type: 'text',
      label: label('Initial value', 'Valeur initiale'),
      // Default: empty. Read as if typed: "123456" becomes "8123456" with the default pattern.
      default: '',
      section: 'settings',
      bindable: true,
    },
    readonly: READONLY_PROPERTY,
    required: REQUIRED_PROPERTY,
    placeholder: {
      type: 'text',
      label: label('Placeholder', 'Texte indicatif'),
      // Default: a short hint in each language.
      default: { $lang: { en: 'Enter a value', fr: 'Saisissez une valeur' } },
      section: 'settings',
      bindable: true,
      multiLang: true,
    },
    // Empty: the placeholder, else the field name, else a generic name.
    ariaLabel: ARIA_LABEL_PROPERTY,
    ...DEBOUNCE_PROPERTIES,
    advancedPlaceholder: {
      type: 'boolean',
      label: label('Animated placeholder', 'Texte indicatif animé'),
      // Default: off — a plain placeholder.
      default: false,
      section: 'settings',
      bindable: false,
      group: PLACEHOLDER_GROUP,
    },
    animatedPlaceholder: {
      type: 'object',
      label: label('Animation', 'Animation'),
      // Default: moves on focus to the top inside the field, at 80% size, in 400 ms (seeds).
      default: {
        trigger: 'focus',
        position: 'inside',
        scaling: 0.8,
        margin: '4px',
        transition: 400,
        timingFunction: 'ease',
      },
      section: 'settings',
      bindable: false,
      hidden: (p) => p.advancedPlaceholder !== true,
      group: PLACEHOLDER_GROUP,
      fields: {
        trigger: {
          type: 'select',
          label: label('Trigger', 'Déclencheur'),
          // Default: focus — it moves as soon as the visitor enters the field.
          default: 'focus',
          section: 'settings',
          bindable: false,
          options: [
            { value: 'focus', label: label('On focus', 'À la prise de focus') },
            { value: 'input', label: label('On input', 'À la saisie') },
          ],
        },
        position: {
          type: 'select',
          label: label('Position', 'Position'),
          // Default: inside (the field's top).
          default: 'inside',
          section: 'settings',
          bindable: false,
          options: [
            { value: 'inside', label: label('Inside', 'À l’intérieur') },
            { value: 'outside', label: label('Outside', 'À l’extérieur') },
          ],
        },
        scaling: {
          type: 'number',
          label: label('Scaling', 'Échelle'),
          // Default: 0.8 (seeds), bounds 0–1.
          default: 0.8,
          section: 'settings',
          bindable: false,
          bounds: { min: 0, max: 1, step: 0.05 },
        },
        margin: {
          type: 'length',
          label: label('Margin', 'Marge'),
          // Default: 4px from the field's top edge.
          default: '4px',
          section: 'settings',
          bindable: false,
          units: [{ min: 0, max: 100, step: 1, unit: 'px' }],
        },
        transition: {
          type: 'number',
          label: label('Transition', 'Transition'),
          // Default: 400 ms (seeds), bounds 0–2000 ms.
          default: 400,
          section: 'settings',
          bindable: false,
          bounds: { min: 0, max: 2000, step: 10, unit: 'ms' },
        },
        timingFunction: {
          type: 'select',
          label: label('Timing function', 'Courbe d’animation'),
          // Default: ease, the browser's default transition curve.
          default: 'ease',
          section: 'settings',
          bindable: false,
          options: [
            { value: 'linear', label: label('Linear', 'Linéaire') },
            { value: 'ease', label: label('Ease', 'Douce') },
            { value: 'ease-in', label: label('Ease in', 'Accélérée') },
            { value: 'ease-out', label: label('Ease out', 'Décélérée') },
            { value: 'ease-in-out', label: label('Ease in and out', 'Accélérée puis décélérée') },
          ],
        },
      },
    },
    ...FORM_FIELD_PROPERTIES,
  },
});
