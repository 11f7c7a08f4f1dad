import { defineComponent, label, type PropertyValues } from '../define.ts';
import {
  AUTOPLAY_GROUP,
  CURRENT_SLIDE_STATE,
  GO_TO_SLIDE_ACTION,
  NEXT_SLIDE_ACTION,
  PREVIOUS_SLIDE_ACTION,
  REPEAT_SLIDES_PROPERTY,
} from '../slides.ts';

/** Effects that show a single slide at a time: swiper forces one slide per view for them. */
export const SINGLE_SLIDE_EFFECTS: readonly string[] = ['fade', 'flip', 'cards'];

export interface CarouselProps {
  /** A list (bound to a formula): the `default` slot's children render once per item. */
  repeat: unknown[] | null;
  slidesPerView: number;
  spaceBetween: number;
  effect: 'slide' | 'fade' | 'coverflow' | 'flip' | 'cards';
  /** Milliseconds. */
  transitionDuration: number;
  navigation: boolean;
  pagination: boolean;
  loop: boolean;
  automatic: boolean;
  /** Seconds between two automatic slides. */
  automaticTiming: number;
  linearTransition: boolean;
  mousewheel: boolean;
  forceToAxis: boolean;
  invert: boolean;
  sensitivity: number;
  previousIcon: string;
  nextIcon: string;
  bulletIcon: string;
  activeBulletIcon: string;
}

const noMousewheel = (p: PropertyValues) => p.mousewheel !== true;
const navigationIcons = label('Navigation icons', 'Icônes de navigation');
const bulletIcons = label('Bullet icons', 'Icônes des puces');
const mousewheelGroup = label('Mouse wheel', 'Molette de la souris');

