import type { ComponentSeeds } from '../seeds.ts';

/** Seeds §3 "Form input", §4 (input states) and §5, transcribed by hand. */
export const formInputSeeds: ComponentSeeds = {
  heading: 'Form input',
  properties: [
    // "type: text, textarea, email, search, password, number, decimal, date, time, tel, color, currency"
    {
      name: 'type',
      options: [
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
      ],
    },
    // "common: value, placeholder, readonly, required (default on), autocomplete, debounce"
    { name: 'value' },
    { name: 'placeholder' },
    { name: 'readonly' },
    { name: 'required', default: true },
    { name: 'autocomplete' },
    { name: 'debounce' },
    // "number and decimal: min (0-100, default 0), max (0-10000, default 10000), step"
    { name: 'min', default: 0, bounds: [{ min: 0, max: 100 }] },
    { name: 'max', default: 10000, bounds: [{ min: 0, max: 10000 }] },
    { name: 'step' },
    // "decimal precision 0.1 down to 0.00000001"
    {
      name: 'decimalPrecision',
      options: ['0.1', '0.01', '0.001', '0.0001', '0.00001', '0.000001', '0.0000001', '0.00000001'],
    },
    // "textarea: rows 1-25, default 4; resize"
    { name: 'rows', default: 4, bounds: [{ min: 1, max: 25 }] },
    { name: 'resize' },
    // "date: minDate, maxDate"
    { name: 'minDate' },
    { name: 'maxDate' },
    // "time: precision 3600, 60, 1 or 0.1"
    { name: 'precision', options: ['3600', '60', '1', '0.1'] },
    // "password: displayPassword"
    { name: 'displayPassword' },
    // "currency: show symbol; symbol default $; position prefix/suffix; decimal places 0-10,
    // default 2; thousands separator comma/dot/space/apostrophe/none; decimal separator
    // dot/comma; symbol color, size, padding"
    { name: 'showSymbol' },
    { name: 'symbol', default: '$' },
    { name: 'symbolPosition', options: ['prefix', 'suffix'] },
    { name: 'decimalPlaces', default: 2, bounds: [{ min: 0, max: 10 }] },
    {
      name: 'thousandsSeparator',
      options: ['comma', 'dot', 'space', 'apostrophe', 'none'],
    },
    { name: 'decimalSeparator', options: ['dot', 'comma'] },
    { name: 'symbolStyle.color' },
    { name: 'symbolStyle.size' },
    { name: 'symbolStyle.padding' },
    // §5 "Inputs in a form may have a field name and an optional custom validation formula."
    { name: 'fieldName' },
    { name: 'customValidation' },
    { name: 'validation' },
  ],
  // §4 "inputs focus, readonly"
  states: ['focus', 'readonly'],
};
