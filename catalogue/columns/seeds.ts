import type { ComponentSeeds } from '../seeds.ts';

/**
 * Seeds §3 "Columns", by hand: "type (columns, rows, mosaic); reverse; pushLast; lengthInUnit
 * (12-unit grid default); justifyContent; alignItems. Gaps 0-100 px." §5 repeats "gaps 0-100 px";
 * §9 "Columns 12-unit grid". The seeds give no default widths and no gap names: the two gaps
 * are `columnGap` and `rowGap`.
 */
export const columnsSeeds: ComponentSeeds = {
  heading: 'Columns',
  properties: [
    { name: 'type', options: ['columns', 'rows', 'mosaic'] },
    { name: 'reverse' },
    { name: 'pushLast' },
    { name: 'lengthInUnit' },
    { name: 'justifyContent' },
    { name: 'alignItems' },
    { name: 'columnGap', bounds: [{ min: 0, max: 100, unit: 'px' }] },
    { name: 'rowGap', bounds: [{ min: 0, max: 100, unit: 'px' }] },
  ],
};
