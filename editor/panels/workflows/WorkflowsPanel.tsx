/**
 * The Workflows panel: the site's workflows and the shown page's, each with its trigger; one
 * opens in the workflow editor (name, trigger, actions, branches, error actions, Run).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, Workflow as WorkflowIcon } from 'lucide-react';
import type { Workflow } from '@shared/schema/logic.ts';
import { useDispatch } from '../../app/use-dispatch.ts';
import type { WorkflowScope } from '../../store/commands/workflow-scope.ts';
import { useEditor, useEditorStore } from '../../store/hooks.ts';
import { WorkflowEditor } from './WorkflowEditor.tsx';
import './workflows.css';

interface Opened {
  scope: WorkflowScope;
  pageId: string | null;
  id: string;
}

export function WorkflowsPanel() {
  const { t } = useTranslation();
  const store = useEditorStore();
  const dispatch = useDispatch();
  const pageId = useEditor((s) => s.ui.pageId);
  const pageName = useEditor((s) => s.doc.site.pages.find((p) => p.id === s.ui.pageId)?.name);
  const siteWorkflows = useEditor((s) => s.doc.site.workflows);
  const pageWorkflows = useEditor((s) =>
    s.ui.pageId ? s.doc.pages[s.ui.pageId]?.workflows : undefined,
  );
  const [opened, setOpened] = useState<Opened | null>(null);

  if (opened) {
    return (
      <div className="workflows-panel">
        <WorkflowEditor
          scope={opened.scope}
          pageId={opened.scope === 'page' ? opened.pageId : pageId}
          workflowId={opened.id}
          onClose={() => setOpened(null)}
        />
      </div>
    );
  }

  const add = (scope: WorkflowScope) => {
    const read = () => {
      const { doc } = store.getState();
      return scope === 'site'
        ? doc.site.workflows
        : pageId
          ? (doc.pages[pageId]?.workflows ?? {})
          : {};
    };
    const before = new Set(Object.keys(read()));
    const result = dispatch({
      type: 'add-workflow',
      payload: scope === 'site' ? { scope } : { scope, pageId },
    });
    if (!result.ok) return;
    store.mark();
    const id = Object.keys(read()).find((key) => !before.has(key));
    if (id) setOpened({ scope, pageId, id });
  };

  return (
    <div className="workflows-panel">
      <h3>{t('workflows.title')}</h3>
      <WorkflowGroup
        title={t('workflows.site')}
        hint={t('workflows.siteHint')}
        scope="site"
        workflows={siteWorkflows}
        onAdd={() => add('site')}
        onOpen={(id) => setOpened({ scope: 'site', pageId, id })}
      />
      {pageId && pageWorkflows ? (
        <WorkflowGroup
          title={t('workflows.page', { page: pageName ?? pageId })}
          hint={t('workflows.pageHint')}
          scope="page"
          workflows={pageWorkflows}
          onAdd={() => add('page')}
          onOpen={(id) => setOpened({ scope: 'page', pageId, id })}
        />
      ) : (
        <p className="workflows-empty">{t('workflows.noPage')}</p>
      )}
    </div>
  );
}

function WorkflowGroup({
  title,
  hint,
  scope,
  workflows,
  onAdd,
  onOpen,
}: {
  title: string;
  hint: string;
  scope: WorkflowScope;
  workflows: Readonly<Record<string, Workflow>>;
  onAdd(): void;
  onOpen(id: string): void;
}) {
  const { t } = useTranslation();
  const list = Object.values(workflows);
  return (
    <section className="workflows-group" aria-label={title} data-testid={`workflows-${scope}`}>
      <div className="workflows-group-head">
        <h4>{title}</h4>
        <button type="button" data-testid={`workflow-add-${scope}`} onClick={onAdd}>
          <Plus size={14} /> {t('workflows.add')}
        </button>
      </div>
      <p className="workflows-hint">{hint}</p>
      {list.length === 0 ? (
        <p className="workflows-empty">{t('workflows.none')}</p>
      ) : (
        <ul className="workflows-list">
          {list.map((workflow) => (
            <li key={workflow.id}>
              <button
                type="button"
                className="workflows-row"
                data-testid="workflow-row"
                data-workflow-id={workflow.id}
                onClick={() => onOpen(workflow.id)}
              >
                <WorkflowIcon size={14} aria-hidden />
                <span className="workflows-row-name">{workflow.name}</span>
                <span className="workflows-row-trigger">
                  {t(`workflows.trigger.${workflow.trigger}`)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
