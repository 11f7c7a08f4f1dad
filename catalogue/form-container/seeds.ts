import type { ComponentSeeds } from '../seeds.ts';

/** Seeds §3 "Form container" and §5, transcribed by hand. */
export const formContainerSeeds: ComponentSeeds = {
  heading: 'Form container',
  properties: [
    // "validation timing submit/change (default submit)"
    { name: 'validation', default: 'submit', options: ['submit', 'change'] },
    // "debounceDelay 1-5000 ms, default 500"
    { name: 'debounceDelay', default: 500, bounds: [{ min: 1, max: 5000, unit: 'ms' }] },
    // "autocomplete (on)"
    { name: 'autocomplete', default: true },
  ],
  // "form content"
  slots: ['default'],
  // "submit event"
  events: ['submit'],
  // "Form state: isSubmitting, isSubmitted"
  state: ['isSubmitting', 'isSubmitted'],
};
