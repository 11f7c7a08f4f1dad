/**
 * Pure geometry of dropping on the canvas: where in a list of children a pointer falls, where
 * the drop indicator goes, and whether a pointer is on a container's edge (drop beside it rather
 * than inside). Rects are in the frame's viewport coordinates, as `getBoundingClientRect` gives.
 */

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** How a container lays out its children: along a row or a column, maybe reversed. */
export interface Flow {
  axis: 'row' | 'column';
  reverse: boolean;
}

export const COLUMN: Flow = { axis: 'column', reverse: false };

const right = (r: Rect) => r.left + r.width;
const bottom = (r: Rect) => r.top + r.height;
/** A child that takes no space (`display: none`, a hidden element) is not a drop reference. */
export const isShown = (r: Rect | null | undefined): r is Rect =>
  !!r && (r.width > 0 || r.height > 0);

/** The flow of a container from its computed `display` and `flex-direction`. */
export function flowOf(display: string, direction: string): Flow {
  if (display.includes('flex')) {
    return {
      axis: direction.startsWith('row') ? 'row' : 'column',
      reverse: direction.endsWith('reverse'),
    };
  }
  return COLUMN;
}

/**
 * The index to insert at among `children` (null or empty rects are skipped but counted): before
 * the first child the pointer is before, in reading order. Rows that wrap are read line by line.
 */
export function indexAt(children: ReadonlyArray<Rect | null>, flow: Flow, point: Point): number {
  for (let i = 0; i < children.length; i++) {
    const r = children[i];
    if (!isShown(r)) continue;
    if (flow.axis === 'column') {
      const mid = r.top + r.height / 2;
      if (flow.reverse ? point.y > mid : point.y < mid) return i;
    } else {
      const mid = r.left + r.width / 2;
      // A child on a later line (below the pointer) comes after it; on the pointer's line, compare x.
      if (point.y < r.top) return i;
      if (point.y <= bottom(r) && (flow.reverse ? point.x > mid : point.x < mid)) return i;
    }
  }
  return children.length;
}

/** Where the pointer is along a box on the flow's axis: `before`, `after` its edges, or `inside`. */
export function edgeOf(
  box: Rect,
  flow: Flow,
  point: Point,
  edge = 10,
): 'before' | 'after' | 'inside' {
  const [start, size, at] =
    flow.axis === 'column' ? [box.top, box.height, point.y] : [box.left, box.width, point.x];
  const zone = Math.min(edge, size / 4);
  const first = at < start + zone;
  const last = at > start + size - zone;
  if (!first && !last) return 'inside';
  return first !== flow.reverse ? 'before' : 'after';
}

/** Before or after one box along a flow (its middle decides). */
export function sideOf(box: Rect, flow: Flow, point: Point): 'before' | 'after' {
  const before =
    flow.axis === 'column'
      ? point.y < box.top + box.height / 2
      : point.x < box.left + box.width / 2;
  return before !== flow.reverse ? 'before' : 'after';
}

/** The drop indicator: a line between children, or the container's box when it has none shown. */
export function indicatorRect(
  container: Rect,
  children: ReadonlyArray<Rect | null>,
  index: number,
  flow: Flow,
  thickness = 4,
): { kind: 'line' | 'box'; rect: Rect } {
  const shown = children
    .map((r, i) => ({ r, i }))
    .filter((c): c is { r: Rect; i: number } => isShown(c.r));
  if (shown.length === 0) return { kind: 'box', rect: container };
  const before = [...shown].reverse().find((c) => c.i < index)?.r;
  const after = shown.find((c) => c.i >= index)?.r;
  // In a reversed flow the list's next child sits visually before.
  const [lead, trail] = flow.reverse ? [after, before] : [before, after];
  const half = thickness / 2;
  if (flow.axis === 'column') {
    const at =
      lead && trail ? (bottom(lead) + trail.top) / 2 : lead ? bottom(lead) + 2 : trail!.top - 2;
    const ref = (trail ?? lead)!;
    return {
      kind: 'line',
      rect: { left: ref.left, top: at - half, width: ref.width, height: thickness },
    };
  }
  const sameLine = lead && trail && trail.top < bottom(lead) && lead.top < bottom(trail);
  const ref = (trail ?? lead)!;
  const at =
    lead && trail && sameLine
      ? (right(lead) + trail.left) / 2
      : trail
        ? trail.left - 2
        : right(lead!) + 2;
  return {
    kind: 'line',
    rect: { left: at - half, top: ref.top, width: thickness, height: ref.height },
  };
}

/** Whether a point is inside a rect. */
export const contains = (r: Rect, p: Point) =>
  p.x >= r.left && p.x <= right(r) && p.y >= r.top && p.y <= bottom(r);
