import { describe, expect, it } from 'vitest';
import { COLUMN, edgeOf, flowOf, indexAt, indicatorRect, sideOf, type Rect } from './geometry.ts';

const box = (left: number, top: number, width: number, height: number): Rect => ({
  left,
  top,
  width,
  height,
});
const ROW = { axis: 'row', reverse: false } as const;

describe('drop geometry', () => {
  // Three children stacked: 0-20, 30-50, 60-80.
  const column = [box(0, 0, 100, 20), box(0, 30, 100, 20), box(0, 60, 100, 20)];

  it('finds the index between children of a column by their middles', () => {
    expect(indexAt(column, COLUMN, { x: 5, y: 5 })).toBe(0);
    expect(indexAt(column, COLUMN, { x: 5, y: 15 })).toBe(1);
    expect(indexAt(column, COLUMN, { x: 5, y: 45 })).toBe(2);
    expect(indexAt(column, COLUMN, { x: 5, y: 200 })).toBe(3);
    expect(indexAt([], COLUMN, { x: 5, y: 5 })).toBe(0);
  });

  it('skips children that are not shown but keeps counting them', () => {
    const withHidden = [column[0]!, box(0, 0, 0, 0), null, column[1]!];
    expect(indexAt(withHidden, COLUMN, { x: 5, y: 35 })).toBe(3);
    expect(indexAt(withHidden, COLUMN, { x: 5, y: 45 })).toBe(4);
  });

  it('reads a wrapping row line by line', () => {
    // Line 1: [0-40] [50-90]; line 2: [0-40] at y 30-50.
    const row = [box(0, 0, 40, 20), box(50, 0, 40, 20), box(0, 30, 40, 20)];
    expect(indexAt(row, ROW, { x: 10, y: 10 })).toBe(0);
    expect(indexAt(row, ROW, { x: 30, y: 10 })).toBe(1);
    expect(indexAt(row, ROW, { x: 95, y: 10 })).toBe(2);
    expect(indexAt(row, ROW, { x: 35, y: 40 })).toBe(3);
  });

  it('handles reversed flows', () => {
    const reversed = { axis: 'column', reverse: true } as const;
    // column-reverse: the first child is at the bottom.
    const children = [box(0, 60, 100, 20), box(0, 30, 100, 20)];
    expect(indexAt(children, reversed, { x: 5, y: 75 })).toBe(0);
    expect(indexAt(children, reversed, { x: 5, y: 65 })).toBe(1);
    expect(indexAt(children, reversed, { x: 5, y: 5 })).toBe(2);
  });

  it('reads the flow from display and flex-direction', () => {
    expect(flowOf('flex', 'row')).toEqual({ axis: 'row', reverse: false });
    expect(flowOf('inline-flex', 'column-reverse')).toEqual({ axis: 'column', reverse: true });
    expect(flowOf('block', 'row')).toEqual(COLUMN);
  });

  it('tells the edges of a container from its inside, and the sides of a leaf', () => {
    const container = box(0, 100, 200, 100);
    expect(edgeOf(container, COLUMN, { x: 50, y: 103 })).toBe('before');
    expect(edgeOf(container, COLUMN, { x: 50, y: 150 })).toBe('inside');
    expect(edgeOf(container, COLUMN, { x: 50, y: 197 })).toBe('after');
    expect(edgeOf(container, ROW, { x: 195, y: 150 })).toBe('after');
    expect(sideOf(container, COLUMN, { x: 50, y: 120 })).toBe('before');
    expect(sideOf(container, ROW, { x: 150, y: 120 })).toBe('after');
  });

  it('draws a line between children, at the ends, or the box of an empty container', () => {
    const container = box(0, 0, 100, 100);
    expect(indicatorRect(container, column, 1, COLUMN, 4)).toEqual({
      kind: 'line',
      rect: { left: 0, top: 23, width: 100, height: 4 },
    });
    expect(indicatorRect(container, column, 0, COLUMN, 4).rect.top).toBe(-4);
    expect(indicatorRect(container, column, 3, COLUMN, 4).rect.top).toBe(80);
    expect(indicatorRect(container, [], 0, COLUMN)).toEqual({ kind: 'box', rect: container });
    const row = [box(0, 0, 40, 20), box(50, 0, 40, 20)];
    expect(indicatorRect(container, row, 1, ROW, 2).rect).toEqual({
      left: 44,
      top: 0,
      width: 2,
      height: 20,
    });
  });
});