/** A swiper slide show: every child of the `default` slot is one slide. */
export const carouselDefinition = defineComponent({
  type: 'carousel',
  label: label('Carousel', 'Carrousel'),
  category: 'media',
  slots: ['default'],
  slotLabels: { default: label('Slides', 'Diapositives') },
  displayModes: ['block', 'inline-block'],
  events: [
    {
      name: 'slide-change',
      label: label('On slide change', 'Au changement de diapositive'),
      payload: ['index'],
    },
  ],
  actions: [{ name: 'slideTo', ...GO_TO_SLIDE_ACTION }, NEXT_SLIDE_ACTION, PREVIOUS_SLIDE_ACTION],
  state: {
    currentSlide: CURRENT_SLIDE_STATE,
  },
  properties: {
    repeat: REPEAT_SLIDES_PROPERTY,
    slidesPerView: {
      type: 'number',
      label: label('Slides per view', 'Diapositives visibles'),
      // Default: 1 (seeds). Whole slides (step 1), clamped to the number of slides at render;
      // fade, flip and cards always show one.
      default: 1,
      section: 'settings',
      bindable: true,
      responsive: true,
      bounds: { min: 1, max: 10, step: 1 },
      hidden: (p) => SINGLE_SLIDE_EFFECTS.includes(String(p.effect)),
    },
    spaceBetween: {
      type: 'number',
      label: label('Space between slides', 'Espace entre les diapositives'),
      // Default: 0 px (slides touch), as swiper does.
      default: 0,
      section: 'settings',
      bindable: true,
      responsive: true,
      bounds: { min: 0, max: 500, step: 1, unit: 'px' },
    },
    effect: {
      type: 'select',
      label: label('Effect', 'Effet'),
      // Default: slide (the slides move side by side).
      default: 'slide',
      section: 'settings',
      bindable: true,
      options: [
        { value: 'slide', label: label('Slide', 'Glissement') },
        { value: 'fade', label: label('Fade', 'Fondu') },
        { value: 'coverflow', label: label('Coverflow', 'Coverflow') },
        { value: 'flip', label: label('Flip', 'Retournement') },
        { value: 'cards', label: label('Cards', 'Cartes') },
      ],
    },
    transitionDuration: {
      type: 'number',
      label: label('Transition duration', 'Durée de la transition'),
      // Default: 300 ms, swiper's own speed (the seeds give only the 1–20000 ms bounds).
      default: 300,
      section: 'settings',
      bindable: true,
      bounds: { min: 1, max: 20000, step: 1, unit: 'ms' },
    },
    navigation: {
      type: 'boolean',
      label: label('Navigation arrows', 'Flèches de navigation'),
      // Default: on (seeds).
      default: true,
      section: 'settings',
      bindable: true,
    },
    pagination: {
      type: 'boolean',
      label: label('Pagination bullets', 'Puces de pagination'),
      // Default: off (seeds).
      default: false,
      section: 'settings',
      bindable: true,
    },
    loop: {
      type: 'boolean',
      label: label('Loop', 'Boucle'),
      // Default: off (seeds). With too few slides for swiper's loop, the carousel rewinds
      // from the last slide to the first instead.
      default: false,
      section: 'settings',
      bindable: true,
    },
    automatic: {
      type: 'boolean',
      label: label('Autoplay', 'Défilement automatique'),
      // Default: off (seeds: "automatic autoplay (off)"). Pauses while hovered or focused.
      default: false,
      section: 'settings',
      bindable: true,
      group: AUTOPLAY_GROUP,
    },
    automaticTiming: {
      type: 'number',
      label: label('Delay between slides', 'Délai entre les diapositives'),
      // Default: 3 s (seeds). 0 with a linear transition makes a continuous ticker.
      default: 3,
      section: 'settings',
      bindable: true,
      bounds: { min: 0, max: 20, step: 0.1, unit: 's' },
      hidden: (p) => p.automatic !== true,
      group: AUTOPLAY_GROUP,
    },
    linearTransition: {
      type: 'boolean',
      label: label('Linear transition', 'Transition linéaire'),
      // Default: off (swiper's eased transition).
      default: false,
      section: 'settings',
      bindable: true,
    },
    mousewheel: {
      type: 'boolean',
      label: label('Mouse wheel control', 'Contrôle à la molette'),
      // Default: off (seeds).
      default: false,
      section: 'settings',
      bindable: true,
      group: mousewheelGroup,
    },
    forceToAxis: {
      type: 'boolean',
      label: label('Horizontal scrolling only', 'Défilement horizontal uniquement'),
      // Default: off (vertical wheel movement also changes slides).
      default: false,
      section: 'settings',
      bindable: true,
      hidden: noMousewheel,
      group: mousewheelGroup,
    },
    invert: {
      type: 'boolean',
      label: label('Invert direction', 'Inverser le sens'),
      // Default: off.
      default: false,
      section: 'settings',
      bindable: true,
      hidden: noMousewheel,
      group: mousewheelGroup,
    },
    sensitivity: {
      type: 'number',
      label: label('Sensitivity', 'Sensibilité'),
      // Default: 1 (seeds).
      default: 1,
      section: 'settings',
      bindable: true,
      bounds: { min: 0.1, max: 10, step: 0.1 },
      hidden: noMousewheel,
      group: mousewheelGroup,
    },
    previousIcon: {
      type: 'icon',
      label: label('Previous icon', 'Icône précédent'),
      // Default: chevron-left (lucide).
      default: 'chevron-left',
      section: 'settings',
      bindable: true,
      hidden: (p) => p.navigation === false,
      group: navigationIcons,
    },
    nextIcon: {
      type: 'icon',
      label: label('Next icon', 'Icône suivant'),
      // Default: chevron-right (lucide).
      default: 'chevron-right',
      section: 'settings',
      bindable: true,
      hidden: (p) => p.navigation === false,
      group: navigationIcons,
    },
    bulletIcon: {
      type: 'icon',
      label: label('Bullet icon', 'Icône de puce'),
      // Default: circle (lucide), an outlined dot.
      default: 'circle',
      section: 'settings',
      bindable: true,
      hidden: (p) => p.pagination !== true,
      group: bulletIcons,
    },
    activeBulletIcon: {
      type: 'icon',
      label: label('Current slide bullet icon', 'Icône de puce de la diapositive courante'),
      // Default: circle-dot (lucide), so the current bullet differs by shape, not colour alone.
      default: 'circle-dot',
      section: 'settings',
      bindable: true,
      hidden: (p) => p.pagination !== true,
      group: bulletIcons,
    },
  },
});
