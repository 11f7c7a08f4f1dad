import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_EVENT, provideBridge, whenBridge, type CanvasBridge } from './bridge.ts';
import { frameSrc, placeCanvasFrame } from './frame-element.ts';

// happy-dom loads no iframe page: it prints an error to stderr (through the console it was
// created with, not the test's) for each frame put in the document. Those are expected and kept
// out of the test output; anything else written there fails the test.
const NO_IFRAME_PAGES = /Failed to load iframe page ".*"\. Iframe page loading is disabled\./;
let written: string[] = [];
beforeEach(() => {
  written = [];
  const write = process.stderr.write.bind(process.stderr);
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    const text = String(chunk);
    if (NO_IFRAME_PAGES.test(text)) return true;
    written.push(text);
    return write(chunk);
  });
});
afterEach(() => {
  document.body.innerHTML = '';
  document.querySelectorAll('iframe').forEach((frame) => frame.remove());
  vi.restoreAllMocks();
  expect(written).toEqual([]);
});

function earlyFrame(siteId: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.setAttribute('src', frameSrc(siteId));
  frame.setAttribute('data-early-canvas', '');
  frame.setAttribute('style', 'visibility:hidden');
  document.documentElement.append(frame);
  return frame;
}

describe("the canvas's iframe", () => {
  it("moves the page's early frame into place, keeping it, when the browser can", () => {
    const early = earlyFrame('demo');
    const slot = Object.assign(document.createElement('div'), {
      moveBefore: vi.fn(function (this: HTMLElement, node: Node) {
        this.append(node);
      }),
    });
    document.body.append(slot);
    expect(placeCanvasFrame(slot, 'demo')).toBe(early);
    expect(slot.moveBefore).toHaveBeenCalledWith(early, null);
    expect(early.parentElement).toBe(slot);
    expect(early.hasAttribute('data-early-canvas')).toBe(false);
    expect(early.getAttribute('style')).toBeNull();
  });

  it('makes a new frame for another site, or where a move would reload it, and drops the early one', () => {
    const early = earlyFrame('other');
    const slot = document.createElement('div');
    document.body.append(slot);
    const frame = placeCanvasFrame(slot, 'demo');
    expect(frame).not.toBe(early);
    expect(frame.getAttribute('src')).toBe('/canvas-frame?site=demo');
    expect(early.isConnected).toBe(false);
  });

  it('a frame loaded before the editor had its site waits for the bridge', async () => {
    // The frame's window, as the frame's code sees it: its parent is the editor's.
    const inFrame = { parent: window } as unknown as Window;
    let found: CanvasBridge | undefined;
    const waiting = whenBridge(inFrame).then((bridge) => (found = bridge));
    await Promise.resolve();
    expect(found).toBeUndefined();
    const bridge = { rendered: vi.fn() } as unknown as CanvasBridge;
    const listener = vi.fn();
    window.addEventListener(BRIDGE_EVENT, listener);
    const remove = provideBridge(window, bridge);
    await waiting;
    expect(found).toBe(bridge);
    expect(listener).toHaveBeenCalledTimes(1);
    remove();
    window.removeEventListener(BRIDGE_EVENT, listener);
  });
});
