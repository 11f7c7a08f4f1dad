/** An element as a flex item of its parent: grow, shrink, basis, own alignment and order. */
import type { PropertyBounds } from '../../define.ts';
import {
  cssLength,
  cssNumber,
  cssSelect,
  option,
  SIZE_UNITS,
  type StyleGroup,
} from '../descriptor.ts';

const SHARE: PropertyBounds = { min: 0, max: 100, step: 1 };

export const flexProperties = {
  flexGrow: cssNumber('Grow', 'Croissance', SHARE),
  flexShrink: cssNumber('Shrink', 'Rétrécissement', SHARE),
  // `auto` and `content` pass through as they are.
  flexBasis: cssLength('Basis', 'Base', SIZE_UNITS),
  alignSelf: cssSelect('Align self', 'S’aligner', [
    option('auto', 'As the parent says', 'Comme le parent'),
    option('stretch', 'Stretch', 'Étirer'),
    option('flex-start', 'Start', 'Début'),
    option('center', 'Centre', 'Centre'),
    option('flex-end', 'End', 'Fin'),
    option('baseline', 'Baseline', 'Ligne de base'),
  ]),
  order: cssNumber('Order', 'Ordre', { min: -100, max: 100, step: 1 }),
} satisfies StyleGroup;
