import { describe, expect, it } from 'vitest';
import { fitCanvas, frameToWindow, scaleRect, windowToFrame } from './scale.ts';

describe('fitCanvas', () => {
  it('lays the desktop page out over the whole area, never under 992 px, scaled down to fit', () => {
    expect(fitCanvas(null, 1320)).toEqual({ width: 1320, scale: 1 });
    expect(fitCanvas(null, 992)).toEqual({ width: 992, scale: 1 });
    const narrow = fitCanvas(null, 840);
    expect(narrow.width).toBe(992);
    expect(narrow.scale).toBeCloseTo(840 / 992);
  });

  it('keeps a tablet or mobile width, scaled down only when the area is narrower', () => {
    expect(fitCanvas(991, 1320)).toEqual({ width: 991, scale: 1 });
    expect(fitCanvas(767, 840)).toEqual({ width: 767, scale: 1 });
    expect(fitCanvas(991, 680).scale).toBeCloseTo(680 / 991);
  });

  it('is unscaled until the area is measured', () => {
    expect(fitCanvas(null, null)).toEqual({ width: null, scale: 1 });
    expect(fitCanvas(767, 0)).toEqual({ width: 767, scale: 1 });
  });
});

describe('window ↔ frame coordinates', () => {
  const box = { left: 300, top: 50 } as DOMRect;

  it('scales rects and maps points both ways', () => {
    expect(scaleRect({ left: 100, top: 40, width: 200, height: 20 }, 0.5)).toEqual({
      left: 50,
      top: 20,
      width: 100,
      height: 10,
    });
    const rect = { left: 1, top: 2, width: 3, height: 4 };
    expect(scaleRect(rect, 1)).toBe(rect);
    expect(windowToFrame({ x: 400, y: 150 }, box, 0.5)).toEqual({ x: 200, y: 200 });
    expect(frameToWindow({ x: 200, y: 200 }, box, 0.5)).toEqual({ x: 400, y: 150 });
  });
});
