import { defineComponent, label } from '../define.ts';
import {
  AUTOPLAY_GROUP,
  CURRENT_SLIDE_STATE,
  GO_TO_SLIDE_ACTION,
  NEXT_SLIDE_ACTION,
  PREVIOUS_SLIDE_ACTION,
  REPEAT_SLIDES_PROPERTY,
} from '../slides.ts';

export interface SliderProps {
  /** A list (bound to a formula): the `default` slot's children render once per item. */
  repeat: unknown[] | null;
  /** Zero-based index of the slide shown; clamped to the slides at render. */
  slideIndex: number;
  autoplay: boolean;
  /** Seconds between two automatic slides. */
  interval: number;
  loop: boolean;
  showArrows: boolean;
  showDots: boolean;
  /** Milliseconds. */
  transitionDuration: number;
}

/**
 * A light slide show (no library: the slides sit in a row moved by a CSS transform). Every
 * child of the `default` slot is one slide.
 */
export const sliderDefinition = defineComponent({
  type: 'slider',
  label: label('Slider', 'Diaporama'),
  category: 'media',
  slots: ['default'],
  slotLabels: { default: label('Slides', 'Diapositives') },
  displayModes: ['block', 'inline-block'],
  events: [
    {
      name: 'change',
      label: label('On slide change', 'Au changement de diapositive'),
      payload: ['index'],
    },
  ],
  actions: [NEXT_SLIDE_ACTION, PREVIOUS_SLIDE_ACTION, { name: 'goTo', ...GO_TO_SLIDE_ACTION }],
  state: {
    slideIndex: CURRENT_SLIDE_STATE,
  },
  properties: {
    repeat: REPEAT_SLIDES_PROPERTY,
    slideIndex: {
      type: 'number',
      label: label('Slide shown (from 0)', 'Diapositive affichée (à partir de 0)'),
      // Default: 0, the first slide. Bound to a variable, the slider follows it; the visitor's
      // own moves raise `change` (a workflow can write the variable back).
      default: 0,
      section: 'settings',
      bindable: true,
      bounds: { min: 0, max: 1000, step: 1 },
    },
    autoplay: {
      type: 'boolean',
      label: label('Autoplay', 'Défilement automatique'),
      // Default: off. When on, it pauses while hovered or focused and has a pause button.
      default: false,
      section: 'settings',
      bindable: true,
      group: AUTOPLAY_GROUP,
    },
    interval: {
      type: 'number',
      label: label('Delay between slides', 'Délai entre les diapositives'),
      // Default: 5 s, long enough to read a short caption.
      default: 5,
      section: 'settings',
      bindable: true,
      bounds: { min: 1, max: 60, step: 0.5, unit: 's' },
      hidden: (p) => p.autoplay !== true,
      group: AUTOPLAY_GROUP,
    },
    loop: {
      type: 'boolean',
      label: label('Loop', 'Boucle'),
      // Default: off: the arrows stop at the first and last slides and autoplay stops at the
      // last. On: next after the last slide is the first, and back.
      default: false,
      section: 'settings',
      bindable: true,
    },
    showArrows: {
      type: 'boolean',
      label: label('Show arrows', 'Afficher les flèches'),
      // Default: on.
      default: true,
      section: 'settings',
      bindable: true,
    },
    showDots: {
      type: 'boolean',
      label: label('Show dots', 'Afficher les points'),
      // Default: on (one dot per slide, to see where you are and jump).
      default: true,
      section: 'settings',
      bindable: true,
    },
    transitionDuration: {
      type: 'number',
      label: label('Transition duration', 'Durée de la transition'),
      // Default: 400 ms. 0 switches slides at once (so does the visitor's reduced-motion setting).
      default: 400,
      section: 'settings',
      bindable: true,
      bounds: { min: 0, max: 5000, step: 50, unit: 'ms' },
    },
  },
});
