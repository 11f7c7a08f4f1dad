/**
 * Undo history from immer patches with marks (tldraw's HistoryManager idea): each step keeps the
 * patches that made it and the ones that undo it, never a snapshot of the document, so a step
 * on a 2,000-element page costs what the change costs. Selection and hover are not recorded.
 */
import type { Patch } from 'immer';

export interface HistoryEntry {
  patches: Patch[];
  inverse: Patch[];
  /** Runs with the same key merge into this step until the history is marked. */
  mergeKey: string | undefined;
  /** Selection before the step, restored by undo. */
  selectionBefore: string | null;
  /** Selection after the step, restored by redo. */
  selectionAfter: string | null;
  /** The page the step happened on, shown again by undo and redo. */
  pageId: string | null;
}

export interface HistoryState {
  past: readonly HistoryEntry[];
  future: readonly HistoryEntry[];
  /** Set by `mark()`: the next change starts a new step even with the same merge key. */
  marked: boolean;
}

/** Steps kept; the oldest go first. */
export const HISTORY_LIMIT = 500;

export const emptyHistory = (): HistoryState => ({ past: [], future: [], marked: true });

/** Records a change: merged into the last step when it continues it, else a new step. */
export function record(history: HistoryState, entry: HistoryEntry): HistoryState {
  const last = history.past[history.past.length - 1];
  if (last && !history.marked && entry.mergeKey !== undefined && last.mergeKey === entry.mergeKey) {
    const merged: HistoryEntry = {
      ...last,
      patches: [...last.patches, ...entry.patches],
      inverse: [...entry.inverse, ...last.inverse],
      selectionAfter: entry.selectionAfter,
    };
    return { past: [...history.past.slice(0, -1), merged], future: [], marked: false };
  }
  const past = [...history.past, entry];
  if (past.length > HISTORY_LIMIT) past.splice(0, past.length - HISTORY_LIMIT);
  // A change without a merge key is a step of its own: the next one starts another.
  return { past, future: [], marked: entry.mergeKey === undefined };
}
