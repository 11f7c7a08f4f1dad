import type { ComponentSeeds } from '../seeds.ts';

/** Seeds §3 "Flexbox": "children repeat list". */
export const flexboxSeeds: ComponentSeeds = {
  heading: 'Flexbox',
  properties: [{ name: 'repeat' }],
  // "children": the flexbox holds child elements.
  slots: ['default'],
};
