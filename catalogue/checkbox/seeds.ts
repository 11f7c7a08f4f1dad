import type { ComponentSeeds } from '../seeds.ts';

/**
 * The seeds have no checkbox heading (a checkout's "terms accepted" needs one). What they say of
 * every input applies, transcribed here: §4 "inputs focus, readonly"; §5 "Inputs in a form may
 * have a field name and an optional custom validation formula."
 */
export const checkboxSeeds: ComponentSeeds = {
  heading: 'Checkbox (not in the seeds; §4 and §5 on inputs)',
  properties: [{ name: 'fieldName' }, { name: 'customValidation' }, { name: 'validation' }],
  states: ['focus', 'readonly'],
};
