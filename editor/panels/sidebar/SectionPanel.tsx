/**
 * One tab of the sidebar: the section's groups with their visible properties (hidden conditions
 * applied to the element's values at the breakpoint and state edited, and the search). The set of
 * hidden properties is selected as a text, so typing in a field does not re-render the list.
 */
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComponentDefinition, HiddenContext } from '@catalogue/define.ts';
import { ShadowField } from '../../fields/ShadowField.tsx';
import { useEditor } from '../../store/hooks.ts';
import { elementOn, placeNear, type Place } from '../../store/tree.ts';
import { CompositeEditor } from './Composites.tsx';
import { EventsEditor } from './EventsEditor.tsx';
import { hiddenContext, hiddenNames } from './hidden.ts';
import { HtmlEditor } from './HtmlEditor.tsx';
import { LinkEditor } from './LinkEditor.tsx';
import { pick, searchSection, sidebarModel } from './properties.ts';
import { PropertyRow } from './PropertyRow.tsx';
import type { Section } from './values.ts';

export interface SectionPanelProps {
  pageId: string;
  elementId: string;
  definition: ComponentDefinition;
  section: Section;
  query: string;
}

export function SectionPanel({ pageId, elementId, definition, section, query }: SectionPanelProps) {
  const { t, i18n } = useTranslation();
  const model = sidebarModel(definition);
  const properties = model.properties[section];
  // Where the element sits, kept between store changes: this selector runs on every keystroke,
  // and finding the place anew walks the page (`placeNear` checks the last one first).
  const place = useRef<Place | null>(null);
  const hiddenKey = useEditor((s) => {
    let context: HiddenContext | undefined;
    if (section === 'style') {
      place.current = placeNear(s.doc, pageId, elementId, place.current);
      context = hiddenContext(s.doc, pageId, place.current, s.ui.breakpoint, [s.ui.lang]);
    }
    return hiddenNames(
      elementOn(s.doc, pageId, elementId),
      section,
      properties,
      s.ui.breakpoint,
      s.ui.state,
      [s.ui.lang],
      context,
    ).join('\n');
  });
  const hidden = useMemo(() => new Set(hiddenKey.split('\n')), [hiddenKey]);
  const matches = query.trim() ? searchSection(properties, query) : null;
  // Folded groups render no rows (a long style tab stays quick); a search shows every hit.
  const [folded, setFolded] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setFolded((old) => {
      const next = new Set(old);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const groups = model[section]
    .map((group) => ({
      ...group,
      names: group.names.filter((n) => !hidden.has(n) && (!matches || matches.has(n))),
    }))
    .filter((group) => group.names.length > 0);

  return (
    <div className="sidebar-section" data-section={section}>
      {groups.map((group) => (
        <section key={group.id} className="sidebar-group" data-group={group.id}>
          {group.label && (
            <h3>
              <button
                type="button"
                className="sidebar-group-toggle"
                aria-expanded={!folded.has(group.id) || matches !== null}
                onClick={() => toggle(group.id)}
              >
                {pick(group.label, i18n.language)}
              </button>
            </h3>
          )}
          {folded.has(group.id) && !matches ? null : group.composite && !matches ? (
            <CompositeEditor
              composite={group.composite}
              pageId={pageId}
              elementId={elementId}
              names={group.names}
              properties={properties}
            />
          ) : (
            group.names.map((name) => (
              <PropertyRow
                key={name}
                pageId={pageId}
                elementId={elementId}
                section={section}
                name={name}
                property={properties[name]!}
                editor={name === 'boxShadow' ? ShadowField : undefined}
              />
            ))
          )}
        </section>
      ))}
      {matches && groups.length === 0 && (
        <p className="sidebar-empty-search">{t('sidebar.search.none', { query })}</p>
      )}
      {section === 'settings' && !matches && (
        <>
          <section className="sidebar-group" data-group="link">
            <h3>{t('sidebar.group.link')}</h3>
            <LinkEditor pageId={pageId} elementId={elementId} />
          </section>
          <section className="sidebar-group" data-group="workflows">
            <h3>{t('sidebar.group.workflows')}</h3>
            <EventsEditor pageId={pageId} elementId={elementId} definition={definition} />
          </section>
          <section className="sidebar-group" data-group="html">
            <h3>{t('sidebar.group.html')}</h3>
            {/* Keyed: what waits in its fields belongs to one element. */}
            <HtmlEditor key={elementId} pageId={pageId} elementId={elementId} />
          </section>
        </>
      )}
    </div>
  );
}
