/** Seeds 001 §3 "Modal (older configuration)" and §5 (zIndex bounds), transcribed by hand. */
import type { ComponentSeeds } from '../seeds.ts';

const offset = [
  { unit: '%', min: 0, max: 100 },
  { unit: 'px', min: 0, max: 1000 },
];

export const modalSeeds: ComponentSeeds = {
  heading: 'Modal (older configuration)',
  properties: [
    { name: 'display' },
    {
      name: 'animation',
      default: 'fade',
      options: ['fade', 'fromTop', 'fromRight', 'fromLeft', 'fromBottom', 'zoomIn', 'zoomOut'],
    },
    // "nine grid positions plus custom": the nine are not spelled out; `middle` is the default.
    { name: 'position', default: 'middle', options: ['middle', 'custom'] },
    { name: 'positionLeft', bounds: offset },
    { name: 'positionTop', bounds: offset },
    { name: 'zIndex', bounds: [{ min: 0, max: 100 }] },
    { name: 'backdrop', default: true },
    { name: 'backdropColor' },
    { name: 'transition', default: 'all .3s ease' },
  ],
  events: ['on-backdrop-click'],
};
