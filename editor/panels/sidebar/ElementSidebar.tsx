/**
 * The selected element's sidebar: its name and component, the editor warnings, the search bar,
 * and the Settings and Style tabs (with the state picker and the breakpoint being edited).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { componentDefinitions } from '@catalogue/definitions.ts';
import { useEditor, useEditorStore } from '../../store/hooks.ts';
import { elementOn } from '../../store/tree.ts';
import { pick, searchSection, sidebarModel } from './properties.ts';
import { SectionPanel } from './SectionPanel.tsx';
import { SearchInput } from './SearchInput.tsx';
import type { Section } from './values.ts';
import { Warnings } from './Warnings.tsx';

const TABS: Section[] = ['settings', 'style'];

export function ElementSidebar({
  pageId,
  elementId,
  type,
  tab,
  onTab: setTab,
}: {
  pageId: string;
  elementId: string;
  type: string;
  tab: Section;
  onTab(tab: Section): void;
}) {
  const { t, i18n } = useTranslation();
  const definition = componentDefinitions[type];
  const name = useEditor((s) => elementOn(s.doc, pageId, elementId)?.name);
  const [query, setQuery] = useState('');
  const componentLabel = definition ? pick(definition.label, i18n.language) : type;

  const search = (text: string) => {
    setQuery(text);
    if (!definition || !text.trim()) return;
    // A hit only in the other tab opens it.
    const { properties } = sidebarModel(definition);
    const other: Section = tab === 'settings' ? 'style' : 'settings';
    if (
      searchSection(properties[tab], text).size === 0 &&
      searchSection(properties[other], text).size > 0
    )
      setTab(other);
  };

  return (
    <div className="sidebar" aria-label={t('sidebar.label')} role="region">
      <header className="sidebar-header">
        <h2 data-testid="sidebar-element-name" title={name || componentLabel}>
          {name || componentLabel}
        </h2>
        <span className="sidebar-component">{componentLabel}</span>
      </header>
      {!definition ? (
        <p className="sidebar-unknown">{t('sidebar.unknown', { type })}</p>
      ) : (
        <>
          {definition.deprecated && (
            <p className="sidebar-warning" role="note">
              {pick(definition.deprecated.message, i18n.language)}
            </p>
          )}
          <Warnings pageId={pageId} elementId={elementId} definition={definition} />
          <SearchInput
            className="sidebar-search"
            label={t('sidebar.search')}
            testId="sidebar-search"
            value={query}
            onChange={search}
          />
          <div className="sidebar-tabs" role="tablist">
            {TABS.map((section) => (
              <button
                key={section}
                type="button"
                role="tab"
                id={`sidebar-tab-${section}`}
                data-testid={`sidebar-tab-${section}`}
                aria-selected={tab === section}
                aria-controls="sidebar-panel"
                onClick={() => setTab(section)}
              >
                {t(`sidebar.tab.${section}`)}
              </button>
            ))}
          </div>
          <div id="sidebar-panel" role="tabpanel" aria-labelledby={`sidebar-tab-${tab}`}>
            {tab === 'style' && <StateBar states={definition.states ?? []} />}
            <SectionPanel
              pageId={pageId}
              elementId={elementId}
              definition={definition}
              section={tab}
              query={query}
            />
          </div>
        </>
      )}
    </div>
  );
}

/** The style state edited (normal, hover, the component's states) and the breakpoint edited. */
function StateBar({ states }: { states: readonly string[] }) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const state = useEditor((s) => s.ui.state);
  const breakpoint = useEditor((s) => s.ui.breakpoint);
  const all = ['hover', ...states.filter((s) => s !== 'hover')];
  if (state && !all.includes(state)) all.push(state);
  const where = t(`sidebar.breakpoint.${breakpoint}`);
  return (
    <div className="sidebar-state" data-breakpoint={breakpoint} data-state={state ?? 'normal'}>
      <label>
        {t('sidebar.state')}
        <select
          className="field-input"
          data-testid="sidebar-state"
          value={state ?? ''}
          onChange={(event) => store.setUi({ state: event.target.value || null })}
        >
          <option value="">{t('sidebar.state.normal')}</option>
          {all.map((s) => (
            <option key={s} value={s}>
              {t(`sidebar.state.${s}`, { defaultValue: s })}
            </option>
          ))}
        </select>
      </label>
      <span
        className={
          breakpoint !== 'desktop' || state ? 'sidebar-editing is-override' : 'sidebar-editing'
        }
      >
        {state
          ? t('sidebar.editingState', {
              breakpoint: where,
              state: t(`sidebar.state.${state}`, { defaultValue: state }),
            })
          : t('sidebar.editing', { breakpoint: where })}
      </span>
    </div>
  );
}
