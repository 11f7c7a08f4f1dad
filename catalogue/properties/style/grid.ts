/**
 * Grid tracks of a grid container, and the cells a grid item takes. The grid property set (seeds:
 * "grid … property sets exist"). Track lists are CSS text, e.g. `repeat(3, 1fr)`.
 */
import {
  cssSelect,
  cssText,
  GRID_DISPLAYS,
  itemField,
  option,
  type StyleGroup,
} from '../descriptor.ts';

type Styles = Readonly<Record<string, unknown>>;
const notGrid = (styles: Styles) => styles.display !== 'grid' && styles.display !== 'inline-grid';

export const gridProperties = {
  gridTemplateColumns: cssText('Columns', 'Colonnes', { hidden: notGrid }),
  gridTemplateRows: cssText('Rows', 'Lignes', { hidden: notGrid }),
  gridAutoFlow: cssSelect(
    'Auto placement',
    'Placement automatique',
    [
      option('row', 'Row by row', 'Ligne par ligne'),
      option('column', 'Column by column', 'Colonne par colonne'),
      option('row dense', 'Row by row, filling gaps', 'Ligne par ligne, en comblant les trous'),
      option(
        'column dense',
        'Column by column, filling gaps',
        'Colonne par colonne, en comblant les trous',
      ),
    ],
    { hidden: notGrid },
  ),
  gridAutoRows: cssText('Implicit row size', 'Taille des lignes implicites', { hidden: notGrid }),
  gridAutoColumns: cssText('Implicit column size', 'Taille des colonnes implicites', {
    hidden: notGrid,
  }),
  justifyItems: cssSelect(
    'Justify items',
    'Justifier les éléments',
    [
      option('stretch', 'Stretch', 'Étirer'),
      option('start', 'Start', 'Début'),
      option('center', 'Centre', 'Centre'),
      option('end', 'End', 'Fin'),
    ],
    { hidden: notGrid },
  ),
  // As a grid item (shown while the parent is a grid): e.g. `1 / 3` or `span 2`.
  gridColumn: cssText('Grid column', 'Colonne de grille', {
    hidden: itemField(GRID_DISPLAYS, 'gridColumn'),
  }),
  gridRow: cssText('Grid row', 'Ligne de grille', { hidden: itemField(GRID_DISPLAYS, 'gridRow') }),
  justifySelf: cssSelect(
    'Justify self',
    'Se justifier',
    [
      option('stretch', 'Stretch', 'Étirer'),
      option('start', 'Start', 'Début'),
      option('center', 'Centre', 'Centre'),
      option('end', 'End', 'Fin'),
    ],
    { hidden: itemField(GRID_DISPLAYS, 'justifySelf') },
  ),
} satisfies StyleGroup;
