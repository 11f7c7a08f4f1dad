/** Margins (outside the border, may be negative or `auto`) and paddings (inside). */
import { cssLength, MARGIN_UNITS, SPACE_UNITS, type StyleGroup } from '../descriptor.ts';

export const spacingProperties = {
  marginTop: cssLength('Margin top', 'Marge en haut', MARGIN_UNITS),
  marginRight: cssLength('Margin right', 'Marge à droite', MARGIN_UNITS),
  marginBottom: cssLength('Margin bottom', 'Marge en bas', MARGIN_UNITS),
  marginLeft: cssLength('Margin left', 'Marge à gauche', MARGIN_UNITS),
  paddingTop: cssLength('Padding top', 'Marge intérieure en haut', SPACE_UNITS),
  paddingRight: cssLength('Padding right', 'Marge intérieure à droite', SPACE_UNITS),
  paddingBottom: cssLength('Padding bottom', 'Marge intérieure en bas', SPACE_UNITS),
  paddingLeft: cssLength('Padding left', 'Marge intérieure à gauche', SPACE_UNITS),
} satisfies StyleGroup;
