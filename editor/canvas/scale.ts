/**
 * The canvas shown smaller than its width when the editor's window has not the room: the
 * desktop page is never laid out narrower than the desktop breakpoint starts (992 px), nor a
 * tablet or mobile one narrower than its own width, so in a narrower canvas area the frame is
 * scaled down to fit (a 1,440 px window leaves the canvas about 840 px: desktop at 0.85)
 * instead of being cut and scrolled sideways. The overlay stays at full size and draws the
 * frame's boxes scaled; code that maps between the window and the frame uses `frameScale`.
 */
import type { Point, Rect } from './geometry.ts';

/** The desktop canvas is never narrower than the desktop breakpoint starts (992 px). */
export const DESKTOP_MIN_WIDTH = 992;

export interface CanvasFit {
  /** The frame's own width (CSS px of its page); null: the whole area, at least 992 px. */
  width: number | null;
  /** Shown size / own size, at most 1. */
  scale: number;
}

/**
 * How the frame fits an area `available` px wide (null: not measured yet) at a breakpoint of
 * `breakpointWidth` px (null: desktop, as wide as the area allows).
 */
export function fitCanvas(breakpointWidth: number | null, available: number | null): CanvasFit {
  if (available === null || available <= 0) return { width: breakpointWidth, scale: 1 };
  const width = breakpointWidth ?? Math.max(available, DESKTOP_MIN_WIDTH);
  return { width, scale: Math.min(1, available / width) };
}

/** A rect of the frame's coordinates in the shown (scaled) frame's. */
export const scaleRect = (rect: Rect, scale: number): Rect =>
  scale === 1
    ? rect
    : {
        left: rect.left * scale,
        top: rect.top * scale,
        width: rect.width * scale,
        height: rect.height * scale,
      };

/** How much smaller the frame shows than its own size (1: not scaled). */
export function frameScale(frame: Element, box: DOMRect = frame.getBoundingClientRect()): number {
  const own = (frame as HTMLElement).offsetWidth;
  return own > 0 && box.width > 0 ? box.width / own : 1;
}

/** A point of the window in the frame's coordinates. */
export const windowToFrame = (point: Point, box: DOMRect, scale: number): Point => ({
  x: (point.x - box.left) / scale,
  y: (point.y - box.top) / scale,
});

/** A point of the frame in the window's coordinates. */
export const frameToWindow = (point: Point, box: DOMRect, scale: number): Point => ({
  x: box.left + point.x * scale,
  y: box.top + point.y * scale,
});
