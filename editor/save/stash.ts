/**
 * Unsaved files kept in this browser's IndexedDB (idb-keyval, one key per site), written before
 * every network save and removed once the server has the file, so a closed tab, a crash or a
 * server that is down loses nothing. Each entry keeps the ETag it was based on, so reopening
 * the editor saves it only over the version it was made from.
 */
import { createStore, get, update, del, type UseStore } from 'idb-keyval';
import type { FileContent } from './files.ts';

export interface StashedFile {
  /** The file's content, or null when the file was removed. */
  content: FileContent | null;
  /** The server's ETag the change was made over; null for a file that did not exist. */
  baseEtag: string | null;
  /** Which save wrote this entry: a later save must not remove a newer entry. */
  stamp: string;
  /** When it was written (ms since the epoch). */
  savedAt: number;
}

export type Stash = Record<string, StashedFile>;

let database: UseStore | null = null;
/** The IndexedDB store, opened on first use. */
function idb(): UseStore {
  database ??= createStore('baobab-editor', 'unsaved');
  return database;
}

export const stashKey = (siteId: string) => `site:${siteId}`;

/** The unsaved files kept for a site. */
export async function readStash(siteId: string): Promise<Stash> {
  return (await get<Stash>(stashKey(siteId), idb())) ?? {};
}

/** Keeps these files (read, changed and written in one transaction: other tabs keep theirs). */
export async function stashFiles(siteId: string, files: Stash): Promise<void> {
  await update<Stash>(stashKey(siteId), (old) => ({ ...old, ...files }), idb());
}

/** Forgets a saved file, unless a later save has stashed a newer version of it. */
export async function unstashFile(siteId: string, path: string, stamp: string): Promise<void> {
  await update<Stash>(
    stashKey(siteId),
    (old) => {
      if (old?.[path]?.stamp !== stamp) return old ?? {};
      const { [path]: _saved, ...rest } = old;
      return rest;
    },
    idb(),
  );
}

/** Forgets every unsaved file of a site (after reloading the server's version). */
export async function clearStash(siteId: string): Promise<void> {
  await del(stashKey(siteId), idb());
}
