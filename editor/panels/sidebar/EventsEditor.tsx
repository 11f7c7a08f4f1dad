/**
 * The element's triggers and the workflow each runs (`set-element-events`): the click-type
 * triggers every element has and the component's own events, and the site's and the page's
 * workflows by name. Each change is one undo step.
 */
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import type { ComponentDefinition, Label } from '@catalogue/define.ts';
import { attributeDescriptors } from '@catalogue/properties/index.ts';
import type { ElementEvent } from '../../store/commands/set-element-events.ts';
import { useDispatch } from '../../app/use-dispatch.ts';
import { useEditor, useEditorStore } from '../../store/hooks.ts';
import { elementOn } from '../../store/tree.ts';

const DOM_TRIGGERS = attributeDescriptors.interactions!.item!.trigger!.options ?? [];

/** Every trigger of a component: its own events first (change, submit…), then the DOM ones. */
export function triggersOf(definition: ComponentDefinition): { value: string; label: Label }[] {
  const own = (definition.events ?? []).map((e) => ({ value: e.name, label: e.label }));
  const names = new Set(own.map((e) => e.value));
  return [...own, ...DOM_TRIGGERS.filter((o) => !names.has(o.value))];
}

const NONE: readonly ElementEvent[] = [];

export function EventsEditor({
  pageId,
  elementId,
  definition,
}: {
  pageId: string;
  elementId: string;
  definition: ComponentDefinition;
}) {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const store = useEditorStore();
  const events = useEditor((s) => elementOn(s.doc, pageId, elementId)?.events) ?? NONE;
  // `scope\tid\tname` per workflow: texts, so the shallow comparison keeps the list stable.
  const workflows = useEditor(
    useShallow((s) => [
      ...Object.values(s.doc.site.workflows).map((w) => `site\t${w.id}\t${w.name}`),
      ...Object.values(s.doc.pages[pageId]?.workflows ?? {}).map((w) => `page\t${w.id}\t${w.name}`),
    ]),
  ).map((row) => row.split('\t') as [string, string, string]);
  const fr = i18n.language.startsWith('fr');
  const triggers = triggersOf(definition);

  const save = (next: ElementEvent[]) => {
    dispatch({ type: 'set-element-events', payload: { pageId, elementId, events: next } });
    store.mark();
  };
  const update = (index: number, patch: Partial<ElementEvent>) =>
    save(events.map((e, i) => (i === index ? { ...e, ...patch } : e)));

  const options = (scope: string) =>
    workflows
      .filter(([s]) => s === scope)
      .map(([, id, name]) => (
        <option key={id} value={id}>
          {name}
        </option>
      ));

  return (
    <div className="sidebar-events" data-field="events">
      {events.length === 0 && <p className="field-hint">{t('sidebar.events.none')}</p>}
      <ol className="sidebar-events-list">
        {events.map((event, index) => {
          const known = workflows.some(([, id]) => id === event.workflowId);
          return (
            <li key={index} className="sidebar-event" data-trigger={event.trigger}>
              <select
                className="field-input"
                aria-label={t('sidebar.events.trigger')}
                value={event.trigger}
                onChange={(e) => update(index, { trigger: e.target.value })}
              >
                {!triggers.some((o) => o.value === event.trigger) && (
                  <option value={event.trigger}>{event.trigger}</option>
                )}
                {triggers.map((o) => (
                  <option key={o.value} value={o.value}>
                    {fr ? o.label.fr : o.label.en}
                  </option>
                ))}
              </select>
              <select
                className="field-input"
                aria-label={t('sidebar.events.workflow')}
                value={event.workflowId}
                onChange={(e) => update(index, { workflowId: e.target.value })}
              >
                {!known && (
                  <option value={event.workflowId}>
                    {t('sidebar.events.missing', { id: event.workflowId })}
                  </option>
                )}
                <optgroup label={t('sidebar.events.site')}>{options('site')}</optgroup>
                <optgroup label={t('sidebar.events.page')}>{options('page')}</optgroup>
              </select>
              <button
                type="button"
                aria-label={t('sidebar.events.remove')}
                onClick={() => save(events.filter((_, i) => i !== index))}
              >
                ×
              </button>
            </li>
          );
        })}
      </ol>
      {workflows.length === 0 ? (
        <p className="field-hint">{t('sidebar.events.noWorkflows')}</p>
      ) : (
        <button
          type="button"
          onClick={() => save([...events, { trigger: 'click', workflowId: workflows[0]![1] }])}
        >
          {t('sidebar.events.add')}
        </button>
      )}
    </div>
  );
}
