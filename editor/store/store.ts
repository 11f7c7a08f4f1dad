/**
 * The editor store: zustand (vanilla, so the canvas iframe and tests use it without React) with
 * the document changed only through commands run by immer, which gives the patches history and
 * autosave work from. Read it through selector hooks (`hooks.ts`) so a change re-renders only
 * what reads it.
 */
import {
  applyPatches,
  enablePatches,
  freeze,
  produceWithPatches,
  setAutoFreeze,
  type Patch,
} from 'immer';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { componentDefinitions } from '@catalogue/definitions.ts';
import type { SiteBundle } from '@shared/schema/site.ts';
import {
  CommandError,
  type CommandContext,
  type CommandMessage,
  type CommandOutcome,
} from './command.ts';
import { COMMANDS, type Command } from './commands/index.ts';
import { emptyHistory, record, type HistoryEntry } from './history.ts';
import type { EditorState, EditorUi } from './state.ts';
import { elementOn } from './tree.ts';
import { defaultLangOf } from '@shared/routing/page-lang.ts';

enablePatches();
// Immer freezes every object a command writes. With a page of 2,000 elements, freezing the
// copied elements map took 1.18 → 0.51 ms of each keystroke's dispatch: development and tests
// keep freezing (a mutation of the state throws there), the production build does not. The
// document as loaded is still frozen whole (`freeze(doc, true)` below).
setAutoFreeze(import.meta.env.DEV);

/** Why the document changed: a command, undo, redo, or a whole document loaded (restore, reload). */
export type ChangeOrigin = 'command' | 'undo' | 'redo' | 'load';

export type ChangeListener = (patches: readonly Patch[], origin: ChangeOrigin) => void;

/**
 * A refused command says why: `error` is the English text (logs, tests), `refusal` its key in
 * `strings.ts` and parameters, which the editor shows in the author's language.
 */
export type DispatchResult =
  { ok: true; changed: boolean } | { ok: false; error: string; refusal?: CommandMessage };

export interface EditorActions {
  /** Runs one command; a refused one changes nothing and says why. */
  dispatch(command: Command): DispatchResult;
  undo(): boolean;
  redo(): boolean;
  /** Ends the current undo step: the next change starts a new one (field blur, picker release). */
  mark(): void;
  /** Changes the view (selection, hover, breakpoint…): never recorded, never saved. */
  setUi(change: Partial<EditorUi>): void;
  /** Replaces the whole document (reload from the server, restore): clears the history. */
  load(doc: SiteBundle): void;
  /** Called with the patches of every document change, after the state is updated. */
  onChange(listener: ChangeListener): () => void;
  /**
   * A viewer's editor: every command, undo and redo is refused (`command.readOnly`), the view
   * (page, selection, breakpoint) still changes. `load` still replaces the document.
   */
  setReadOnly(readOnly: boolean): void;
}

export type EditorStore = StoreApi<EditorState> & EditorActions;

export interface CreateEditorStoreOptions {
  siteId: string;
  doc: SiteBundle;
  ui?: Partial<EditorUi>;
  /** Id source (tests pass a counter); default random. */
  newId?: (prefix?: string) => string;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random id such as `button-k3x9q2m1`: readable start, 8 random characters. */
export function randomId(prefix = 'el'): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  let suffix = '';
  for (const byte of bytes) suffix += ALPHABET[byte % ALPHABET.length];
  const start = prefix.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 40) || 'el';
  return `${start}-${suffix}`;
}

function defaultUi(doc: SiteBundle): EditorUi {
  const lang = defaultLangOf(doc.site.langs);
  const pageId = doc.site.pages.some((p) => p.id === doc.site.homePageId)
    ? doc.site.homePageId
    : (doc.site.pages[0]?.id ?? null);
  return {
    pageId,
    selection: null,
    hover: null,
    breakpoint: 'desktop',
    state: null,
    lang,
    clipboard: null,
  };
}

/** The selection to show after a step: kept only when the element is on the shown page. */
function existingOr(doc: SiteBundle, pageId: string | null, id: string | null): string | null {
  if (!id || !pageId) return null;
  // One lookup (not `pageElements`, which copies the page's map when it has shared sections:
  // this runs on every keystroke).
  return elementOn(doc, pageId, id) ? id : null;
}

