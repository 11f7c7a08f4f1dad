/**
 * Test helpers: workflows in one line, a variable store, a log that remembers, and in-memory
 * effects. Imported by tests only.
 */
import type { Variable, Workflow, WorkflowAction, WorkflowBranch } from '@shared/schema/logic.ts';
import type { PropertyMap } from '@shared/schema/values.ts';
import { VariableStore } from '@shared/variables/index.ts';
import type { WorkflowContext, WorkflowLog, WorkflowOutcome } from './context.ts';
import { runWorkflow } from './run.ts';

export function action(
  id: string,
  type: string,
  config: PropertyMap = {},
  branches?: WorkflowBranch[],
): WorkflowAction {
  return branches ? { id, type, config, branches } : { id, type, config };
}

export function workflow(
  id: string,
  actions: WorkflowAction[],
  errorActions?: WorkflowAction[],
): Workflow {
  return {
    id,
    name: `Workflow ${id}`,
    trigger: 'none',
    actions,
    ...(errorActions ? { errorActions } : {}),
  };
}

export function variables(
  definitions: Array<Pick<Variable, 'id' | 'type' | 'defaultValue'> & { name?: string }> = [],
): VariableStore {
  return new VariableStore(definitions.map((d) => ({ name: d.id, ...d })));
}

export interface MemoryLog extends WorkflowLog {
  readonly entries: Array<{ level: 'info' | 'warn' | 'error'; message: string }>;
  messages(level: 'info' | 'warn' | 'error'): string[];
}

export function memoryLog(): MemoryLog {
  const entries: MemoryLog['entries'] = [];
  return {
    entries,
    info: (message) => void entries.push({ level: 'info', message }),
    warn: (message) => void entries.push({ level: 'warn', message }),
    error: (message) => void entries.push({ level: 'error', message }),
    messages: (level) => entries.filter((e) => e.level === level).map((e) => e.message),
  };
}

/** A context with an empty store and a silent log, unless given. */
export function context(overrides: Partial<WorkflowContext> = {}): WorkflowContext {
  return { workflows: {}, variables: variables(), log: memoryLog(), ...overrides };
}

/** Runs a workflow of one action `a1`. */
export function runOne(
  type: string,
  config: PropertyMap = {},
  overrides: Partial<WorkflowContext> = {},
): Promise<WorkflowOutcome> {
  return runWorkflow(workflow('w1', [action('a1', type, config)]), context(overrides));
}

/** A formula property value. */
export function f(source: string): { $formula: string } {
  return { $formula: source };
}
