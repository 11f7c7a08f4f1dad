import type { ComponentSeeds } from '../seeds.ts';

/**
 * Seeds §3 "Loader": "spinner: plane, chase, bounce, wave, pulse, flow, swing, circle,
 * circle-fade, grid, fold, wander (default plane); color; size px 0-2000."
 */
export const loaderSeeds: ComponentSeeds = {
  heading: 'Loader',
  properties: [
    {
      name: 'spinner',
      default: 'plane',
      options: [
        'plane',
        'chase',
        'bounce',
        'wave',
        'pulse',
        'flow',
        'swing',
        'circle',
        'circle-fade',
        'grid',
        'fold',
        'wander',
      ],
    },
    { name: 'color' },
    { name: 'size', bounds: [{ min: 0, max: 2000, unit: 'px' }] },
  ],
};
