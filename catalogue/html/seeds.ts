import type { ComponentSeeds } from '../seeds.ts';

/** Seeds §3 "HTML": "source, refreshOnResize." */
export const htmlSeeds: ComponentSeeds = {
  heading: 'HTML',
  properties: [{ name: 'source' }, { name: 'refreshOnResize' }],
};
