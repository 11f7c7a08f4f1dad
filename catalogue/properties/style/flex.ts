/**
 * An element as a flex item of its parent: grow, shrink, basis, own alignment and order. Shown
 * while the parent lays it out as a flex item (alignment and order as a grid item too).
 */
import type { PropertyBounds } from '../../define.ts';
import {
  cssLength,
  cssNumber,
  cssSelect,
  FLEX_DISPLAYS,
  GRID_DISPLAYS,
  itemField,
  option,
  SIZE_UNITS,
  type StyleGroup,
} from '../descriptor.ts';

const SHARE: PropertyBounds = { min: 0, max: 100, step: 1 };
const FLEX_OR_GRID = [...FLEX_DISPLAYS, ...GRID_DISPLAYS];

export const flexProperties = {
  flexGrow: cssNumber('Grow', 'Croissance', SHARE, {
    hidden: itemField(FLEX_DISPLAYS, 'flexGrow'),
  }),
  flexShrink: cssNumber('Shrink', 'Rétrécissement', SHARE, {
    hidden: itemField(FLEX_DISPLAYS, 'flexShrink'),
  }),
  // `auto` and `content` pass through as they are.
  flexBasis: cssLength('Basis', 'Base', SIZE_UNITS, {
    hidden: itemField(FLEX_DISPLAYS, 'flexBasis'),
  }),
  alignSelf: cssSelect(
    'Align self',
    'S’aligner',
    [
      option('auto', 'As the parent says', 'Comme le parent'),
      option('stretch', 'Stretch', 'Étirer'),
      option('flex-start', 'Start', 'Début'),
      option('center', 'Centre', 'Centre'),
      option('flex-end', 'End', 'Fin'),
      option('baseline', 'Baseline', 'Ligne de base'),
    ],
    { hidden: itemField(FLEX_OR_GRID, 'alignSelf') },
  ),
  order: cssNumber(
    'Order',
    'Ordre',
    { min: -100, max: 100, step: 1, integer: true },
    { hidden: itemField(FLEX_OR_GRID, 'order') },
  ),
} satisfies StyleGroup;
