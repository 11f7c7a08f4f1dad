/** The outline, drawn outside the border without taking space (focus rings). */
import { cssColor, cssLength, cssSelect, LINE_UNITS, type StyleGroup } from '../descriptor.ts';
import { LINE_STYLES } from './borders.ts';

export const outlineProperties = {
  outlineWidth: cssLength('Outline width', 'Épaisseur du contour', LINE_UNITS),
  outlineStyle: cssSelect('Outline style', 'Style du contour', LINE_STYLES),
  outlineColor: cssColor('Outline colour', 'Couleur du contour'),
  outlineOffset: cssLength('Outline offset', 'Décalage du contour', [
    { unit: 'px', min: -100, max: 100, step: 1 },
  ]),
} satisfies StyleGroup;
