import { defineComponent, label, type PropertyDefinition } from '../define.ts';

export type ColumnsType = 'columns' | 'rows' | 'mosaic';
export type ColumnsJustify =
  'start' | 'center' | 'end' | 'space-between' | 'space-around' | 'space-evenly';
export type ColumnsAlign = 'stretch' | 'start' | 'center' | 'end';

export interface ColumnsProps {
  type: ColumnsType;
  /** Children in reverse order (the last child first). */
  reverse: boolean;
  /** The last column is pushed to the end of its row. */
  pushLast: boolean;
  /**
   * Width of each child, in units of the 12-unit grid (child i takes `lengthInUnit[i]`). Items
   * are whole numbers 1–12; the component clamps junk (see `spanOf`).
   */
  lengthInUnit: unknown[];
  justifyContent: ColumnsJustify;
  alignItems: ColumnsAlign;
  /** Space between columns, e.g. `16px` (0–100 px). */
  columnGap: string;
  /** Space between rows of columns, e.g. `16px` (0–100 px). */
  rowGap: string;
}

/** The grid the widths are counted in (seeds §9: "Columns 12-unit grid"). */
export const GRID_UNITS = 12;

const isRows = (props: Readonly<Record<string, unknown>>) => props.type === 'rows';

/** Gaps: px only, 0–100 (seeds §5 "gaps 0-100 px"). */
const gap = (en: string, fr: string): PropertyDefinition => ({
  type: 'length',
  label: label(en, fr),
  // Default: 16px, a gutter that separates columns without wasting width.
  default: '16px',
  section: 'settings',
  bindable: true,
  responsive: true,
  units: [{ min: 0, max: 100, step: 1, unit: 'px' }],
  group: label('Spacing', 'Espacement'),
});

export const columnsDefinition = defineComponent({
  type: 'columns',
  label: label('Columns', 'Colonnes'),
  category: 'layout',
  slots: ['default'],
  // The component lays its children out on a CSS grid; only grid display modes make sense.
  displayModes: ['grid', 'inline-grid'],
  properties: {
    type: {
      type: 'select',
      label: label('Layout', 'Disposition'),
      // Default: columns, side by side on the 12-unit grid.
      default: 'columns',
      section: 'settings',
      bindable: true,
      responsive: true,
      options: [
        { value: 'columns', label: label('Columns', 'Colonnes') },
        { value: 'rows', label: label('Rows', 'Lignes') },
        { value: 'mosaic', label: label('Mosaic', 'Mosaïque') },
      ],
    },
    reverse: {
      type: 'boolean',
      label: label('Reverse order', 'Ordre inversé'),
      // Default: false (children in the navigator's order).
      default: false,
      section: 'settings',
      bindable: true,
      responsive: true,
    },
    pushLast: {
      type: 'boolean',
      label: label('Push last column to the end', 'Pousser la dernière colonne à la fin'),
      // Default: false.
      default: false,
      section: 'settings',
      bindable: true,
      responsive: true,
      hidden: isRows,
    },
    lengthInUnit: {
      type: 'array',
      label: label('Column widths (units of 12)', 'Largeurs des colonnes (unités sur 12)'),
      // Default: two half-width columns. Each item is a whole number 1–12 (define.ts cannot
      // describe an array of numbers, so the bounds are enforced by the component).
      default: [6, 6],
      section: 'settings',
      bindable: true,
      responsive: true,
      hidden: isRows,
    },
    justifyContent: {
      type: 'select',
      label: label('Horizontal alignment', 'Alignement horizontal'),
      // Default: start. Spacing is counted in whole grid units (a 12-unit grid has no halves).
      default: 'start',
      section: 'settings',
      bindable: true,
      responsive: true,
      hidden: (props) => props.type !== 'columns',
      options: [
        { value: 'start', label: label('Start', 'Début') },
        { value: 'center', label: label('Center', 'Centre') },
        { value: 'end', label: label('End', 'Fin') },
        { value: 'space-between', label: label('Space between', 'Espace entre') },
        { value: 'space-around', label: label('Space around', 'Espace autour') },
        { value: 'space-evenly', label: label('Space evenly', 'Espace égal') },
      ],
    },
    alignItems: {
      type: 'select',
      label: label('Vertical alignment', 'Alignement vertical'),
      // Default: stretch, so columns of a row share its height (cards line up).
      default: 'stretch',
      section: 'settings',
      bindable: true,
      responsive: true,
      options: [
        { value: 'stretch', label: label('Stretch', 'Étirer') },
        { value: 'start', label: label('Top', 'Haut') },
        { value: 'center', label: label('Center', 'Centre') },
        { value: 'end', label: label('Bottom', 'Bas') },
      ],
    },
    columnGap: gap('Column gap', 'Espace entre colonnes'),
    rowGap: gap('Row gap', 'Espace entre lignes'),
  },
});
