import type { ComponentSeeds } from '../seeds.ts';

/**
 * Seeds §3 "Carousel", by hand: "slide list; slidesPerView (number, 1 to number of slides,
 * default 1); spaceBetween (px); effect (slide, fade, coverflow, flip, cards);
 * transitionDuration (ms, 1-20000); navigation (default on); pagination (off); loop (off);
 * automatic autoplay (off); automaticTiming (seconds 0-20, default 3); linearTransition;
 * mousewheel (off) with forceToAxis, invert, sensitivity (default 1); navigation icons; bullet
 * icons. Has a current slide index."
 */
export const carouselSeeds: ComponentSeeds = {
  heading: 'Carousel',
  properties: [
    // "1 to number of slides": the upper bound depends on the slides, so it is applied at
    // render; no fixed bounds to hold the definition to.
    { name: 'slidesPerView', default: 1 },
    { name: 'spaceBetween' },
    { name: 'effect', options: ['slide', 'fade', 'coverflow', 'flip', 'cards'] },
    { name: 'transitionDuration', bounds: [{ min: 1, max: 20000, unit: 'ms' }] },
    { name: 'navigation', default: true },
    { name: 'pagination', default: false },
    { name: 'loop', default: false },
    // "automatic autoplay (off)": the property `automatic`, which automaticTiming goes with.
    { name: 'automatic', default: false },
    { name: 'automaticTiming', default: 3, bounds: [{ min: 0, max: 20, unit: 's' }] },
    { name: 'linearTransition' },
    { name: 'mousewheel', default: false },
    { name: 'forceToAxis' },
    { name: 'invert' },
    { name: 'sensitivity', default: 1 },
    // "navigation icons": one per arrow.
    { name: 'previousIcon' },
    { name: 'nextIcon' },
    // "bullet icons": the bullet and the current slide's bullet.
    { name: 'bulletIcon' },
    { name: 'activeBulletIcon' },
  ],
  // "slide list": the children of the default slot.
  slots: ['default'],
  // "Has a current slide index".
  state: ['currentSlide'],
};
