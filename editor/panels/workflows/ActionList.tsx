/**
 * An ordered list of workflow actions (the main flow, a branch, a loop body or the error
 * actions): each row with its parameters and branches, reordered with up/down, removed, and
 * an "Add action" picker at the end. Edits go up as a whole new list.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, ChevronRight, ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { WorkflowAction, WorkflowBranch } from '@shared/schema/logic.ts';
import { actionSpec, isCoreAction, labelIn, type ActionSpec } from './action-catalogue.ts';
import { ParamField } from './ParamField.tsx';
import type { TraceEntry } from './sandbox-run.ts';
import {
  branchFor,
  moved,
  newAction,
  parseLiteral,
  removed,
  replaced,
  showLiteral,
  withBranch,
  withParam,
} from './workflow-edit.ts';

/** What every list of one workflow editor shares. */
export interface ActionListContext {
  available: readonly ActionSpec[];
  pageId: string | null;
  /** A fresh action id for this workflow. */
  newId(): string;
  /** The last traced run of each action id (for a status mark on the row). */
  lastRun: ReadonlyMap<string, TraceEntry>;
  /** End the current undo step (a field was left). */
  commit(): void;
}

export interface ActionListProps {
  actions: readonly WorkflowAction[];
  /** `field`: a typing edit (merged into one undo step per field); none: a one-off change. */
  onChange(next: WorkflowAction[], field?: string): void;
  context: ActionListContext;
  /** Accessible name of the list. */
  label: string;
}

export function ActionList({ actions, onChange, context, label }: ActionListProps) {
  const { t } = useTranslation();
  return (
    <div className="workflows-actions">
      {actions.length === 0 && <p className="workflows-empty">{t('workflows.noActions')}</p>}
      <ol aria-label={label}>
        {actions.map((action, index) => (
          <ActionRow
            key={action.id}
            action={action}
            index={index}
            count={actions.length}
            context={context}
            onChange={(next, field) => onChange(replaced(actions, index, next), field)}
            onMove={(delta) => onChange(moved(actions, index, delta))}
            onRemove={() => onChange(removed(actions, index))}
          />
        ))}
      </ol>
      <ActionPicker
        available={context.available}
        onPick={(spec) => onChange([...actions, newAction(context.newId(), spec)])}
      />
    </div>
  );
}

interface ActionRowProps {
  action: WorkflowAction;
  index: number;
  count: number;
  context: ActionListContext;
  onChange(next: WorkflowAction, field?: string): void;
  onMove(delta: -1 | 1): void;
  onRemove(): void;
}

function ActionRow({ action, index, count, context, onChange, onMove, onRemove }: ActionRowProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(true);
  const spec = actionSpec(action.type, context.available);
  const known = context.available.some((s) => s.type === action.type);
  const title = labelIn(spec.label, i18n.language);
  const run = context.lastRun.get(action.id);
  return (
    <li
      className="workflows-action"
      data-testid="workflow-action"
      data-action-id={action.id}
      data-action-type={action.type}
    >
      <div className="workflows-action-head">
        <button
          type="button"
          className="workflows-icon"
          aria-expanded={open}
          aria-label={open ? t('workflows.collapse') : t('workflows.expand')}
          onClick={() => setOpen(!open)}
        >
          {open ? <ChevronDown size={14} /> : <ChevronRight size={14} />}
        </button>
        <span className="workflows-action-title">
          {action.name ? `${action.name} · ${title}` : title}
        </span>
        <span className="workflows-action-tools">
          <EditorBadge spec={spec} />
          {run && (
            <span
              className={`workflows-status workflows-status-${run.status}`}
              data-testid="workflow-action-status"
              title={run.error ?? run.notes.join('; ')}
            >
              {t(`workflows.status.${run.status}`)}
            </span>
          )}
          <button
            type="button"
            className="workflows-icon"
            aria-label={`${t('workflows.moveUp')}: ${title}`}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <ArrowUp size={14} />
          </button>
          <button
            type="button"
            className="workflows-icon"
            aria-label={`${t('workflows.moveDown')}: ${title}`}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDown size={14} />
          </button>
          <button
            type="button"
            className="workflows-icon"
            aria-label={`${t('workflows.remove')}: ${title}`}
            onClick={onRemove}
          >
            <Trash2 size={14} />
          </button>
        </span>
      </div>
      {open && (
        <div className="workflows-action-body">
          {!known && <p className="workflows-invalid">{t('workflows.unknownAction')}</p>}
          <label className="workflows-param">
            <span className="workflows-param-label">{t('workflows.actionName')}</span>
            <input
              type="text"
              value={action.name ?? ''}
              onChange={(event) => {
                const { name: _old, ...rest } = action;
                const name = event.target.value;
                onChange(name === '' ? rest : { ...rest, name }, `action:${action.id}:name`);
              }}
              onBlur={context.commit}
            />
          </label>
          <p className="workflows-hint">{t('workflows.actionId', { id: action.id })}</p>
          {spec.params.map((param) => (
            <ParamField
              key={param.name}
              param={param}
              value={action.config?.[param.name]}
              pageId={context.pageId}
              onChange={(value, typing) =>
                onChange(
                  withParam(action, param.name, value),
                  typing ? `action:${action.id}:${param.name}` : undefined,
                )
              }
              onCommit={context.commit}
            />
          ))}
          {isCoreAction(action.type) && spec.branches && (
            <Branches action={action} kind={spec.branches} context={context} onChange={onChange} />
          )}
        </div>
      )}
    </li>
  );
}

