/**
 * The editor of one workflow: name, trigger, the ordered actions with their parameters and
 * branches, the error actions, where elements run it, delete, and Run (in a sandbox, with
 * per-action results).
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Play, Trash2 } from 'lucide-react';
import { WORKFLOW_TRIGGERS, type Workflow, type WorkflowAction } from '@shared/schema/logic.ts';
import { useDispatch } from '../../app/use-dispatch.ts';
import { workflowReferences, type WorkflowScope } from '../../store/commands/workflow-scope.ts';
import { useEditor, useEditorStore } from '../../store/hooks.ts';
import { availableActions, PLUGIN_DEFINITIONS } from './action-catalogue.ts';
import { ActionList, type ActionListContext } from './ActionList.tsx';
import { RunResults } from './RunResults.tsx';
import { runInSandbox, type SandboxOutcome, type TraceEntry } from './sandbox-run.ts';
import { nextActionId } from './workflow-edit.ts';

export interface WorkflowEditorProps {
  scope: WorkflowScope;
  /** The page of a page workflow; for a site workflow, the page shown (the sandbox's page). */
  pageId: string | null;
  workflowId: string;
  onClose(): void;
}

function readWorkflow(
  doc: ReturnType<ReturnType<typeof useEditorStore>['getState']>['doc'],
  scope: WorkflowScope,
  pageId: string | null,
  id: string,
): Workflow | undefined {
  const map =
    scope === 'site' ? doc.site.workflows : pageId ? doc.pages[pageId]?.workflows : undefined;
  return map && Object.hasOwn(map, id) ? map[id] : undefined;
}

/** A workflow's name by id: the shown page's, else the site's (as execute-workflow finds it). */
function workflowName(
  doc: ReturnType<ReturnType<typeof useEditorStore>['getState']>['doc'],
  pageId: string | null,
  id: string,
): string | undefined {
  const page = pageId ? doc.pages[pageId]?.workflows : undefined;
  if (page && Object.hasOwn(page, id)) return page[id]?.name;
  return Object.hasOwn(doc.site.workflows, id) ? doc.site.workflows[id]?.name : undefined;
}

