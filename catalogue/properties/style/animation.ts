/**
 * A CSS animation: the name of `@keyframes` (from the site's stylesheet), duration, curve, delay,
 * repetitions, direction and fill mode.
 */
import {
  cssLength,
  cssSelect,
  cssText,
  option,
  TIME_UNITS,
  type StyleGroup,
} from '../descriptor.ts';
import { EASINGS } from './transition.ts';

export const animationProperties = {
  animationName: cssText('Animation (keyframes name)', 'Animation (nom des keyframes)'),
  animationDuration: cssLength('Animation duration', 'Durée de l’animation', TIME_UNITS),
  animationTimingFunction: cssSelect('Animation curve', 'Courbe de l’animation', EASINGS),
  animationDelay: cssLength('Animation delay', 'Délai de l’animation', TIME_UNITS),
  // A number of times, or `infinite`.
  animationIterationCount: cssText('Repetitions', 'Répétitions'),
  animationDirection: cssSelect('Direction', 'Sens', [
    option('normal', 'Forwards', 'Vers l’avant'),
    option('reverse', 'Backwards', 'Vers l’arrière'),
    option('alternate', 'Back and forth', 'Aller-retour'),
    option('alternate-reverse', 'Back and forth, reversed', 'Aller-retour inversé'),
  ]),
  animationFillMode: cssSelect('Before and after', 'Avant et après', [
    option('none', 'Own styles', 'Styles propres'),
    option('forwards', 'Keep the last frame', 'Garder la dernière image'),
    option('backwards', 'Start on the first frame', 'Commencer sur la première image'),
    option('both', 'Both', 'Les deux'),
  ]),
  animationPlayState: cssSelect('Playing', 'Lecture', [
    option('running', 'Running', 'En cours'),
    option('paused', 'Paused', 'En pause'),
  ]),
} satisfies StyleGroup;
