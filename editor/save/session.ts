/**
 * Autosave: the files a change touches are saved ~500 ms after the last change (at once when
 * the undo step ends), each with `If-Match` on the ETag it was read with (`If-None-Match: *` for
 * a new file, DELETE for a removed one). Before going to the network every unsaved file is kept
 * in IndexedDB (`stash.ts`) and it leaves only once the server has it; a server that cannot be
 * reached is retried with backoff (1 s, 2 s, 4 s… 30 s) and on the `online` event, and opening
 * the editor again restores what was kept. A file changed elsewhere (409) is never overwritten
 * silently: the author chooses (conflict dialog). A session that ended (401) is not "offline":
 * the work stays in IndexedDB, changes are kept at once, and nothing is sent until the author
 * signs in again (the editor reopens and restores it) or asks to try again. Only the network is
 * retried: a file the server cannot read (422 `unreadable`, changed on disk into what is not
 * JSON) is said with its place and kept here until the author asks again, and a 500 is an error.
 */
import type { SiteBundle } from '@shared/schema/site.ts';
import { loadSite, type Etags } from '../app/load-site.ts';
import type { EditorStore } from '../store/store.ts';
import { writeFile } from './client.ts';
import {
  changedFiles,
  documentFiles,
  fileContent,
  sameJson,
  saveOrder,
  withFiles,
  type FileContent,
} from './files.ts';
import {
  saveHubOf,
  type Conflict,
  type SaveControls,
  type SaveError,
  type SaveHub,
  type SaveSnapshot,
  type SaveState,
} from './hub.ts';
import { clearStash, readStash, stashFiles, unstashFile, type Stash } from './stash.ts';

export interface SaveOptions {
  /** Quiet time after the last change before saving (ms). */
  debounceMs?: number;
  /** First retry delay while offline (ms); doubles up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
}

const DEFAULTS = { debounceMs: 500, retryBaseMs: 1000, retryMaxMs: 30_000 };

/** The retry delay after `attempt` failed tries in a row (1, 2, 4… capped). */
export function retryDelay(attempt: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.max(0, attempt - 1));
}

interface Job {
  path: string;
  content: FileContent | null;
  base: string | null;
}

let stamps = 0;
const newStamp = () => `${Date.now().toString(36)}-${(++stamps).toString(36)}-${Math.random()}`;

class SaveSession implements SaveControls {
  private readonly options: typeof DEFAULTS;
  private readonly siteId: string;
  private readonly hub: SaveHub;
  /** The server's ETag of each file, as last read or written. */
  private etags = new Map<string, string>();
  /** Each file's content as the server has it (by reference: immer keeps unchanged files). */
  private saved = new Map<string, FileContent>();
  /** Files changed since they were last sent. */
  private readonly dirty = new Set<string>();
  /** Files sent in the save that is running. */
  private readonly sending = new Set<string>();
  private readonly conflicts = new Map<string, Conflict>();
  private readonly errors = new Map<string, SaveError>();
  private offline = false;
  /** The server answered 401: nothing is sent until a try succeeds. */
  private signedOut = false;
  private attempt = 0;
  private retryAt: number | null = null;
  private reloadFailed = false;
  private restoredSeq = 0;
  private restoredCount = 0;
  /** Restore finished: saving may start. */
  private ready = false;
  private stopped = false;
  /** The session is replacing the document itself (restore, reload): not a change to save. */
  private loading = false;
  private debounce: ReturnType<typeof setTimeout> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | null = null;
  /** A save asked for while one was running: done right after it. */
  private queued: 'send' | 'keep' | null = null;
  private readonly cleanups: Array<() => void> = [];

  constructor(
    private readonly store: EditorStore,
    etags: Etags,
    options: SaveOptions,
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.siteId = store.getState().siteId;
    this.hub = saveHubOf(store);
    this.etags = new Map(Object.entries(etags));
    this.saved = documentFiles(store.getState().doc);
  }

