/** Borders per side (width, style, colour) and radius per corner. */
import type { PropertyOption } from '../../define.ts';
import {
  cssColor,
  cssLength,
  cssSelect,
  LINE_UNITS,
  option,
  RADIUS_UNITS,
  type StyleGroup,
} from '../descriptor.ts';

/** Line styles of borders and outlines. */
export const LINE_STYLES: PropertyOption[] = [
  option('none', 'None', 'Aucun'),
  option('solid', 'Solid', 'Plein'),
  option('dashed', 'Dashed', 'Tirets'),
  option('dotted', 'Dotted', 'Pointillés'),
  option('double', 'Double', 'Double'),
];

export const borderProperties = {
  borderTopWidth: cssLength('Top border width', 'Épaisseur de la bordure haute', LINE_UNITS),
  borderTopStyle: cssSelect('Top border style', 'Style de la bordure haute', LINE_STYLES),
  borderTopColor: cssColor('Top border colour', 'Couleur de la bordure haute'),
  borderRightWidth: cssLength('Right border width', 'Épaisseur de la bordure droite', LINE_UNITS),
  borderRightStyle: cssSelect('Right border style', 'Style de la bordure droite', LINE_STYLES),
  borderRightColor: cssColor('Right border colour', 'Couleur de la bordure droite'),
  borderBottomWidth: cssLength('Bottom border width', 'Épaisseur de la bordure basse', LINE_UNITS),
  borderBottomStyle: cssSelect('Bottom border style', 'Style de la bordure basse', LINE_STYLES),
  borderBottomColor: cssColor('Bottom border colour', 'Couleur de la bordure basse'),
  borderLeftWidth: cssLength('Left border width', 'Épaisseur de la bordure gauche', LINE_UNITS),
  borderLeftStyle: cssSelect('Left border style', 'Style de la bordure gauche', LINE_STYLES),
  borderLeftColor: cssColor('Left border colour', 'Couleur de la bordure gauche'),
  borderTopLeftRadius: cssLength('Top left radius', 'Arrondi en haut à gauche', RADIUS_UNITS),
  borderTopRightRadius: cssLength('Top right radius', 'Arrondi en haut à droite', RADIUS_UNITS),
  borderBottomRightRadius: cssLength(
    'Bottom right radius',
    'Arrondi en bas à droite',
    RADIUS_UNITS,
  ),
  borderBottomLeftRadius: cssLength('Bottom left radius', 'Arrondi en bas à gauche', RADIUS_UNITS),
} satisfies StyleGroup;
