/**
 * How the canvas frame reaches the editor: the parent window holds one `CanvasBridge` under a
 * global key, set by `<Canvas>` before the iframe loads. Frame and editor share the origin, so
 * the frame calls the store directly (zustand's vanilla `getState`/`subscribe` work across the
 * window boundary).
 */
import type { Command } from '../store/commands/index.ts';
import type { DispatchResult, EditorStore } from '../store/store.ts';
import type { CanvasProblem } from './problems.ts';

export const BRIDGE_KEY = '__baobabCanvas';

export interface CanvasBridge {
  store: EditorStore;
  /** Runs a command; a refused one is shown to the author as a notice. */
  dispatch(command: Command): DispatchResult;
  /** The frame has rendered the page (after its first render, and after each rebuild). */
  rendered(): void;
  /** Inline text editing started (element id) or ended (null): the overlay steps aside. */
  editing(elementId: string | null): void;
  /** A right click in the frame: the element menu opens there (editor window coordinates). */
  contextMenu(at: { x: number; y: number }): void;
  /** Calls `listener` each time autosave has saved everything; returns the unsubscribe. */
  onSaved(listener: () => void): () => void;
  /** The shown page's problems so far (all of them, each time; none after a new session). */
  problems(list: readonly CanvasProblem[]): void;
}

type BridgeHolder = { [BRIDGE_KEY]?: CanvasBridge };

/** Sent on the editor's window when a bridge is published (a frame that loaded early waits). */
export const BRIDGE_EVENT = 'baobab:canvas-bridge';

/** Publishes the bridge on the editor's window; returns its removal. */
export function provideBridge(win: Window, bridge: CanvasBridge): () => void {
  (win as unknown as BridgeHolder)[BRIDGE_KEY] = bridge;
  win.dispatchEvent(new Event(BRIDGE_EVENT));
  return () => {
    const holder = win as unknown as BridgeHolder;
    if (holder[BRIDGE_KEY] === bridge) delete holder[BRIDGE_KEY];
  };
}

/** The bridge of the editor this frame is in, if any. */
export function readBridge(frame: Window): CanvasBridge | undefined {
  try {
    return frame.parent === frame
      ? undefined
      : (frame.parent as unknown as BridgeHolder)[BRIDGE_KEY];
  } catch {
    return undefined; // another origin
  }
}

/**
 * The bridge, once the editor publishes it: a frame the editor's page started early (before its
 * site had loaded, `editor/index.html`) waits for it. Undefined outside an editor.
 */
export function whenBridge(frame: Window): Promise<CanvasBridge | undefined> {
  const bridge = readBridge(frame);
  if (bridge || frame.parent === frame) return Promise.resolve(bridge);
  return new Promise((resolve) => {
    try {
      frame.parent.addEventListener(BRIDGE_EVENT, () => resolve(readBridge(frame)), {
        once: true,
      });
    } catch {
      resolve(undefined); // another origin
    }
  });
}
