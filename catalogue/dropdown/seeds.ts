import type { ComponentSeeds } from '../seeds.ts';

/** Seeds §2 (navigator groups), §3 "Dropdown", §4 (open/close) and §5 (max height). */
export const dropdownSeeds: ComponentSeeds = {
  heading: 'Dropdown',
  properties: [
    { name: 'triggerType', options: ['click', 'hover', 'right-click'] },
    { name: 'position', default: 'bottom', options: ['top', 'right', 'bottom', 'left'] },
    { name: 'alignment', options: ['start', 'center', 'end'] },
    {
      name: 'offsetX',
      bounds: [
        { unit: 'px', min: 1, max: 1000 },
        { unit: '%', min: 1, max: 100 },
      ],
    },
    {
      name: 'offsetY',
      bounds: [
        { unit: 'px', min: 1, max: 1000 },
        { unit: '%', min: 1, max: 100 },
      ],
    },
    { name: 'dropdownZIndex', bounds: [{ min: 0, max: 100 }] },
    { name: 'disabled' },
    { name: 'animated' },
    { name: 'forceDisplayEditor' },
    { name: 'maxHeight', bounds: [{ unit: 'px', min: 1, max: 500 }] },
  ],
  events: ['open', 'close'],
  actions: ['open', 'close', 'toggle'],
  slots: ['trigger', 'dropdown'],
  state: ['isOpen'],
};
