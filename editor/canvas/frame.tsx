/**
 * The canvas frame's entry (`frame.html`, served at `/canvas-frame` on the editor host). It
 * reads the editor's store through the bridge its parent window holds, renders the shown page
 * with the runtime's renderer, keeps it in step with every document change (one element at a
 * time, synchronously, so the edit paints in the same frame), and handles the author's pointer
 * and keys (`frame-events.ts`).
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { loadCatalogueEntry } from '@catalogue/registry.ts';
import { loadEngine } from '@runtime/engine/load.ts';
import { SITE_STYLE_ATTRIBUTE, siteStylesheet, type SiteStyle } from '@runtime/render/index.ts';
import { createBrowserContext } from '@runtime/services/browser-context.ts';
import type { EditorState } from '../store/state.ts';
import { whenBridge, type CanvasBridge } from './bridge.ts';
import { installFrameEvents } from './frame-events.ts';
import { FarRoots } from './far-roots.ts';
import { FramePage } from './FramePage.tsx';
import { touchedElements } from './live-source.ts';
import { problemLog } from './problems.ts';
import {
  createSession,
  sameKey,
  sessionKey,
  SITE_STYLE_KEYS,
  type CanvasSession,
} from './session.ts';
import { domStyleTarget } from './styles.ts';

/** Name of the performance measure of each document sync (render included). */
export const SYNC_MEASURE = 'baobab:canvas-sync';

async function start(bridge: CanvasBridge): Promise<void> {
  const { store } = bridge;
  // Formulas resolve from the first render on: the engine is part of the editor anyway.
  await loadEngine();
  const root = createRoot(document.getElementById('root')!);
  const styleTarget = domStyleTarget(document.getElementById('canvas-styles')!);
  const browser = createBrowserContext({
    window,
    environment: 'editor',
    theme: {
      get: () => store.getState().doc.site.defaultTheme,
      subscribe: () => () => {},
    },
  });
  let session: CanvasSession | null = null;
  let generation = 0;
  // The shown page's problems, shown by the editor over the canvas; each session starts clean.
  const problems = problemLog((list) => bridge.problems(list));
  // Roots far from the viewport skip their rendering (`far-roots.ts`); a render may change them.
  const far = new FarRoots({ document, selection: () => store.getState().ui.selection });
  const rendered = () => {
    far.refresh();
    bridge.rendered();
  };
  // The site's base stylesheet, written by the runtime's own code as on the site, before the
  // page's: rewritten when the site's style changes, which rebuilds no session.
  const siteStyle = document.createElement('style');
  siteStyle.setAttribute(SITE_STYLE_ATTRIBUTE, '');
  document.head.append(siteStyle);
  let styleKey: readonly unknown[] = [];
  const writeSiteStyle = (site: SiteStyle) => {
    const key = SITE_STYLE_KEYS.map((name) => site[name]);
    if (sameKey(key, styleKey)) return;
    styleKey = key;
    siteStyle.textContent = siteStylesheet(site, (message) =>
      problems.report({ kind: 'warning', message }),
    );
  };

  // The selection shown in the state the sidebar styles (hover, focus, open…).
  const preview = (state: EditorState) => {
    const { selection, state: styled } = state.ui;
    session?.styles.preview(selection ? session.live.elements[selection] : undefined, styled);
  };
  const show = (state: EditorState) => {
    session?.dispose();
    problems.reset();
    styleKey = [];
    writeSiteStyle(state.doc.site);
    session = createSession(state, styleTarget, problems);
    preview(state);
    generation++;
    document.documentElement.classList.toggle('dark', state.doc.site.defaultTheme === 'dark');
    if (!session) {
      root.render(null);
      rendered();
      return;
    }
    session.runtime.setBrowser(browser.get());
    const shown = session;
    const types = new Set(Object.values(shown.live.elements).map((e) => e.type));
    // Components in chunks of their own are fetched before the page shows, so it shows whole.
    void Promise.allSettled([...types].map((type) => loadCatalogueEntry(type))).then(() => {
      if (session === shown)
        root.render(<FramePage key={generation} session={shown} onRendered={rendered} />);
    });
  };

  show(store.getState());
  const stopBrowser = browser.subscribe(() => session?.runtime.setBrowser(browser.get()));
  const update = (state: EditorState, touched?: ReadonlySet<string>) => {
    if (!session || !sameKey(sessionKey(state), session.key)) return show(state);
    writeSiteStyle(state.doc.site);
    const current = session;
    const start = performance.now();
    // Synchronous: the edited element is rendered before the keystroke's frame paints.
    flushSync(() => current.sync(state.doc, touched));
    far.refresh(touched);
    preview(state);
    // The canvas's share of an edit, for the editor benchmark (the frame's performance timeline).
    performance.measure(SYNC_MEASURE, { start });
  };
  // The shown page or language changed; a document change comes with its patches, next.
  const stopStore = store.subscribe((state, previous) => {
    if (state.ui.pageId !== previous.ui.pageId || state.ui.lang !== previous.ui.lang) {
      update(state);
    } else if (
      state.ui.selection !== previous.ui.selection ||
      state.ui.state !== previous.ui.state
    ) {
      preview(state);
      if (state.ui.selection !== previous.ui.selection) far.selectionChanged();
    }
  });
  // After the state: the patches name the elements an edit wrote (`touchedElements`).
  const stopChanges = store.onChange((patches) => {
    const state = store.getState();
    update(state, state.ui.pageId ? touchedElements(patches, state.ui.pageId) : undefined);
  });
  const stopEvents = installFrameEvents(window, bridge, () => session);
  // Dynamic collections are fetched from the saved drafts: again once the session's are saved.
  const stopSaved = bridge.onSaved(() => session?.refetch());
  window.addEventListener('pagehide', () => {
    session?.dispose();
    far.dispose();
    stopSaved();
    stopStore();
    stopChanges();
    stopBrowser();
    stopEvents();
    browser.dispose();
    root.unmount();
  });
}

// The engine loads while the frame waits for the editor (which may still be loading its site).
void loadEngine();
void whenBridge(window).then((bridge) => {
  if (bridge) void start(bridge);
  else console.error('[baobab] the canvas frame shows a page only inside the editor');
});