  start(): void {
    this.cleanups.push(
      this.store.onChange((patches) => {
        if (this.loading) return;
        const { paths, everything } = changedFiles(patches);
        if (everything) {
          const files = documentFiles(this.store.getState().doc);
          for (const path of new Set([...files.keys(), ...this.saved.keys()])) {
            if (files.get(path) !== this.saved.get(path)) this.dirty.add(path);
          }
        } else for (const path of paths) this.dirty.add(path);
        this.publish();
        // Signed out: kept in this browser at once, before the author leaves to sign in.
        this.schedule(this.signedOut ? 0 : this.options.debounceMs);
      }),
      // The end of an undo step (field blur, drag end) saves at once.
      this.store.subscribe((state, previous) => {
        if (state.history.marked && !previous.history.marked && this.dirty.size > 0) {
          this.schedule(0);
        }
      }),
    );
    if (typeof window !== 'undefined') {
      const online = () => this.retryNow();
      const beforeUnload = (event: BeforeUnloadEvent) => {
        // Signed out, the work is in this browser and the author is leaving to sign in.
        if (this.pendingCount() === 0 || this.signedOut) return;
        event.preventDefault();
        // Older browsers show the prompt only when returnValue is set.
        event.returnValue = '';
      };
      // Leaving anyway: keep what the quiet period has not sent yet (best effort).
      const pageHide = () => {
        if (this.ready && this.dirty.size > 0 && !this.running) void this.run('keep');
      };
      window.addEventListener('online', online);
      window.addEventListener('beforeunload', beforeUnload);
      window.addEventListener('pagehide', pageHide);
      this.cleanups.push(() => {
        window.removeEventListener('online', online);
        window.removeEventListener('beforeunload', beforeUnload);
        window.removeEventListener('pagehide', pageHide);
      });
    }
    this.hub.controls = this;
    this.publish();
    void this.restore();
  }

  stop(): void {
    // What the last quiet period has not sent yet is kept for the next time the site opens.
    if (this.ready && !this.stopped && this.dirty.size > 0) void this.run('keep');
    this.stopped = true;
    clearTimeout(this.debounce);
    clearTimeout(this.retry);
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    if (this.hub.controls === this) this.hub.controls = null;
  }

  /** Files the server does not have as the author sees them. */
  private pendingCount(): number {
    return new Set([
      ...this.dirty,
      ...this.sending,
      ...this.conflicts.keys(),
      ...this.errors.keys(),
    ]).size;
  }

  private state(): SaveState {
    if (this.conflicts.size > 0) return 'conflict';
    if (this.signedOut && this.pendingCount() > 0) return 'signed-out';
    if (this.offline && this.pendingCount() > 0) return 'offline';
    if ([...this.errors.values()].some((e) => e.kind === 'unreadable')) return 'unreadable';
    if (this.errors.size > 0) return 'error';
    if (this.sending.size > 0) return 'saving';
    if (this.dirty.size > 0) return 'unsaved';
    return 'saved';
  }

  private published = '';

  private publish(): void {
    if (this.stopped) return;
    const snapshot: SaveSnapshot = {
      state: this.state(),
      ready: this.ready,
      pending: this.pendingCount(),
      conflicts: [...this.conflicts.values()],
      errors: [...this.errors.values()],
      retryAt: this.offline ? this.retryAt : null,
      restored: this.restoredSeq > 0 ? { seq: this.restoredSeq, count: this.restoredCount } : null,
      reloadFailed: this.reloadFailed,
    };
    // A keystroke while already unsaved changes nothing the toolbar shows: no re-render.
    const key = JSON.stringify(snapshot);
    if (key === this.published) return;
    this.published = key;
    this.hub.set(snapshot);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    clearTimeout(this.debounce);
    const mode = this.offline || this.signedOut ? 'keep' : 'send';
    this.debounce = setTimeout(() => void this.flush(mode), ms);
  }

  /** Puts the document back as the session found it or chose it, without saving it. */
  private loadDocument(doc: SiteBundle): void {
    this.loading = true;
    try {
      this.store.load(doc);
    } finally {
      this.loading = false;
    }
  }

