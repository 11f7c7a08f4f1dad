/**
 * The right sidebar: the selected element's settings and style, generated from its component's
 * property metadata and the shared style descriptors; with no selection, a helpful empty state,
 * a search that finds the page's elements, and the site's style (`panels/site-style`).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldEnvironmentContext } from '../../fields/environment.ts';
import '../../fields/fields.css';
import { useEditor } from '../../store/hooks.ts';
import { elementOn } from '../../store/tree.ts';
import { SiteStylePanel } from '../site-style/SiteStylePanel.tsx';
import { ElementSearch } from './ElementSearch.tsx';
import { ElementSidebar } from './ElementSidebar.tsx';
import type { Section } from './values.ts';
import './sidebar.css';

export function Sidebar() {
  const { t } = useTranslation();
  // The tab stays when the selection changes: styling one element after another is common.
  const [tab, setTab] = useState<Section>('settings');
  const siteId = useEditor((s) => s.siteId);
  const colors = useEditor((s) => s.doc.site.colors);
  const pageId = useEditor((s) => s.ui.pageId);
  const selection = useEditor((s) => s.ui.selection);
  const type = useEditor((s) =>
    pageId && selection ? elementOn(s.doc, pageId, selection)?.type : undefined,
  );
  if (!pageId || !selection || !type) {
    return (
      <div className="sidebar sidebar-empty" data-testid="sidebar-empty">
        <h2>{t('sidebar.empty.title')}</h2>
        <p>{t('sidebar.empty.text')}</p>
        {pageId && <ElementSearch pageId={pageId} />}
        <p className="field-hint">{t('sidebar.empty.hint')}</p>
        <SiteStylePanel />
      </div>
    );
  }
  return (
    <FieldEnvironmentContext.Provider value={{ siteId, colors }}>
      <ElementSidebar
        key={`${pageId}/${selection}`}
        pageId={pageId}
        elementId={selection}
        type={type}
        tab={tab}
        onTab={setTab}
      />
    </FieldEnvironmentContext.Provider>
  );
}
