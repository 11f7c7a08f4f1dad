import type { ComponentSeeds } from '../seeds.ts';

/** Seeds §3 "Mask input", §4 (input states) and §5, transcribed by hand. */
export const maskInputSeeds: ComponentSeeds = {
  heading: 'Mask input',
  properties: [
    // "pattern (default {8}000000)"
    { name: 'pattern', default: '{8}000000' },
    // "placeholderVisible; placeholderChar (default _)"
    { name: 'placeholderVisible' },
    { name: 'placeholderChar', default: '_' },
    // "value; readonly; required (default on); placeholder"
    { name: 'value' },
    { name: 'readonly' },
    { name: 'required', default: true },
    { name: 'placeholder' },
    // "debounce and delay (ms 1-5000, default 500)"
    { name: 'debounce' },
    { name: 'delay', default: 500, bounds: [{ min: 1, max: 5000, unit: 'ms' }] },
    // "advanced animated placeholder (trigger focus/input, position inside/outside, scaling 0-1
    // default 0.8, margin, transition ms 0-2000 default 400, timing function)"
    { name: 'animatedPlaceholder.trigger', options: ['focus', 'input'] },
    { name: 'animatedPlaceholder.position', options: ['inside', 'outside'] },
    { name: 'animatedPlaceholder.scaling', default: 0.8, bounds: [{ min: 0, max: 1 }] },
    { name: 'animatedPlaceholder.margin' },
    {
      name: 'animatedPlaceholder.transition',
      default: 400,
      bounds: [{ min: 0, max: 2000, unit: 'ms' }],
    },
    { name: 'animatedPlaceholder.timingFunction' },
    // "fieldName; customValidation; validation"
    { name: 'fieldName' },
    { name: 'customValidation' },
    { name: 'validation' },
  ],
  // §4 "inputs focus, readonly"
  states: ['focus', 'readonly'],
};
