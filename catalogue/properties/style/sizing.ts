/** Width and height, their limits and the aspect ratio. Keywords (`auto`, `fit-content`) pass through. */
import { cssLength, cssText, SIZE_UNITS, type StyleGroup } from '../descriptor.ts';

export const sizingProperties = {
  width: cssLength('Width', 'Largeur', SIZE_UNITS),
  height: cssLength('Height', 'Hauteur', SIZE_UNITS),
  minWidth: cssLength('Minimum width', 'Largeur minimale', SIZE_UNITS),
  maxWidth: cssLength('Maximum width', 'Largeur maximale', SIZE_UNITS),
  minHeight: cssLength('Minimum height', 'Hauteur minimale', SIZE_UNITS),
  maxHeight: cssLength('Maximum height', 'Hauteur maximale', SIZE_UNITS),
  // E.g. `16 / 9`.
  aspectRatio: cssText('Aspect ratio', 'Proportions', { cssSyntax: 'ratio' }),
} satisfies StyleGroup;
