/**
 * One site open in the editor: loads its files, makes the store, starts autosave, and lays out
 * the toolbar, the left panels (add, navigator, pages, data, workflows, plugins), the canvas and
 * the settings/style sidebar. A viewer of the site gets it read-only (the store refuses every
 * command and says why).
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleOnSite, useAuthor } from '../authors/author-store.ts';
import { Canvas } from '../canvas/Canvas.tsx';
import { EditorDndProvider } from '../canvas/EditorDnd.tsx';
import { Sidebar } from '../panels/sidebar/Sidebar.tsx';
import { startSaving } from '../save/session.ts';
import type { SiteSummary } from '../shell/api.ts';
import { siteKey, takePrefetched } from '../shell/prefetch.ts';
import { ProblemList } from '../shell/ProblemList.tsx';
import { EditorStoreContext } from '../store/hooks.ts';
import { createEditorStore, type EditorStore } from '../store/store.ts';
import './app.css';
import { ElementMenuProvider, useElementMenu } from './ElementMenu.tsx';
import { LEFT_TABS, OpenLeftPanelContext, type LeftTab } from './left-panel.ts';
import { LeftPanel, preloadLeftPanels } from './left-panels.tsx';
import { loadSite, type LoadedSite } from './load-site.ts';
import { NoticeProvider } from './notices.tsx';
import { ShortcutHelp, useShortcuts } from './shortcuts.tsx';
import { Toolbar } from './Toolbar.tsx';

type Opened =
  | { status: 'loading' }
  | { status: 'ready'; store: EditorStore; loaded: Extract<LoadedSite, { ok: true }> }
  | { status: 'failed'; result: Exclude<LoadedSite, { ok: true }> };

export function EditorApp({ summary }: { summary: SiteSummary }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<Opened>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    void takePrefetched(siteKey(summary.id), () => loadSite(summary.id)).then((result) => {
      if (!live) return;
      if (!result.ok) return setOpened({ status: 'failed', result });
      const store = createEditorStore({ siteId: summary.id, doc: result.bundle });
      setOpened({ status: 'ready', store, loaded: result });
    });
    return () => {
      live = false;
    };
  }, [summary.id]);

  if (opened.status === 'loading') {
    return <p className="editor-loading">{t('app.loadingSite', { site: summary.name })}</p>;
  }
  if (opened.status === 'failed') {
    const { result } = opened;
    return result.reason === 'network' ? (
      <p role="alert">{t('app.offline')}</p>
    ) : (
      <div role="alert">
        <p>{t('app.unreadable')}</p>
        <p>{result.message}</p>
        <ProblemList problems={result.problems} />
      </div>
    );
  }
  return (
    <EditorStoreContext.Provider value={opened.store}>
      <NoticeProvider>
        <ElementMenuProvider>
          <Workspace summary={summary} store={opened.store} etags={opened.loaded.etags} />
        </ElementMenuProvider>
      </NoticeProvider>
    </EditorStoreContext.Provider>
  );
}

function Workspace({
  summary,
  store,
  etags,
}: {
  summary: SiteSummary;
  store: EditorStore;
  etags: Record<string, string>;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<LeftTab>('add');
  const [help, setHelp] = useState(false);
  useEffect(() => startSaving(store, etags), [store, etags]);
  const role = useAuthor((state) => roleOnSite(state, summary.id));
  const viewOnly = role === 'viewer' || role === null;
  useEffect(() => store.setReadOnly(viewOnly), [store, viewOnly]);
  const toggleHelp = useCallback(() => setHelp((open) => !open), []);
  const openMenu = useElementMenu();
  // From the keyboard, the menu opens beside the selection's outline (or the canvas's corner).
  const openMenuAtSelection = useCallback(() => {
    const outline = document.querySelector('.canvas-selection');
    const area = outline ?? document.querySelector('.editor-canvas');
    const box = area?.getBoundingClientRect();
    openMenu(box ? { x: box.left, y: box.bottom } : { x: 0, y: 0 });
  }, [openMenu]);
  useShortcuts(toggleHelp, openMenuAtSelection);

  return (
    <OpenLeftPanelContext.Provider value={setTab}>
      <EditorDndProvider>
        <div className="editor">
          <Toolbar summary={summary} viewOnly={viewOnly} onHelp={() => setHelp(true)} />
          <aside className="editor-left" aria-label={t('app.leftPanel')}>
            <div className="tabs" role="tablist">
              {LEFT_TABS.map((name) => (
                <button
                  key={name}
                  type="button"
                  role="tab"
                  id={`tab-${name}`}
                  aria-selected={tab === name}
                  aria-controls="left-panel"
                  onClick={() => setTab(name)}
                >
                  {t(`app.tab.${name}`)}
                </button>
              ))}
            </div>
            <div className="panel" role="tabpanel" id="left-panel" aria-labelledby={`tab-${tab}`}>
              <LeftPanel tab={tab} />
            </div>
          </aside>
          <main className="editor-canvas">
            <Canvas onReady={preloadLeftPanels} />
          </main>
          <aside className="editor-right">
            <Sidebar />
          </aside>
          {help && <ShortcutHelp onClose={() => setHelp(false)} />}
        </div>
      </EditorDndProvider>
    </OpenLeftPanelContext.Provider>
  );
}
