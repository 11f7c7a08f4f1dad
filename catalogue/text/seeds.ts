import type { ComponentSeeds } from '../seeds.ts';

/** Seeds §3 "Text": "tag: p, h1, h2, h3, h4, button, div (default p)". */
export const textSeeds: ComponentSeeds = {
  heading: 'Text',
  properties: [
    { name: 'tag', default: 'p', options: ['p', 'h1', 'h2', 'h3', 'h4', 'button', 'div'] },
  ],
};