export function createEditorStore(options: CreateEditorStoreOptions): EditorStore {
  const listeners = new Set<ChangeListener>();
  const store = createStore<EditorState>(() => ({
    siteId: options.siteId,
    doc: freeze(options.doc, true),
    ui: { ...defaultUi(options.doc), ...options.ui },
    history: emptyHistory(),
  }));
  const newId = options.newId ?? randomId;
  let readOnly = false;
  const emit = (patches: readonly Patch[], origin: ChangeOrigin) => {
    for (const listener of listeners) listener(patches, origin);
  };

  const step = (direction: 'undo' | 'redo'): boolean => {
    if (readOnly) return false;
    const { doc, history, ui } = store.getState();
    const from = direction === 'undo' ? history.past : history.future;
    const entry = from[from.length - 1];
    if (!entry) return false;
    const patches = direction === 'undo' ? entry.inverse : entry.patches;
    const next = applyPatches(doc, patches);
    // The step's page, else the one shown, else the home page (undoing "create page" removes it).
    const pageId =
      [entry.pageId, ui.pageId].find((id) => id && next.pages[id]) ?? defaultUi(next).pageId;
    const selection = direction === 'undo' ? entry.selectionBefore : entry.selectionAfter;
    store.setState({
      doc: next,
      ui: { ...ui, pageId, selection: existingOr(next, pageId, selection) },
      history:
        direction === 'undo'
          ? { past: history.past.slice(0, -1), future: [...history.future, entry], marked: true }
          : { past: [...history.past, entry], future: history.future.slice(0, -1), marked: true },
    });
    emit(patches, direction);
    return true;
  };

  const actions: EditorActions = {
    dispatch(command) {
      if (readOnly) {
        const { message, refusal } = new CommandError('command.readOnly');
        return { ok: false, error: message, refusal };
      }
      const { doc, ui, history } = store.getState();
      // The registry maps each type to its spec; the union keeps payload and type together.
      const spec = COMMANDS[command.type] as {
        apply: (d: unknown, p: unknown, c: CommandContext) => CommandOutcome | void;
        mergeKey?: (p: unknown) => string | undefined;
      };
      const context: CommandContext = {
        ui,
        newId,
        definition: (type) => componentDefinitions[type],
      };
      const ran: { outcome: CommandOutcome } = { outcome: {} };
      let result: readonly [SiteBundle, Patch[], Patch[]];
      try {
        result = produceWithPatches(doc, (draft) => {
          ran.outcome = spec.apply(draft, command.payload, context) ?? {};
        });
      } catch (error) {
        if (error instanceof CommandError)
          return { ok: false, error: error.message, refusal: error.refusal };
        throw error;
      }
      const [next, patches, inverse] = result;
      const { outcome } = ran;
      const pageId = outcome.pageId ?? ui.pageId;
      const selection =
        'select' in outcome ? (outcome.select ?? null) : existingOr(next, pageId, ui.selection);
      if (patches.length === 0) {
        if (pageId !== ui.pageId || selection !== ui.selection) {
          store.setState({ ui: { ...ui, pageId, selection } });
        }
        return { ok: true, changed: false };
      }
      const entry: HistoryEntry = {
        patches,
        inverse,
        mergeKey: spec.mergeKey?.(command.payload),
        selectionBefore: ui.selection,
        selectionAfter: selection,
        pageId,
      };
      store.setState({
        doc: next,
        ui: pageId === ui.pageId && selection === ui.selection ? ui : { ...ui, pageId, selection },
        history: record(history, entry),
      });
      emit(patches, 'command');
      return { ok: true, changed: true };
    },
    undo: () => step('undo'),
    redo: () => step('redo'),
    mark() {
      const { history } = store.getState();
      if (!history.marked) store.setState({ history: { ...history, marked: true } });
    },
    setUi(change) {
      const { ui } = store.getState();
      const keys = Object.keys(change) as Array<keyof EditorUi>;
      if (keys.every((key) => ui[key] === change[key])) return;
      store.setState({ ui: { ...ui, ...change } });
    },
    load(doc) {
      const frozen = freeze(doc, true);
      const { ui } = store.getState();
      const pageId = ui.pageId && frozen.pages[ui.pageId] ? ui.pageId : defaultUi(frozen).pageId;
      store.setState({
        doc: frozen,
        ui: { ...ui, pageId, selection: existingOr(frozen, pageId, ui.selection), hover: null },
        history: emptyHistory(),
      });
      emit([{ op: 'replace', path: [], value: frozen }], 'load');
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setReadOnly(value) {
      readOnly = value;
    },
  };
  return Object.assign(store, actions);
}
