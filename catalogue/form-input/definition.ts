import { defineComponent, label, type PropertyValues } from '../define.ts';
import {
  ARIA_LABEL_PROPERTY,
  DEBOUNCE_PROPERTIES,
  FORM_FIELD_PROPERTIES,
  FORM_GROUP,
  READONLY_PROPERTY,
  REQUIRED_PROPERTY,
} from '../form-fields.ts';
import type { DecimalSeparator, ThousandsSeparator } from './currency.ts';

export const FORM_INPUT_TYPES = [
  'text',
  'textarea',
  'email',
  'search',
  'password',
  'number',
  'decimal',
  'date',
  'time',
  'tel',
  'color',
  'currency',
] as const;
export type FormInputType = (typeof FORM_INPUT_TYPES)[number];

/** Decimal input precision (seeds: 0.1 down to 0.00000001). */
export const DECIMAL_PRECISIONS = [
  '0.1',
  '0.01',
  '0.001',
  '0.0001',
  '0.00001',
  '0.000001',
  '0.0000001',
  '0.00000001',
] as const;

/** Time input precision in seconds (seeds: 3600, 60, 1 or 0.1): the `step` attribute. */
export const TIME_PRECISIONS = ['3600', '60', '1', '0.1'] as const;

/** Colour, size and padding of the currency symbol (seeds: symbol color, size, padding). */
export interface SymbolStyle {
  color?: string | null;
  size?: string | null;
  padding?: string | null;
}

export interface FormInputProps {
  type: FormInputType;
  /** Initial value; the number as text for number, decimal and currency inputs. */
  value: string;
  placeholder: string;
  /** Accessible name; empty: the placeholder, else the field name, else the type's name. */
  ariaLabel: string;
  readonly: boolean;
  required: boolean;
  autocomplete: boolean;
  debounce: boolean;
  /** Debounce pause, ms (1–5000). */
  delay: number;
  min: number;
  max: number;
  step: number;
  decimalPrecision: (typeof DECIMAL_PRECISIONS)[number];
  rows: number;
  resize: 'none' | 'vertical' | 'horizontal' | 'both';
  minDate: string | null;
  maxDate: string | null;
  precision: (typeof TIME_PRECISIONS)[number];
  displayPassword: boolean;
  showSymbol: boolean;
  symbol: string;
  symbolPosition: 'prefix' | 'suffix';
  decimalPlaces: number;
  thousandsSeparator: ThousandsSeparator;
  decimalSeparator: DecimalSeparator;
  symbolStyle: SymbolStyle | null;
  fieldName: string;
  customValidation: boolean;
  /** A formula's result: a non-empty text makes the field invalid, with it as the message. */
  validation: string | null;
  /** A trap for bots: out of sight, out of the tab order, hidden from screen readers, never required. */
  honeypot: boolean;
}

const onlyFor =
  (...types: FormInputType[]) =>
  (p: PropertyValues) =>
    !types.includes((p.type ?? 'text') as FormInputType);
const notCurrency = onlyFor('currency');
const noSymbol = (p: PropertyValues) => notCurrency(p) || p.showSymbol === false;

const NUMBER_GROUP = label('Number', 'Nombre');
const CURRENCY_GROUP = label('Currency', 'Devise');