export function WorkflowEditor({ scope, pageId, workflowId, onClose }: WorkflowEditorProps) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const dispatch = useDispatch();
  const workflow = useEditor((s) => readWorkflow(s.doc, scope, pageId, workflowId));
  const plugins = useEditor((s) => s.doc.site.plugins);
  const available = useMemo(() => availableActions(plugins), [plugins]);
  const [outcome, setOutcome] = useState<SandboxOutcome | null>(null);
  const [crash, setCrash] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [runWith, setRunWith] = useState({ parameters: '', event: '' });

  const payloadScope = useMemo(
    () => (scope === 'site' ? { scope } : { scope, pageId }),
    [scope, pageId],
  );
  const update = useCallback(
    (next: Workflow, field?: string) => {
      if (!field) store.mark();
      dispatch({
        type: 'update-workflow',
        payload: { ...payloadScope, workflow: next, ...(field ? { field } : {}) },
      });
      if (!field) store.mark();
    },
    [dispatch, store, payloadScope],
  );
  const commit = useCallback(() => store.mark(), [store]);
  const lastRun = useMemo(() => {
    const map = new Map<string, TraceEntry>();
    for (const entry of outcome?.trace ?? [])
      if (entry.workflowId === workflowId) map.set(entry.actionId, entry);
    return map;
  }, [outcome, workflowId]);
  const context: ActionListContext = useMemo(
    () => ({
      available,
      pageId,
      lastRun,
      commit,
      newId: () => {
        const current = readWorkflow(store.getState().doc, scope, pageId, workflowId);
        return current ? nextActionId(current) : 'a1';
      },
    }),
    [available, pageId, lastRun, commit, store, scope, workflowId],
  );

  if (!workflow) {
    return (
      <div className="workflows-editor">
        <button type="button" onClick={onClose}>
          <ArrowLeft size={14} /> {t('workflows.back')}
        </button>
        <p className="workflows-empty">{t('workflows.gone')}</p>
      </div>
    );
  }

  const run = async () => {
    setRunning(true);
    setCrash(null);
    try {
      const parse = (text: string): unknown => (text.trim() === '' ? undefined : JSON.parse(text));
      const result = await runInSandbox(store.getState().doc, workflow, {
        pageId,
        plugins: PLUGIN_DEFINITIONS,
        parameters: parse(runWith.parameters),
        event: parse(runWith.event),
      });
      setOutcome(result);
    } catch (error) {
      setOutcome(null);
      setCrash(error instanceof Error ? error.message : String(error));
    } finally {
      setRunning(false);
    }
  };

  return (
    <div className="workflows-editor" data-testid="workflow-editor" data-workflow-id={workflow.id}>
      <div className="workflows-editor-head">
        <button type="button" onClick={onClose}>
          <ArrowLeft size={14} /> {t('workflows.back')}
        </button>
        <button
          type="button"
          className="primary"
          data-testid="workflow-run"
          disabled={running}
          onClick={() => void run()}
        >
          <Play size={14} /> {running ? t('workflows.running') : t('workflows.run')}
        </button>
      </div>
      <NameField workflow={workflow} onChange={update} onCommit={commit} />
      <label className="workflows-param">
        <span className="workflows-param-label">{t('workflows.trigger')}</span>
        <select
          value={workflow.trigger}
          onChange={(event) =>
            update({ ...workflow, trigger: event.target.value as Workflow['trigger'] })
          }
        >
          {WORKFLOW_TRIGGERS.map((trigger) => (
            <option key={trigger} value={trigger}>
              {t(`workflows.trigger.${trigger}`)}
            </option>
          ))}
        </select>
      </label>
      <p className="workflows-hint">
        {t(scope === 'site' ? 'workflows.triggerHint.site' : 'workflows.triggerHint.page')}
      </p>
      <p className="workflows-hint" data-testid="workflow-element-hint">
        {t('workflows.elementHint')}
      </p>
      <UsedBy scope={scope} pageId={pageId} workflowId={workflow.id} />

      <h4>{t('workflows.actions')}</h4>
      <ActionList
        label={t('workflows.actions')}
        actions={workflow.actions}
        context={context}
        onChange={(actions, field) => update({ ...workflow, actions }, field)}
      />

      <h4>{t('workflows.errorActions')}</h4>
      <p className="workflows-hint">{t('workflows.errorHint')}</p>
      <section data-testid="workflow-error-actions" aria-label={t('workflows.errorActions')}>
        <ActionList
          label={t('workflows.errorActions')}
          actions={workflow.errorActions ?? []}
          context={context}
          onChange={(errorActions: WorkflowAction[], field) => {
            const { errorActions: _old, ...rest } = workflow;
            update(errorActions.length > 0 ? { ...rest, errorActions } : rest, field);
          }}
        />
      </section>

      <p className="workflows-hint">{t('workflows.runHint')}</p>
      <details className="workflows-run-with">
        <summary>{t('workflows.runWith')}</summary>
        <label className="workflows-param">
          <span className="workflows-param-label">{t('workflows.runParameters')}</span>
          <textarea
            rows={2}
            spellCheck={false}
            value={runWith.parameters}
            onChange={(event) => setRunWith({ ...runWith, parameters: event.target.value })}
          />
        </label>
        <label className="workflows-param">
          <span className="workflows-param-label">{t('workflows.runEvent')}</span>
          <textarea
            rows={2}
            spellCheck={false}
            value={runWith.event}
            onChange={(event) => setRunWith({ ...runWith, event: event.target.value })}
          />
        </label>
      </details>
      {crash && (
        <p className="workflows-invalid">{t('workflows.runCrashed', { message: crash })}</p>
      )}
      {outcome && (
        <RunResults
          outcome={outcome}
          available={available}
          names={(id) => workflowName(store.getState().doc, pageId, id)}
        />
      )}

      <div className="workflows-danger">
        {confirming ? (
          <DeleteConfirm
            scope={scope}
            pageId={pageId}
            workflow={workflow}
            onCancel={() => setConfirming(false)}
            onDeleted={onClose}
          />
        ) : (
          <button type="button" data-testid="workflow-delete" onClick={() => setConfirming(true)}>
            <Trash2 size={14} /> {t('workflows.delete')}
          </button>
        )}
      </div>
    </div>
  );
}

