/**
 * What each tab of the left panel shows. "Add" and "Navigator" are in the editor's first
 * script; Pages, Data, Workflows and Plugins are loaded on their own (most of the panels'
 * code), so opening the editor parses and runs less before its first frame. They are fetched
 * once the canvas has rendered, when the page is idle (`preloadLeftPanels`), so a tab opened
 * later shows at once; one opened before shows "Loading…", and one that cannot be fetched
 * (server unreachable) says so, with a button to try again.
 */
import { createElement, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigatorPanel } from '../panels/navigator/NavigatorPanel.tsx';
import { PalettePanel } from '../panels/palette/PalettePanel.tsx';
import { importAgainAs } from '@shared/import-again.ts';
import { loadOnce } from '@shared/load-once.ts';
import type { LeftTab } from './left-panel.ts';

type LazyTab = Exclude<LeftTab, 'add' | 'navigator'>;

const EAGER: Record<Exclude<LeftTab, LazyTab>, ComponentType> = {
  add: PalettePanel,
  navigator: NavigatorPanel,
};

const IMPORTS: Record<LazyTab, () => Promise<ComponentType>> = {
  pages: importAgainAs(
    () => import('../panels/pages/PagesPanel.tsx'),
    (m) => m.PagesPanel,
  ),
  data: importAgainAs(
    () => import('../panels/data/DataPanel.tsx'),
    (m) => m.DataPanel,
  ),
  workflows: importAgainAs(
    () => import('../panels/workflows/WorkflowsPanel.tsx'),
    (m) => m.WorkflowsPanel,
  ),
  plugins: importAgainAs(
    () => import('../panels/plugins/PluginsPanel.tsx'),
    (m) => m.PluginsPanel,
  ),
};

const loaded = new Map<LeftTab, ComponentType>(Object.entries(EAGER) as [LeftTab, ComponentType][]);
const isLazy = (tab: LeftTab): tab is LazyTab => Object.hasOwn(IMPORTS, tab);
const loadLazy = loadOnce((tab: LazyTab) => IMPORTS[tab](), loaded);

/** The tab's panel, fetched if need be. A failed fetch is forgotten, so the next call retries. */
export function loadLeftPanel(tab: LeftTab): Promise<ComponentType> {
  const done = loaded.get(tab);
  if (done) return Promise.resolve(done);
  if (!isLazy(tab)) throw new Error(`No panel for the tab "${tab}"`);
  return loadLazy(tab);
}

/** Fetches the panels not in the first script, when the page is next idle. */
export function preloadLeftPanels(): void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
  idle(
    () => {
      for (const tab of Object.keys(IMPORTS) as LazyTab[]) loadLeftPanel(tab).catch(() => {});
    },
    { timeout: 2_000 },
  );
}

/** The panel of `tab`: shown at once when it is loaded, else once it is. */
export function LeftPanel({ tab }: { tab: LeftTab }) {
  const { t } = useTranslation();
  const [, arrived] = useState(0);
  const [failed, setFailed] = useState<{ tab: LeftTab; reason: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const Panel = loaded.get(tab);

  useEffect(() => {
    if (loaded.has(tab)) return;
    let live = true;
    loadLeftPanel(tab).then(
      () => live && arrived((n) => n + 1),
      (error: unknown) =>
        live && setFailed({ tab, reason: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [tab, attempt]);

  // One component per tab, the same each time: nothing is remounted but on a change of tab.
  if (Panel) return createElement(Panel);
  if (failed?.tab === tab) {
    return (
      <div role="alert" className="panel-failed">
        <p>{t('app.panelFailed')}</p>
        <p className="panel-failed-reason">{failed.reason}</p>
        <button
          type="button"
          onClick={() => {
            setFailed(null);
            setAttempt((n) => n + 1);
          }}
        >
          {t('app.panelRetry')}
        </button>
      </div>
    );
  }
  return <p className="panel-loading">{t('app.panelLoading')}</p>;
}
