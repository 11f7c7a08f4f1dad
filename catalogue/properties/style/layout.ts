/**
 * Layout of an element's children: display mode, flex direction and wrap, alignment and gaps.
 * The layout property set (seeds: "layout … property sets exist"). A component's allowed display
 * modes (`displayModes`) restrict `display` at render time.
 */
import { cssLength, cssSelect, option, SPACE_UNITS, type StyleGroup } from '../descriptor.ts';

type Styles = Readonly<Record<string, unknown>>;
const isFlex = (styles: Styles) => styles.display === 'flex' || styles.display === 'inline-flex';
const isGrid = (styles: Styles) => styles.display === 'grid' || styles.display === 'inline-grid';
const aligns = (first: string, firstFr: string, last: string, lastFr: string) => [
  option('flex-start', first, firstFr),
  option('center', 'Centre', 'Centre'),
  option('flex-end', last, lastFr),
];

export const layoutProperties = {
  display: cssSelect('Display', 'Affichage', [
    option('block', 'Block', 'Bloc'),
    option('flex', 'Flex', 'Flex'),
    option('grid', 'Grid', 'Grille'),
    option('inline', 'Inline', 'En ligne'),
    option('inline-block', 'Inline block', 'Bloc en ligne'),
    option('inline-flex', 'Inline flex', 'Flex en ligne'),
    option('inline-grid', 'Inline grid', 'Grille en ligne'),
    option('none', 'Hidden', 'Masqué'),
  ]),
  flexDirection: cssSelect(
    'Direction',
    'Direction',
    [
      option('row', 'Row', 'Ligne'),
      option('column', 'Column', 'Colonne'),
      option('row-reverse', 'Row, reversed', 'Ligne inversée'),
      option('column-reverse', 'Column, reversed', 'Colonne inversée'),
    ],
    { hidden: (styles) => !isFlex(styles) },
  ),
  flexWrap: cssSelect(
    'Wrap',
    'Retour à la ligne',
    [
      option('nowrap', 'No wrap', 'Sans retour'),
      option('wrap', 'Wrap', 'Avec retour'),
      option('wrap-reverse', 'Wrap, reversed', 'Retour inversé'),
    ],
    { hidden: (styles) => !isFlex(styles) },
  ),
  justifyContent: cssSelect(
    'Justify content',
    'Justifier le contenu',
    [
      ...aligns('Start', 'Début', 'End', 'Fin'),
      option('space-between', 'Space between', 'Espace entre'),
      option('space-around', 'Space around', 'Espace autour'),
      option('space-evenly', 'Space evenly', 'Espace égal'),
    ],
    { hidden: (styles) => !isFlex(styles) && !isGrid(styles) },
  ),
  alignItems: cssSelect(
    'Align items',
    'Aligner les éléments',
    [
      option('stretch', 'Stretch', 'Étirer'),
      ...aligns('Start', 'Début', 'End', 'Fin'),
      option('baseline', 'Baseline', 'Ligne de base'),
    ],
    { hidden: (styles) => !isFlex(styles) && !isGrid(styles) },
  ),
  alignContent: cssSelect(
    'Align lines',
    'Aligner les lignes',
    [
      option('normal', 'Normal', 'Normal'),
      option('stretch', 'Stretch', 'Étirer'),
      ...aligns('Start', 'Début', 'End', 'Fin'),
      option('space-between', 'Space between', 'Espace entre'),
      option('space-around', 'Space around', 'Espace autour'),
    ],
    { hidden: (styles) => !isFlex(styles) && !isGrid(styles) },
  ),
  rowGap: cssLength('Row gap', 'Espacement des lignes', SPACE_UNITS, {
    hidden: (styles) => !isFlex(styles) && !isGrid(styles),
  }),
  columnGap: cssLength('Column gap', 'Espacement des colonnes', SPACE_UNITS, {
    hidden: (styles) => !isFlex(styles) && !isGrid(styles),
  }),
} satisfies StyleGroup;
