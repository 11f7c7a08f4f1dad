import type { ComponentSeeds } from '../seeds.ts';

/**
 * Seeds §2 (navigator groups Headers and Contents), §3 "Tabs" and §4 ("Tabs have an active
 * index"). The active value's bound (0 to count-1) depends on the children, so it has none here.
 */
export const tabsSeeds: ComponentSeeds = {
  heading: 'Tabs',
  properties: [
    { name: 'tabLabels' },
    { name: 'value' },
    { name: 'tabsPosition', options: ['top', 'bottom', 'left', 'right'] },
    { name: 'horizontalAlignment' },
    { name: 'verticalAlignment' },
    {
      name: 'transition',
      default: 'fade',
      options: ['none', 'fade', 'fadeTopBottom', 'fadeLeftRight'],
    },
    {
      name: 'transitionDuration',
      default: 0.4,
      bounds: [{ min: 0, max: 5, unit: 's', step: 0.1 }],
    },
  ],
  slots: ['tabsList', 'tabsContent'],
  state: ['activeIndex'],
};
