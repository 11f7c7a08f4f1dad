/**
 * Seeds 001 §3 "Dialog" and §4, transcribed by hand. The events `open`/`close` and the published
 * `isOpen` come from the issue, not the seeds, so they are not listed here.
 */
import type { ComponentSeeds } from '../seeds.ts';

const position = [
  { unit: '%', min: 0, max: 100 },
  { unit: 'px', min: 0, max: 1000 },
];

export const dialogSeeds: ComponentSeeds = {
  heading: 'Dialog',
  properties: [
    { name: 'type', default: 'modal', options: ['none', 'modal', 'sheet'] },
    { name: 'sideModal', default: 'center', options: ['left', 'center', 'right', 'custom'] },
    { name: 'customPositionX', default: '0%', bounds: position },
    { name: 'customPositionY', default: '0%', bounds: position },
    { name: 'sideSheet', default: 'top', options: ['left', 'top', 'right', 'bottom'] },
    { name: 'align', options: ['top', 'center', 'bottom', 'custom'] },
    { name: 'animation', options: ['none', 'fade', 'slide-in', 'zoom'] },
    { name: 'slideInDirection', options: ['top', 'left', 'bottom', 'right'] },
    { name: 'animationDuration', default: 300, bounds: [{ unit: 'ms', min: 0, max: 10000 }] },
    {
      name: 'animationEasing',
      default: 'linear',
      options: ['linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out'],
    },
    { name: 'preventScroll', default: true },
    { name: 'escClose', default: false },
    { name: 'trigger', default: true },
    { name: 'triggerClickOpens', default: true },
    { name: 'overlay', default: true },
    { name: 'clickOutsideCloses', default: false },
    { name: 'overlayClickCloses', default: true },
    { name: 'preventInteractionsOutside', default: true },
  ],
  states: ['focus', 'disabled'],
  actions: ['toggle', 'open', 'close'],
  slots: ['trigger', 'content', 'overlay'],
};