  /** Unsaved files kept by this browser go back into the document and are saved again. */
  private async restore(): Promise<void> {
    let stash: Stash = {};
    try {
      stash = await readStash(this.siteId);
    } catch {
      // No IndexedDB (private mode, blocked): nothing to restore.
    }
    if (this.stopped) return;
    const entries = Object.entries(stash);
    if (entries.length > 0) {
      const doc = withFiles(
        this.store.getState().doc,
        entries.map(([path, file]) => [path, file.content] as const),
      );
      this.loadDocument(doc);
      for (const [path, file] of entries) {
        // Saved over the version it was made from: if the server moved on, that is a conflict.
        if (file.baseEtag) this.etags.set(path, file.baseEtag);
        else this.etags.delete(path);
        this.dirty.add(path);
      }
      this.restoredSeq += 1;
      this.restoredCount = entries.length;
    }
    this.ready = true;
    this.publish();
    if (this.dirty.size > 0) await this.flush('send');
  }

  /**
   * Saves the dirty files. `keep` only stashes them in IndexedDB (offline: the retry timer and
   * the `online` event do the sending).
   */
  private flush(mode: 'send' | 'keep'): Promise<void> {
    if (this.running) {
      this.queued = mode === 'send' || this.queued === 'send' ? 'send' : 'keep';
      return this.running;
    }
    this.running = this.run(mode).finally(() => {
      this.running = null;
      const queued = this.queued;
      this.queued = null;
      if (queued && this.dirty.size > 0 && !this.stopped) void this.flush(queued);
    });
    return this.running;
  }

  private async run(mode: 'send' | 'keep'): Promise<void> {
    clearTimeout(this.debounce);
    if (!this.ready || this.stopped) return;
    // While the author chooses in a conflict, changes are only kept in this browser.
    if (this.conflicts.size > 0) mode = 'keep';
    const doc = this.store.getState().doc;
    const jobs: Job[] = [];
    for (const path of this.dirty) {
      const content = fileContent(doc, path) ?? null;
      const base = this.etags.get(path) ?? null;
      // Never existed on the server and gone again, or back to what the server has.
      const gone = content === null && base === null;
      if (gone || (content === this.saved.get(path) && !this.errors.has(path))) {
        this.dirty.delete(path);
        if (gone) this.errors.delete(path);
        continue;
      }
      jobs.push({ path, content, base });
    }
    if (jobs.length === 0) return this.publish();

    const stamp = newStamp();
    const stash: Stash = {};
    for (const job of jobs) {
      stash[job.path] = { content: job.content, baseEtag: job.base, stamp, savedAt: Date.now() };
    }
    try {
      await stashFiles(this.siteId, stash);
    } catch {
      // Without IndexedDB the work is still saved to the server; only recovery is lost.
    }
    if (this.stopped || mode === 'keep') return this.publish();

    jobs.sort(
      (a, b) =>
        saveOrder(a.path, a.base === null, a.content === null) -
        saveOrder(b.path, b.base === null, b.content === null),
    );
    const now = this.store.getState().doc;
    for (const job of jobs) {
      // A change made while the stash was written (an undo back to what the server has) stays
      // dirty, to be sent next: clearing it would leave the server one version behind.
      if (now === doc || (fileContent(now, job.path) ?? null) === job.content) {
        this.dirty.delete(job.path);
      }
      this.sending.add(job.path);
    }
    this.publish();

    // The server cannot be reached, or the session ended: the rest waits for the next try.
    let halted: 'unreachable' | 'signed-out' | null = null;
    let createFailed = false;
    for (const job of jobs) {
      if (halted || this.stopped || (job.path === 'site.json' && createFailed)) {
        // Left for the next try; site.json waits for the pages it lists.
        this.sending.delete(job.path);
        this.dirty.add(job.path);
        continue;
      }
      const ok = await this.send(job, stamp);
      if (ok === 'unreachable' || ok === 'signed-out') halted = ok;
      else if (!ok && job.base === null && job.content !== null) createFailed = true;
    }
    if (this.stopped) return;
    // No retry timer when signed out: only a new session helps.
    this.signedOut = halted === 'signed-out';
    if (halted === 'unreachable') {
      this.offline = true;
      this.attempt += 1;
      const delay = retryDelay(this.attempt, this.options.retryBaseMs, this.options.retryMaxMs);
      this.retryAt = Date.now() + delay;
      clearTimeout(this.retry);
      this.retry = setTimeout(() => this.retryNow(), delay);
    } else {
      this.offline = false;
      this.attempt = 0;
      this.retryAt = null;
    }
    this.publish();
  }

