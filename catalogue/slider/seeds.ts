import type { ComponentSeeds } from '../seeds.ts';

/**
 * Seeds §3 "Slider", by hand: "slides, slideIndex and related settings." The related settings
 * are not shown; they are designed in definition.ts (autoplay, interval, loop, showArrows,
 * showDots, transitionDuration) and not held to the seeds here.
 */
export const sliderSeeds: ComponentSeeds = {
  heading: 'Slider',
  // "slideIndex": named, with no type, default or bounds.
  properties: [{ name: 'slideIndex' }],
  // "slides": the children of the default slot.
  slots: ['default'],
};
