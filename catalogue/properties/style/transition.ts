/** Transitions between states (hover…): which properties, how long, which curve, after what delay. */
import type { PropertyOption } from '../../define.ts';
import {
  cssLength,
  cssSelect,
  cssText,
  option,
  TIME_UNITS,
  type StyleGroup,
} from '../descriptor.ts';

/** Timing functions of transitions and animations. */
export const EASINGS: PropertyOption[] = [
  option('linear', 'Linear', 'Linéaire'),
  option('ease', 'Ease', 'Douce'),
  option('ease-in', 'Ease in', 'Accélération'),
  option('ease-out', 'Ease out', 'Décélération'),
  option('ease-in-out', 'Ease in and out', 'Accélération puis décélération'),
];

export const transitionProperties = {
  // `all`, or a list such as `background-color, transform`.
  transitionProperty: cssText('Transitioned properties', 'Propriétés animées'),
  transitionDuration: cssLength('Transition duration', 'Durée de la transition', TIME_UNITS),
  transitionTimingFunction: cssSelect('Transition curve', 'Courbe de la transition', EASINGS),
  transitionDelay: cssLength('Transition delay', 'Délai de la transition', TIME_UNITS),
} satisfies StyleGroup;
