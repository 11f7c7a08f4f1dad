import type { ComponentSeeds } from '../seeds.ts';

/**
 * Seeds §3 "Select input (current)": "required, readonly, disabled, placeholder, noOptionsText,
 * noResultsText, initialValue, options (label, value, optional image), labelField, valueField,
 * searchable, closeOnSelect, canDeselect, infiniteScroll, limitedOptions, limit (10-50, step 1,
 * default 20), clearIcon, caretIcon. Events: change, initValueChange. Loading-ring default colour
 * is a blue." §4: inputs focus, readonly; select readonly. §5 and §9: select limit 10-50, default 20.
 * The seeds give no other default, nor a name for the loading ring's colour.
 */
export const selectSeeds: ComponentSeeds = {
  heading: 'Select input (current)',
  properties: [
    { name: 'required' },
    { name: 'readonly' },
    { name: 'disabled' },
    { name: 'placeholder' },
    { name: 'noOptionsText' },
    { name: 'noResultsText' },
    { name: 'initialValue' },
    { name: 'options' },
    { name: 'options.label' },
    { name: 'options.value' },
    { name: 'options.image' },
    { name: 'labelField' },
    { name: 'valueField' },
    { name: 'searchable' },
    { name: 'closeOnSelect' },
    { name: 'canDeselect' },
    { name: 'infiniteScroll' },
    { name: 'limitedOptions' },
    { name: 'limit', default: 20, bounds: [{ min: 10, max: 50, step: 1 }] },
    { name: 'clearIcon' },
    { name: 'caretIcon' },
  ],
  states: ['focus', 'readonly'],
  events: ['change', 'initValueChange'],
};
