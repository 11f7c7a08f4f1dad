/**
 * Definition fragments the slide shows share (carousel, slider): the same setting, action or
 * state has the same label and default in both. Pure data, no React.
 */
import {
  label,
  type ComponentAction,
  type ComponentStateField,
  type PropertyDefinition,
} from './define.ts';

/** The sidebar group of the autoplay settings. */
export const AUTOPLAY_GROUP = label('Autoplay', 'Défilement automatique');

/** `repeat`: the `default` slot's children render once per item of a bound list. */
export const REPEAT_SLIDES_PROPERTY = {
  type: 'list',
  label: label('Slides: repeat for each item of', 'Diapositives : répéter pour chaque élément de'),
  // Default: not set (each child is one slide). Bound to a list, the children make one slide
  // per item, e.g. a collection of products.
  default: null,
  section: 'settings',
  bindable: true,
} as const satisfies PropertyDefinition;

/** The index of the slide shown, published for workflows and formulas. */
export const CURRENT_SLIDE_STATE = {
  type: 'number',
  label: label('Current slide index', 'Index de la diapositive courante'),
} as const satisfies ComponentStateField;

/** Actions `next` and `previous`. */
export const NEXT_SLIDE_ACTION = {
  name: 'next',
  label: label('Next slide', 'Diapositive suivante'),
} as const satisfies ComponentAction;
export const PREVIOUS_SLIDE_ACTION = {
  name: 'previous',
  label: label('Previous slide', 'Diapositive précédente'),
} as const satisfies ComponentAction;

/** The go-to-slide action but its name (`slideTo`, `goTo`): spread it after the name. */
export const GO_TO_SLIDE_ACTION = {
  label: label('Go to slide', 'Aller à la diapositive'),
  args: { index: { type: 'number', label: label('Slide index', 'Index de la diapositive') } },
} as const satisfies Omit<ComponentAction, 'name'>;
