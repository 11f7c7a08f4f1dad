/**
 * Where each child of a columns element goes on the 12-unit grid. Pure: the component turns the
 * placements into `grid-column` / `grid-row` of the wrapper around each child.
 */
import { GRID_UNITS, type ColumnsJustify, type ColumnsType } from './definition.ts';

export interface Placement {
  /** Index of the child in the slot (the navigator's order). */
  child: number;
  gridColumn: string;
  /** Explicit row for `columns` (rows are packed here, so alignment can be computed per row). */
  gridRow?: string;
}

export interface ColumnsPlan {
  /** In display order (reversed when `reverse`). */
  placements: Placement[];
  /** What was wrong with the settings (junk widths…), for a one-time console warning. */
  warnings: string[];
}

export interface PlanSettings {
  type: ColumnsType;
  reverse: boolean;
  pushLast: boolean;
  lengthInUnit: unknown;
  justifyContent: ColumnsJustify;
}

const clampUnits = (n: number) => Math.min(GRID_UNITS, Math.max(1, Math.round(n)));

/**
 * A child's width in grid units: a whole number 1–12. Numbers (or numeric text) are rounded and
 * clamped; anything else is junk and takes `fallback`.
 */
export function spanOf(value: unknown, fallback: number): { span: number; problem?: string } {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (!Number.isFinite(number))
    return { span: fallback, problem: `${JSON.stringify(value) ?? String(value)} is not a width` };
  const span = clampUnits(number);
  return span === number ? { span } : { span, problem: `${number} is outside 1–${GRID_UNITS}` };
}

/** Leading space and space between items, in grid units, for the free units of a row. */
function spacing(justify: ColumnsJustify, free: number, count: number): [number, number] {
  switch (justify) {
    case 'end':
      return [free, 0];
    case 'center':
      return [free / 2, 0];
    case 'space-between':
      return count > 1 ? [0, free / (count - 1)] : [0, 0];
    case 'space-around':
      return [free / (2 * count), free / count];
    case 'space-evenly':
      return [free / (count + 1), free / (count + 1)];
    default:
      return [0, 0];
  }
}

/**
 * Rows packed greedily (a child that does not fit in what is left of a row starts the next), then
 * each row's free units spread per `justify`. Positions are rounded to whole units; since every
 * span is whole, rounding never makes two columns overlap or one cross the grid's end.
 */
function columnsPlacements(
  order: number[],
  spans: number[],
  justify: ColumnsJustify,
  pushLast: boolean,
): Placement[] {
  const rows: number[][] = [];
  let used = GRID_UNITS;
  for (const child of order) {
    const span = spans[child]!;
    if (used + span > GRID_UNITS) {
      rows.push([]);
      used = 0;
    }
    rows[rows.length - 1]!.push(child);
    used += span;
  }
  const placements: Placement[] = [];
  rows.forEach((row, r) => {
    const total = row.reduce((sum, child) => sum + spans[child]!, 0);
    const [lead, between] = spacing(justify, GRID_UNITS - total, row.length);
    let before = 0;
    row.forEach((child, k) => {
      const span = spans[child]!;
      const start = 1 + Math.round(lead + k * between + before);
      before += span;
      placements.push({ child, gridColumn: `${start} / span ${span}`, gridRow: String(r + 1) });
    });
  });
  const last = placements[placements.length - 1];
  if (pushLast && last) {
    const span = spans[last.child]!;
    last.gridColumn = `${GRID_UNITS + 1 - span} / span ${span}`;
  }
  return placements;
}

export function planColumns(count: number, settings: PlanSettings): ColumnsPlan {
  const warnings: string[] = [];
  const lengths = Array.isArray(settings.lengthInUnit) ? settings.lengthInUnit : [];
  if (!Array.isArray(settings.lengthInUnit) && settings.lengthInUnit != null)
    warnings.push('lengthInUnit is not a list of widths');
  // Children without a width share the row evenly.
  const even = Math.max(1, Math.floor(GRID_UNITS / Math.max(1, count)));
  const spans = Array.from({ length: count }, (_, i) => {
    if (i >= lengths.length) return even;
    const { span, problem } = spanOf(lengths[i], even);
    if (problem) warnings.push(`lengthInUnit[${i}]: ${problem}; using ${span}`);
    return span;
  });
  const order = Array.from({ length: count }, (_, i) => i);
  if (settings.reverse) order.reverse();

  let placements: Placement[];
  if (settings.type === 'rows') {
    placements = order.map((child) => ({ child, gridColumn: '1 / -1' }));
  } else if (settings.type === 'mosaic') {
    placements = order.map((child, k) => ({
      child,
      gridColumn:
        settings.pushLast && k === count - 1 ? `span ${spans[child]} / -1` : `span ${spans[child]}`,
    }));
  } else {
    placements = columnsPlacements(order, spans, settings.justifyContent, settings.pushLast);
  }
  return { placements, warnings };
}

const GAP = /^(-?\d*\.?\d+)\s*(px)?$/i;

/** A gap as `Npx` within 0–100 px; anything unreadable is 0px. */
export function gapOf(value: unknown): { gap: string; problem?: string } {
  const match =
    typeof value === 'number' ? [String(value), String(value)] : GAP.exec(String(value).trim());
  const number = match ? Number(match[1]) : NaN;
  if (!Number.isFinite(number)) {
    return value == null || value === ''
      ? { gap: '0px' }
      : { gap: '0px', problem: `gap ${JSON.stringify(value)} is not a px length` };
  }
  const clamped = Math.min(100, Math.max(0, number));
  return clamped === number
    ? { gap: `${number}px` }
    : { gap: `${clamped}px`, problem: `gap ${number}px is outside 0–100px` };
}