export const formInputDefinition = defineComponent({
  type: 'form-input',
  label: label('Form input', 'Champ de formulaire'),
  category: 'form',
  displayModes: ['flex', 'inline-flex'],
  states: ['focus', 'readonly', 'invalid'],
  events: [{ name: 'change', label: label('On change', 'Au changement'), payload: ['value'] }],
  state: {
    value: { type: 'text', label: label('Value', 'Valeur') },
    error: { type: 'text', label: label('Error message', 'Message d’erreur') },
  },
  properties: {
    type: {
      type: 'select',
      label: label('Type', 'Type'),
      // Default: text, the most common field.
      default: 'text',
      section: 'settings',
      bindable: false,
      options: [
        { value: 'text', label: label('Text', 'Texte') },
        { value: 'textarea', label: label('Long text', 'Texte long') },
        { value: 'email', label: label('Email', 'E-mail') },
        { value: 'search', label: label('Search', 'Recherche') },
        { value: 'password', label: label('Password', 'Mot de passe') },
        { value: 'number', label: label('Number', 'Nombre') },
        { value: 'decimal', label: label('Decimal', 'Décimal') },
        { value: 'date', label: label('Date', 'Date') },
        { value: 'time', label: label('Time', 'Heure') },
        { value: 'tel', label: label('Phone', 'Téléphone') },
        { value: 'color', label: label('Color', 'Couleur') },
        { value: 'currency', label: label('Currency', 'Montant') },
      ],
    },
    value: {
      type: 'text',
      label: label('Initial value', 'Valeur initiale'),
      // Default: empty. A number as text for number, decimal and currency; YYYY-MM-DD for dates.
      default: '',
      section: 'settings',
      bindable: true,
    },
    placeholder: {
      type: 'text',
      label: label('Placeholder', 'Texte indicatif'),
      // Default: a short hint in each language, so a new field shows what it is for.
      default: { $lang: { en: 'Enter a value', fr: 'Saisissez une valeur' } },
      section: 'settings',
      bindable: true,
      multiLang: true,
      hidden: (p) => ['date', 'time', 'color'].includes(String(p.type)),
    },
    // Empty: the placeholder, else the field name, else the type names the field.
    ariaLabel: ARIA_LABEL_PROPERTY,
    readonly: READONLY_PROPERTY,
    required: REQUIRED_PROPERTY,
    autocomplete: {
      type: 'boolean',
      label: label('Autocomplete', 'Saisie automatique'),
      // Default: on — the browser may suggest values it knows.
      default: true,
      section: 'settings',
      bindable: true,
    },
    ...DEBOUNCE_PROPERTIES,
    min: {
      type: 'number',
      label: label('Minimum', 'Minimum'),
      // Default: 0 (seeds), bounds 0–100.
      default: 0,
      section: 'settings',
      bindable: true,
      bounds: { min: 0, max: 100, step: 1 },
      hidden: onlyFor('number', 'decimal'),
      group: NUMBER_GROUP,
    },
    max: {
      type: 'number',
      label: label('Maximum', 'Maximum'),
      // Default: 10000 (seeds), bounds 0–10000.
      default: 10000,
      section: 'settings',
      bindable: true,
      bounds: { min: 0, max: 10000, step: 1 },
      hidden: onlyFor('number', 'decimal'),
      group: NUMBER_GROUP,
    },
    step: {
      type: 'number',
      label: label('Step', 'Pas'),
      // Default: 1 — the arrows add or remove one; 0 means any step.
      default: 1,
      section: 'settings',
      bindable: true,
      bounds: { min: 0, max: 10000 },
      hidden: onlyFor('number', 'decimal'),
      group: NUMBER_GROUP,
    },
    decimalPrecision: {
      type: 'select',
      label: label('Precision', 'Précision'),
      // Default: 0.01 — two decimals, as most amounts and measures.
      default: '0.01',
      section: 'settings',
      bindable: false,
      options: DECIMAL_PRECISIONS.map((value) => ({
        value,
        label: label(value, value.replace('.', ',')),
      })),
      hidden: onlyFor('decimal'),
      group: NUMBER_GROUP,
    },
    rows: {
      type: 'number',
      label: label('Rows', 'Lignes'),
      // Default: 4 (seeds), bounds 1–25.
      default: 4,
      section: 'settings',
      bindable: true,
      bounds: { min: 1, max: 25, step: 1 },
      hidden: onlyFor('textarea'),
    },
    resize: {
      type: 'select',
      label: label('Resize', 'Redimensionnement'),
      // Default: vertical — the visitor may make it taller without breaking the layout's width.
      default: 'vertical',
      section: 'settings',
      bindable: false,
      options: [
        { value: 'none', label: label('None', 'Aucun') },
        { value: 'vertical', label: label('Vertical', 'Vertical') },
        { value: 'horizontal', label: label('Horizontal', 'Horizontal') },
        { value: 'both', label: label('Both', 'Les deux') },
      ],
      hidden: onlyFor('textarea'),
    },
    minDate: {
      type: 'date',
      label: label('Minimum date', 'Date minimale'),
      // Default: not set (no lower bound).
      default: null,
      section: 'settings',
      bindable: true,
      hidden: onlyFor('date'),
    },
    maxDate: {
      type: 'date',
      label: label('Maximum date', 'Date maximale'),
      // Default: not set (no upper bound).
      default: null,
      section: 'settings',
      bindable: true,
      hidden: onlyFor('date'),
    },
    precision: {
      type: 'select',
      label: label('Time precision', 'Précision de l’heure'),
      // Default: 60 s — hours and minutes, what most time fields ask for.
      default: '60',
      section: 'settings',
      bindable: false,
      options: [
        { value: '3600', label: label('Hour', 'Heure') },
        { value: '60', label: label('Minute', 'Minute') },
        { value: '1', label: label('Second', 'Seconde') },
        { value: '0.1', label: label('Tenth of a second', 'Dixième de seconde') },
      ],
      hidden: onlyFor('time'),
    },
    displayPassword: {
      type: 'boolean',
      label: label('Show/hide password button', 'Bouton afficher/masquer'),
      // Default: on — lets visitors check a long password before sending it.
      default: true,
      section: 'settings',
      bindable: true,
      hidden: onlyFor('password'),
    },
    showSymbol: {
      type: 'boolean',
      label: label('Show symbol', 'Afficher le symbole'),
      // Default: on (seeds).
      default: true,
      section: 'settings',
      bindable: true,
      hidden: notCurrency,
      group: CURRENCY_GROUP,
    },
    symbol: {
      type: 'text',
      label: label('Symbol', 'Symbole'),
      // Default: $ (seeds).
      default: '$',
      section: 'settings',
      bindable: true,
      hidden: noSymbol,
      group: CURRENCY_GROUP,
    },
    symbolPosition: {
      type: 'select',
      label: label('Symbol position', 'Position du symbole'),
      // Default: prefix ($12.00).
      default: 'prefix',
      section: 'settings',
      bindable: true,
      options: [
        { value: 'prefix', label: label('Before', 'Avant') },
        { value: 'suffix', label: label('After', 'Après') },
      ],
      hidden: noSymbol,
      group: CURRENCY_GROUP,
    },
    decimalPlaces: {
      type: 'number',
      label: label('Decimal places', 'Décimales'),
      // Default: 2 (seeds), bounds 0–10.
      default: 2,
      section: 'settings',
      bindable: true,
      bounds: { min: 0, max: 10, step: 1 },
      hidden: notCurrency,
      group: CURRENCY_GROUP,
    },
    thousandsSeparator: {
      type: 'select',
      label: label('Thousands separator', 'Séparateur de milliers'),
      // Default: comma (1,234.00), with the dot as decimal separator.
      default: 'comma',
      section: 'settings',
      bindable: true,
      options: [
        { value: 'comma', label: label('Comma (1,000)', 'Virgule (1,000)') },
        { value: 'dot', label: label('Dot (1.000)', 'Point (1.000)') },
        { value: 'space', label: label('Space (1 000)', 'Espace (1 000)') },
        { value: 'apostrophe', label: label("Apostrophe (1'000)", "Apostrophe (1'000)") },
        { value: 'none', label: label('None (1000)', 'Aucun (1000)') },
      ],
      hidden: notCurrency,
      group: CURRENCY_GROUP,
    },
    decimalSeparator: {
      type: 'select',
      label: label('Decimal separator', 'Séparateur décimal'),
      // Default: dot (12.50).
      default: 'dot',
      section: 'settings',
      bindable: true,
      options: [
        { value: 'dot', label: label('Dot (0.50)', 'Point (0.50)') },
        { value: 'comma', label: label('Comma (0,50)', 'Virgule (0,50)') },
      ],
      hidden: notCurrency,
      group: CURRENCY_GROUP,
    },
    symbolStyle: {
      type: 'object',
      label: label('Symbol style', 'Style du symbole'),
      // Default: the text's colour and size, 4px between the symbol and the number.
      default: { color: null, size: null, padding: '4px' },
      section: 'settings',
      bindable: true,
      hidden: noSymbol,
      group: CURRENCY_GROUP,
      fields: {
        color: {
          type: 'color',
          label: label('Color', 'Couleur'),
          // Default: not set (the input's text colour).
          default: null,
          section: 'settings',
          bindable: true,
        },
        size: {
          type: 'length',
          label: label('Size', 'Taille'),
          // Default: not set (the input's font size).
          default: null,
          section: 'settings',
          bindable: true,
          units: [{ min: 1, max: 200, step: 1, unit: 'px' }],
        },
        padding: {
          type: 'length',
          label: label('Padding', 'Marge intérieure'),
          // Default: 4px between symbol and number.
          default: '4px',
          section: 'settings',
          bindable: true,
          units: [{ min: 0, max: 100, step: 1, unit: 'px' }],
        },
      },
    },
    ...FORM_FIELD_PROPERTIES,
    honeypot: {
      type: 'boolean',
      label: label('Trap for bots (hidden field)', 'Piège à robots (champ masqué)'),
      // Default: off. On: nobody sees, tabs to or hears the field; a bot filling every field
      // fills it, and the form's workflow sends its value (the forms plugin's `honeypot`).
      default: false,
      section: 'settings',
      bindable: false,
      group: FORM_GROUP,
    },
  },
});
