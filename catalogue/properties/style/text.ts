/** Typography: the text property set (seeds: "Text … property sets exist"). */
import type { PropertyBounds } from '../../define.ts';
import { cssColor, cssLength, cssSelect, cssText, option, type StyleGroup } from '../descriptor.ts';

const FONT_SIZE_UNITS: PropertyBounds[] = [
  { unit: 'px', min: 1, max: 500, step: 1 },
  { unit: 'rem', min: 0.1, max: 30, step: 0.1 },
  { unit: 'em', min: 0.1, max: 30, step: 0.1 },
  { unit: '%', min: 1, max: 1000, step: 1 },
  { unit: 'vw', min: 0.1, max: 50, step: 0.1 },
];
/** A bare number is a multiple of the font size, the recommended way to set a line height. */
const LINE_HEIGHT_UNITS: PropertyBounds[] = [
  { min: 0, max: 10, step: 0.1 },
  { unit: 'px', min: 0, max: 1000, step: 1 },
  { unit: '%', min: 0, max: 1000, step: 1 },
  { unit: 'em', min: 0, max: 10, step: 0.1 },
];
const LETTER_SPACING_UNITS: PropertyBounds[] = [
  { unit: 'px', min: -20, max: 100, step: 0.5 },
  { unit: 'em', min: -1, max: 2, step: 0.01 },
];

const WEIGHTS: Array<[string, string, string]> = [
  ['100', 'Thin (100)', 'Fin (100)'],
  ['200', 'Extra light (200)', 'Très léger (200)'],
  ['300', 'Light (300)', 'Léger (300)'],
  ['400', 'Regular (400)', 'Normal (400)'],
  ['500', 'Medium (500)', 'Moyen (500)'],
  ['600', 'Semi bold (600)', 'Demi-gras (600)'],
  ['700', 'Bold (700)', 'Gras (700)'],
  ['800', 'Extra bold (800)', 'Très gras (800)'],
  ['900', 'Black (900)', 'Noir (900)'],
];

export const textProperties = {
  color: cssColor('Text colour', 'Couleur du texte'),
  // A font stack, e.g. `Inter, system-ui, sans-serif`.
  fontFamily: cssText('Font', 'Police'),
  fontSize: cssLength('Font size', 'Taille de police', FONT_SIZE_UNITS),
  fontWeight: cssSelect(
    'Weight',
    'Graisse',
    WEIGHTS.map(([value, en, fr]) => option(value, en, fr)),
  ),
  fontStyle: cssSelect('Style', 'Style', [
    option('normal', 'Normal', 'Normal'),
    option('italic', 'Italic', 'Italique'),
  ]),
  lineHeight: cssLength('Line height', 'Hauteur de ligne', LINE_HEIGHT_UNITS),
  letterSpacing: cssLength('Letter spacing', 'Espacement des lettres', LETTER_SPACING_UNITS),
  textAlign: cssSelect('Alignment', 'Alignement', [
    option('left', 'Left', 'Gauche'),
    option('center', 'Centre', 'Centre'),
    option('right', 'Right', 'Droite'),
    option('justify', 'Justified', 'Justifié'),
  ]),
  textDecorationLine: cssSelect('Decoration', 'Décoration', [
    option('none', 'None', 'Aucune'),
    option('underline', 'Underline', 'Souligné'),
    option('line-through', 'Strikethrough', 'Barré'),
    option('overline', 'Overline', 'Surligné'),
  ]),
  textTransform: cssSelect('Case', 'Casse', [
    option('none', 'As typed', 'Telle que saisie'),
    option('uppercase', 'Uppercase', 'Majuscules'),
    option('lowercase', 'Lowercase', 'Minuscules'),
    option('capitalize', 'Capitalised words', 'Mots en capitale'),
  ]),
  whiteSpace: cssSelect('White space', 'Espaces blancs', [
    option('normal', 'Wrap', 'Retour à la ligne'),
    option('nowrap', 'No wrap', 'Sans retour à la ligne'),
    option('pre-wrap', 'Keep spaces, wrap', 'Garder les espaces, retour à la ligne'),
    option('pre', 'Keep spaces, no wrap', 'Garder les espaces, sans retour'),
  ]),
  overflowWrap: cssSelect('Long words', 'Mots longs', [
    option('normal', 'Overflow', 'Dépassent'),
    option('anywhere', 'Break anywhere', 'Coupés n’importe où'),
  ]),
  textOverflow: cssSelect('Cut-off text', 'Texte coupé', [
    option('clip', 'Clip', 'Rogner'),
    option('ellipsis', 'Ellipsis (…)', 'Points de suspension (…)'),
  ]),
  // E.g. `0 1px 2px rgba(0, 0, 0, 0.4)`.
  textShadow: cssText('Text shadow', 'Ombre du texte'),
} satisfies StyleGroup;
