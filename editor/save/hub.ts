/**
 * What the saving session shows (state, conflicts, problems) and can be asked (retry, keep mine,
 * reload, flush), per editor store: the toolbar's status and publish button mount before the
 * session starts, so they subscribe here and the session fills it in.
 */
import type { Problem } from '@shared/schema/problems.ts';
import type { EditorStore } from '../store/store.ts';

export type SaveState =
  | 'saved'
  | 'unsaved'
  | 'saving'
  | 'offline'
  /** The session ended (401): the work is kept in this browser until the author signs in. */
  | 'signed-out'
  | 'conflict'
  /** A file on the server cannot be read (not JSON): kept in this browser, not retried. */
  | 'unreadable'
  | 'error';

/** A file the server has in another version than the one the author's change was made over. */
export interface Conflict {
  path: string;
  /** The server's ETag now (null: removed there). */
  etag: string | null;
}

/**
 * A file the server refused: invalid (with its problems), too large, unreadable on the server
 * (with where it breaks), or refused otherwise.
 */
export interface SaveError {
  path: string;
  kind: 'invalid' | 'too-large' | 'unreadable' | 'refused';
  message: string;
  problems: Problem[];
  /** `unreadable`: the server's file, its line and column (null: not a JSON problem) and why. */
  unreadable?: { file: string; at: { line: number; column: number } | null; reason: string };
}

export interface SaveSnapshot {
  state: SaveState;
  /** The session has started and restored what this browser kept: saving runs. */
  ready: boolean;
  /** Files waiting to be saved (changed, in flight or refused). */
  pending: number;
  conflicts: readonly Conflict[];
  errors: readonly SaveError[];
  /** When the next try is due while offline (ms since the epoch). */
  retryAt: number | null;
  /** Files restored from this browser when the editor opened; `seq` grows with each restore. */
  restored: { seq: number; count: number } | null;
  /** Reloading the server's version failed (it cannot be reached). */
  reloadFailed: boolean;
}

export interface SaveControls {
  /** Saves everything now; true when nothing is left unsaved. */
  flushNow(): Promise<boolean>;
  /** Tries again now while offline or signed out, or once an unreadable file is fixed. */
  retryNow(): void;
  /** Conflict: saves the author's version over the server's. */
  keepMine(): void;
  /** Conflict: drops the author's unsaved changes and loads the site as the server has it. */
  reloadTheirs(): Promise<void>;
}

export const IDLE: SaveSnapshot = {
  state: 'saved',
  ready: false,
  pending: 0,
  conflicts: [],
  errors: [],
  retryAt: null,
  restored: null,
  reloadFailed: false,
};

export class SaveHub {
  snapshot: SaveSnapshot = IDLE;
  controls: SaveControls | null = null;
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SaveSnapshot => this.snapshot;

  set(snapshot: SaveSnapshot): void {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }
}

const hubs = new WeakMap<EditorStore, SaveHub>();

/** The saving hub of a store (made on first use). */
export function saveHubOf(store: EditorStore): SaveHub {
  let hub = hubs.get(store);
  if (!hub) {
    hub = new SaveHub();
    hubs.set(store, hub);
  }
  return hub;
}