/** The name: typed as one undo step; a blank name is not stored (a workflow needs one). */
function NameField({
  workflow,
  onChange,
  onCommit,
}: {
  workflow: Workflow;
  onChange(next: Workflow, field?: string): void;
  onCommit(): void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <label className="workflows-param">
      <span className="workflows-param-label">{t('workflows.name')}</span>
      <input
        type="text"
        data-testid="workflow-name"
        value={draft ?? workflow.name}
        onChange={(event) => {
          const name = event.target.value;
          if (name.trim() === '') {
            setDraft(name);
            return;
          }
          setDraft(null);
          onChange({ ...workflow, name }, 'name');
        }}
        onBlur={() => {
          setDraft(null);
          onCommit();
        }}
      />
    </label>
  );
}

function useReferences(scope: WorkflowScope, pageId: string | null, workflowId: string) {
  const site = useEditor((s) => s.doc.site);
  const pages = useEditor((s) => s.doc.pages);
  const sections = useEditor((s) => s.doc.sections);
  return useMemo(
    () => workflowReferences({ site, pages, sections }, scope, pageId, workflowId),
    [site, pages, sections, scope, pageId, workflowId],
  );
}

function UsedBy({
  scope,
  pageId,
  workflowId,
}: {
  scope: WorkflowScope;
  pageId: string | null;
  workflowId: string;
}) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const references = useReferences(scope, pageId, workflowId);
  if (references.length === 0) {
    return <p className="workflows-hint">{t('workflows.usedByNone')}</p>;
  }
  return (
    <div className="workflows-used" data-testid="workflow-used-by">
      <p className="workflows-hint">{t('workflows.usedBy')}</p>
      <ul>
        {references.map((ref) => {
          const where = ref.home.kind === 'page' ? ref.home.pageId : ref.home.sectionUid;
          const show = () => {
            const { doc, ui } = store.getState();
            const home = ref.home;
            const target =
              home.kind === 'page'
                ? home.pageId
                : ui.pageId &&
                    doc.site.pages
                      .find((p) => p.id === ui.pageId)
                      ?.sections.includes(home.sectionUid)
                  ? ui.pageId
                  : (doc.site.pages.find((p) => p.sections.includes(home.sectionUid))?.id ?? null);
            if (target) store.setUi({ pageId: target, selection: ref.elementId });
          };
          return (
            <li key={`${where}:${ref.elementId}`}>
              <button type="button" className="workflows-link" title={ref.label} onClick={show}>
                {ref.label}
              </button>{' '}
              <small>
                ({where}: {ref.triggers.join(', ')})
              </small>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function DeleteConfirm({
  scope,
  pageId,
  workflow,
  onCancel,
  onDeleted,
}: {
  scope: WorkflowScope;
  pageId: string | null;
  workflow: Workflow;
  onCancel(): void;
  onDeleted(): void;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const references = useReferences(scope, pageId, workflow.id);
  return (
    <div role="alertdialog" aria-label={t('workflows.delete')} className="workflows-confirm">
      <p>{t('workflows.deleteConfirm', { name: workflow.name })}</p>
      {references.length > 0 && <p>{t('workflows.deleteUsed', { count: references.length })}</p>}
      <button
        type="button"
        className="primary"
        data-testid="workflow-delete-confirm"
        onClick={() => {
          const result = dispatch({
            type: 'delete-workflow',
            payload: {
              ...(scope === 'site' ? { scope } : { scope, pageId }),
              workflowId: workflow.id,
              unbind: true,
            },
          });
          if (result.ok) onDeleted();
        }}
      >
        {t('workflows.confirmDelete')}
      </button>
      <button type="button" onClick={onCancel}>
        {t('workflows.cancel')}
      </button>
    </div>
  );
}
