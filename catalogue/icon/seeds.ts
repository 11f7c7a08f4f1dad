import type { ComponentSeeds } from '../seeds.ts';

/** Seeds §3 "Icon": "icon, color, fontSize (px 1-100)." (§5 also bounds font size to 1–100 px.) */
export const iconSeeds: ComponentSeeds = {
  heading: 'Icon',
  properties: [
    { name: 'icon' },
    { name: 'color' },
    { name: 'fontSize', bounds: [{ min: 1, max: 100, unit: 'px' }] },
  ],
};
