/** Pure edits of a workflow value for the panel (each result goes to `update-workflow`). */
import type { Workflow, WorkflowAction, WorkflowBranch } from '@shared/schema/logic.ts';
import type { JsonValue, PropertyValue } from '@shared/schema/values.ts';
import type { ActionSpec } from './action-catalogue.ts';

/** Every action id of a workflow, branches and error actions included. */
export function actionIds(workflow: Workflow): Set<string> {
  const ids = new Set<string>();
  const visit = (actions: readonly WorkflowAction[]) => {
    for (const action of actions) {
      ids.add(action.id);
      for (const branch of action.branches ?? []) visit(branch.actions);
    }
  };
  visit(workflow.actions);
  visit(workflow.errorActions ?? []);
  return ids;
}

/** `a1`, `a2`…: the first free one (ids name results in formulas: `context.workflow.a1`). */
export function nextActionId(workflow: Workflow): string {
  const ids = actionIds(workflow);
  let n = 1;
  while (ids.has(`a${n}`)) n++;
  return `a${n}`;
}

/** A new action of a type, with its branches laid out and defaults filled. */
export function newAction(id: string, spec: ActionSpec): WorkflowAction {
  const config: Record<string, PropertyValue> = {};
  for (const param of spec.params)
    if (param.default !== undefined) config[param.name] = param.default;
  const action: WorkflowAction = { id, type: spec.type, config };
  if (spec.branches === 'boolean') {
    action.branches = [
      { value: true, actions: [] },
      { value: false, actions: [] },
    ];
  } else if (spec.branches === 'cases' || spec.branches === 'body') {
    action.branches = [{ default: true, actions: [] }];
  }
  return action;
}

/** The list with the item at `index` moved by `delta` (unchanged when it cannot move). */
export function moved<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item as T);
  return next;
}

export const replaced = <T>(list: readonly T[], index: number, item: T): T[] =>
  list.map((x, i) => (i === index ? item : x));

export const removed = <T>(list: readonly T[], index: number): T[] =>
  list.filter((_, i) => i !== index);

/** The action with one config key set (undefined removes it). */
export function withParam(
  action: WorkflowAction,
  name: string,
  value: PropertyValue | undefined,
): WorkflowAction {
  const config = { ...action.config };
  if (value === undefined) delete config[name];
  else config[name] = value;
  return { ...action, config };
}

/** The branch of a boolean split for `value`, created when missing. */
export function branchFor(action: WorkflowAction, value: boolean): WorkflowBranch {
  return action.branches?.find((b) => b.value === value) ?? { value, actions: [] };
}

/** The action with its branch for `match` replaced (added when missing). */
export function withBranch(
  action: WorkflowAction,
  match: (branch: WorkflowBranch) => boolean,
  branch: WorkflowBranch,
): WorkflowAction {
  const branches = action.branches ?? [];
  const at = branches.findIndex(match);
  return {
    ...action,
    branches: at >= 0 ? replaced(branches, at, branch) : [...branches, branch],
  };
}

/**
 * What an author typed in a free value field: JSON when it reads as a number, `true`,
 * `false`, `null`, a list or an object; otherwise the text itself.
 */
export function parseLiteral(text: string): JsonValue {
  const trimmed = text.trim();
  if (/^(-?\d+(\.\d+)?([eE][+-]?\d+)?|true|false|null|\[.*\]|\{.*\})$/s.test(trimmed)) {
    try {
      return JSON.parse(trimmed) as JsonValue;
    } catch {
      return text;
    }
  }
  return text;
}

/** How a literal is shown in a free value field (the inverse of `parseLiteral`). */
export function showLiteral(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