function Branches({
  action,
  kind,
  context,
  onChange,
}: {
  action: WorkflowAction;
  kind: NonNullable<ActionSpec['branches']>;
  context: ActionListContext;
  onChange(next: WorkflowAction, field?: string): void;
}) {
  const { t } = useTranslation();
  const branchList = (
    title: string,
    branch: WorkflowBranch,
    match: (b: WorkflowBranch) => boolean,
    testId: string,
  ) => (
    <section className="workflows-branch" data-testid={testId} aria-label={title}>
      <h5>{title}</h5>
      <ActionList
        label={title}
        actions={branch.actions}
        context={context}
        onChange={(actions, field) =>
          onChange(withBranch(action, match, { ...branch, actions }), field)
        }
      />
    </section>
  );
  const fallback = action.branches?.find((b) => b.default === true) ?? {
    default: true,
    actions: [],
  };
  const isDefault = (b: WorkflowBranch) => b.default === true;
  if (kind === 'boolean') {
    return (
      <>
        {branchList(
          t('workflows.branch.true'),
          branchFor(action, true),
          (b) => b.value === true,
          'branch-true',
        )}
        {branchList(
          t('workflows.branch.false'),
          branchFor(action, false),
          (b) => b.value === false,
          'branch-false',
        )}
      </>
    );
  }
  if (kind === 'body') {
    return branchList(
      t('workflows.branch.body', { id: action.id }),
      fallback,
      isDefault,
      'branch-body',
    );
  }
  const branches = action.branches ?? [];
  const cases = branches.map((b, i) => ({ b, i })).filter(({ b }) => b.default !== true);
  return (
    <>
      {cases.map(({ b, i }) => (
        <section
          key={i}
          className="workflows-branch"
          data-testid="branch-case"
          aria-label={`${t('workflows.branch.case')} ${showLiteral(b.value)}`}
        >
          <div className="workflows-case-head">
            <h5>{t('workflows.branch.case')}</h5>
            <input
              type="text"
              aria-label={t('workflows.branch.caseValue')}
              value={showLiteral(b.value)}
              onChange={(event) =>
                onChange(
                  {
                    ...action,
                    branches: replaced(branches, i, {
                      ...b,
                      value: parseLiteral(event.target.value),
                    }),
                  },
                  `action:${action.id}:case:${i}`,
                )
              }
              onBlur={context.commit}
            />
            <button
              type="button"
              className="workflows-icon"
              aria-label={t('workflows.branch.removeCase')}
              onClick={() => onChange({ ...action, branches: removed(branches, i) })}
            >
              <Trash2 size={14} />
            </button>
          </div>
          <ActionList
            label={`${t('workflows.branch.case')} ${showLiteral(b.value)}`}
            actions={b.actions}
            context={context}
            onChange={(actions, field) =>
              onChange({ ...action, branches: replaced(branches, i, { ...b, actions }) }, field)
            }
          />
        </section>
      ))}
      <button
        type="button"
        onClick={() => {
          const defaults = branches.filter(isDefault);
          const others = branches.filter((b) => !isDefault(b));
          onChange({ ...action, branches: [...others, { value: '', actions: [] }, ...defaults] });
        }}
      >
        <Plus size={14} /> {t('workflows.branch.addCase')}
      </button>
      {branchList(t('workflows.branch.default'), fallback, isDefault, 'branch-default')}
    </>
  );
}

/** "Add action": a searchable list of the action types (engine, then enabled plugins). */
export function ActionPicker({
  available,
  onPick,
}: {
  available: readonly ActionSpec[];
  onPick(spec: ActionSpec): void;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const groups = useMemo(() => {
    const q = query.trim().toLowerCase();
    const match = (spec: ActionSpec) =>
      q === '' ||
      spec.type.toLowerCase().includes(q) ||
      spec.label.en.toLowerCase().includes(q) ||
      spec.label.fr.toLowerCase().includes(q);
    const out = new Map<string, ActionSpec[]>();
    for (const spec of available.filter(match)) {
      const key = spec.plugin ?? '';
      out.set(key, [...(out.get(key) ?? []), spec]);
    }
    return [...out.entries()];
  }, [available, query]);
  if (!open) {
    return (
      <button type="button" className="workflows-add-action" onClick={() => setOpen(true)}>
        <Plus size={14} /> {t('workflows.addAction')}
      </button>
    );
  }
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  return (
    <div className="workflows-picker" data-testid="action-picker">
      <div className="workflows-picker-head">
        <input
          type="search"
          autoFocus
          aria-label={t('workflows.searchActions')}
          placeholder={t('workflows.searchActions')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        />
        <button type="button" onClick={close}>
          {t('workflows.cancel')}
        </button>
      </div>
      {groups.length === 0 && <p className="workflows-empty">{t('workflows.noMatch')}</p>}
      {groups.map(([plugin, specs]) => (
        <div
          key={plugin}
          role="group"
          aria-label={plugin ? t('workflows.pluginGroup', { plugin }) : t('workflows.coreGroup')}
        >
          <h5>{plugin ? t('workflows.pluginGroup', { plugin }) : t('workflows.coreGroup')}</h5>
          <ul>
            {specs.map((spec) => (
              <li key={spec.type}>
                <button
                  type="button"
                  data-testid="action-type"
                  data-action-type={spec.type}
                  onClick={() => {
                    onPick(spec);
                    close();
                  }}
                >
                  {labelIn(spec.label, i18n.language)}
                  {spec.plugin && (
                    <span className="workflows-badge">{t('workflows.notRunBadge')}</span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** Says when Run in the editor records an action's effect, or does not run it. */
function EditorBadge({ spec }: { spec: ActionSpec }) {
  const { t } = useTranslation();
  if (!spec.inEditor) return null;
  return (
    <span className="workflows-badge" data-testid="editor-badge">
      {t(spec.inEditor === 'recorded' ? 'workflows.recordedBadge' : 'workflows.notRunBadge')}
    </span>
  );
}