  /** Sends one file and records what the server answered; true when saved. */
  private async send(job: Job, stamp: string): Promise<boolean | 'unreachable' | 'signed-out'> {
    const outcome = await writeFile({ siteId: this.siteId, ...job });
    this.sending.delete(job.path);
    if (this.stopped) return false;
    const saved = (etag: string | null) => {
      if (etag) this.etags.set(job.path, etag);
      else this.etags.delete(job.path);
      if (job.content) this.saved.set(job.path, job.content);
      else this.saved.delete(job.path);
      this.errors.delete(job.path);
      void unstashFile(this.siteId, job.path, stamp).catch(() => {});
      return true;
    };
    switch (outcome.kind) {
      case 'saved':
        return saved(outcome.etag);
      case 'conflict':
        // Already as the author has it (saved before the browser closed): nothing to choose.
        if (job.content !== null && sameJson(outcome.content, job.content)) {
          return saved(outcome.etag);
        }
        if (job.content === null && outcome.etag === null) return saved(null);
        this.conflicts.set(job.path, { path: job.path, etag: outcome.etag });
        this.dirty.add(job.path);
        return false;
      case 'unreachable':
      case 'signed-out':
        this.dirty.add(job.path);
        return outcome.kind;
      case 'unreadable': {
        // Kept in this browser (the stash stays) and not retried: the file must be fixed first.
        const { file, at, reason, message } = outcome;
        this.errors.set(job.path, {
          path: job.path,
          kind: 'unreadable',
          message,
          problems: [],
          unreadable: { file: file || job.path, at, reason },
        });
        return false;
      }
      default:
        this.errors.set(job.path, {
          path: job.path,
          kind: outcome.kind,
          message: outcome.message,
          problems: outcome.kind === 'invalid' ? outcome.problems : [],
        });
        return false;
    }
  }

  async flushNow(): Promise<boolean> {
    if (this.stopped) return false;
    clearTimeout(this.debounce);
    // A save already running may leave changes made meanwhile: go until nothing moves.
    for (let round = 0; round < 5; round += 1) {
      if (this.running) await this.running;
      if (this.dirty.size === 0 || this.conflicts.size > 0) break;
      const before = this.pendingCount();
      await this.flush('send');
      if (this.offline || this.signedOut || this.pendingCount() >= before) break;
    }
    return this.pendingCount() === 0;
  }

  retryNow(): void {
    if (this.stopped) return;
    clearTimeout(this.retry);
    this.retryAt = null;
    // A file the server could not read is sent again when asked (after it was fixed).
    for (const error of this.errors.values())
      if (error.kind === 'unreadable') this.dirty.add(error.path);
    if (this.dirty.size > 0) void this.flush('send');
  }

  keepMine(): void {
    for (const { path, etag } of this.conflicts.values()) {
      if (etag) this.etags.set(path, etag);
      else this.etags.delete(path);
      this.dirty.add(path);
    }
    this.conflicts.clear();
    this.publish();
    void this.flush('send');
  }

  async reloadTheirs(): Promise<void> {
    const loaded = await loadSite(this.siteId);
    if (this.stopped) return;
    if (!loaded.ok) {
      this.reloadFailed = true;
      return this.publish();
    }
    if (this.running) await this.running;
    this.loadDocument(loaded.bundle);
    this.etags = new Map(Object.entries(loaded.etags));
    this.saved = documentFiles(this.store.getState().doc);
    this.dirty.clear();
    this.conflicts.clear();
    this.errors.clear();
    this.offline = false;
    this.signedOut = false;
    this.reloadFailed = false;
    clearTimeout(this.retry);
    try {
      await clearStash(this.siteId);
    } catch {
      // Nothing kept to clear.
    }
    this.publish();
  }
}

/**
 * Starts autosave for a store whose document was just read from the server with these ETags;
 * restores what this browser kept unsaved for the site. Returns `stop`.
 */
export function startSaving(
  store: EditorStore,
  etags: Etags,
  options: SaveOptions = {},
): () => void {
  const session = new SaveSession(store, etags, options);
  session.start();
  return () => session.stop();
}
