/**
 * The component's editor checks on the selected element (e.g. a form container without a submit
 * button), run on its settings and its descendants' types, settings and event triggers, shown in
 * the editor's language. The selection is a JSON text, so the list re-renders only when the
 * warnings change.
 */
import { useTranslation } from 'react-i18next';
import type { ComponentDefinition, EditorWarning } from '@catalogue/define.ts';
import { componentDefinitions } from '@catalogue/definitions.ts';
import type { Element } from '@shared/schema/element.ts';
import type { SiteBundle } from '@shared/schema/site.ts';
import { useEditor } from '../../store/hooks.ts';
import { pageElements, subtreeIds } from '../../store/tree.ts';
import { pick } from './properties.ts';
import { BASE, effectiveValues } from './values.ts';

const settingsOf = (element: Element, langs: readonly string[]) =>
  effectiveValues(
    element,
    'settings',
    componentDefinitions[element.type]?.properties ?? {},
    [BASE],
    langs,
  );

/** The warnings of an element's editor checks (none when its component has no checks). */
export function elementWarnings(
  doc: SiteBundle,
  pageId: string,
  elementId: string,
  definition: ComponentDefinition,
  langs: readonly string[],
): EditorWarning[] {
  if (!definition.editorChecks) return [];
  const elements = pageElements(doc, pageId);
  const element = elements[elementId];
  if (!element) return [];
  const descendants = subtreeIds(elements, elementId)
    .slice(1)
    .map((id) => elements[id]!)
    .map((d) => ({ type: d.type, props: settingsOf(d, langs), events: d.events ?? [] }));
  return definition.editorChecks({ props: settingsOf(element, langs), descendants });
}

export function Warnings(props: {
  pageId: string;
  elementId: string;
  definition: ComponentDefinition;
}) {
  const { t, i18n } = useTranslation();
  const json = useEditor((s) =>
    JSON.stringify(
      elementWarnings(s.doc, props.pageId, props.elementId, props.definition, [s.ui.lang]),
    ),
  );
  const warnings = JSON.parse(json) as EditorWarning[];
  if (warnings.length === 0) return null;
  return (
    <section className="sidebar-warnings" aria-label={t('sidebar.warnings')}>
      {warnings.map((warning) => (
        <div
          key={warning.title.en}
          className="sidebar-warning"
          role="note"
          data-testid="editor-warning"
        >
          <strong>{pick(warning.title, i18n.language)}</strong>
          <p>{pick(warning.message, i18n.language)}</p>
        </div>
      ))}
    </section>
  );
}
