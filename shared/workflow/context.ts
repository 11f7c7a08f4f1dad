/** The types a workflow runs with: what the runtime gives, and what each action handler gets. */
import type { FormulaScope, ResolveOptions } from '@shared/formula/index.ts';
import type { Workflow, WorkflowAction } from '@shared/schema/logic.ts';
import type { VariableStore } from '@shared/variables/index.ts';
import type { ActionOrigin, WorkflowEffects } from './effects.ts';

/** Why a workflow stopped: the failing action and its message (`context.error` in error actions). */
export interface WorkflowFailure {
  readonly message: string;
  readonly actionId: string;
  readonly actionType: string;
  /** For execute-workflow: the failure inside the workflow it ran. */
  readonly cause?: WorkflowFailure | undefined;
}

/** What `context.workflow[actionId]` holds: a result, a failure, or a loop's current item. */
export type ActionRecord =
  | { readonly result: unknown }
  | { readonly error: WorkflowFailure }
  | { readonly item: unknown; readonly index: number };

/**
 * Why a run was stopped by the loop guard: its message, the chain it would have grown
 * (outermost first, ending with the workflow refused), and the execute-workflow action whose
 * call was refused (absent on the refused run itself, when no action of it started it).
 */
export interface WorkflowStop {
  readonly message: string;
  readonly chain: readonly string[];
  readonly workflowId?: string;
  readonly actionId?: string;
  readonly actionType?: string;
}

export interface WorkflowOutcome {
  readonly result: unknown;
  readonly error: WorkflowFailure | undefined;
  /** Set when the loop guard stopped the run (or a workflow it ran): not an error. */
  readonly stopped?: WorkflowStop;
  /** Records by action id, as formulas read them in `context.workflow`. */
  readonly results: Readonly<Record<string, ActionRecord>>;
}

/** Stored for the workflow: on a failure (before the error actions run) and when it ends. */
export interface WorkflowState extends WorkflowOutcome {
  readonly ended: boolean;
}

export interface WorkflowLog {
  info(message: string, ...data: unknown[]): void;
  warn(message: string, ...data: unknown[]): void;
  error(message: string, ...data: unknown[]): void;
}

/** Workflows by id (the app's and the page's), or a function finding one. */
export type WorkflowLookup =
  Readonly<Record<string, Workflow>> | ((id: string) => Workflow | undefined);

/** Resolved action config: every property value already a plain value. */
export type ActionConfig = Readonly<Record<string, unknown>>;

/**
 * An action: a function of its resolved config. Plugins add actions by giving more handlers in
 * `WorkflowContext.actions` (keyed like `auth:login-with-popup`), never by changing the engine.
 */
export interface ActionHandler {
  (config: ActionConfig, ctx: ActionContext): unknown;
  /**
   * True when the action runs its branches itself (loop). Otherwise the engine runs the branch
   * chosen by the action's result: the first whose value deep-equals it, else the default one.
   */
  readonly ownsBranches?: boolean;
}

/** What the runtime gives `runWorkflow`. */
export interface WorkflowContext {
  /** Workflows execute-workflow can run. */
  readonly workflows: WorkflowLookup;
  readonly variables: VariableStore;
  /**
   * The base formula scope (variables, collections, formulas, plugins, context.page / browser /
   * user…), asked again before each action so it sees changes (default: the variables only).
   */
  readonly scope?: () => FormulaScope;
  readonly effects?: WorkflowEffects;
  /** Extra action handlers by type, e.g. plugin actions; core actions cannot be replaced. */
  readonly actions?: Readonly<Record<string, ActionHandler>>;
  /** The event that triggered the workflow (`context.event`); passed on to execute-workflow. */
  readonly event?: unknown;
  /** The workflow's parameters (`context.parameters`). */
  readonly parameters?: unknown;
  /** Languages of the current page, which change-lang may switch to (absent: not checked). */
  readonly langs?: readonly string[];
  /**
   * Formula options: locale, clock, warnings, and `langs`, the order `$lang` values are picked
   * in (current language first; default `langs` above).
   */
  readonly evaluate?: ResolveOptions;
  /** Default: console. */
  readonly log?: WorkflowLog;
  /**
   * Ids of the workflows this one is run from, outermost first (default none). Give the
   * `origin.chain` of the action that caused the run, so the loop guard sees through it.
   */
  readonly chain?: readonly string[];
  /** Stores the workflow's state for the site (its results and error). */
  readonly record?: (workflowId: string, state: WorkflowState) => void;
}

/** What one action handler gets besides its config. */
export interface ActionContext {
  readonly workflow: Workflow;
  readonly action: WorkflowAction;
  readonly variables: VariableStore;
  readonly effects: WorkflowEffects;
  readonly log: WorkflowLog;
  /** The workflow scope the config was resolved against (custom code runs against it too). */
  readonly scope: FormulaScope;
  readonly evaluate: ResolveOptions;
  readonly langs: readonly string[] | undefined;
  readonly origin: ActionOrigin;
  /** Whether the action runs inside a loop body of this workflow (break / continue). */
  readonly inLoop: boolean;
  findWorkflow(id: string): Workflow | undefined;
  /** Runs a workflow from this action: with the call chain and this workflow's event. */
  runWorkflow(workflow: Workflow, parameters: unknown): Promise<WorkflowOutcome>;
  /**
   * Runs actions of this workflow (a branch, a loop body). With `loop`, `context.workflow[this
   * action's id]` is `{ item, index }` while they run, and break / continue reach this action.
   */
  runActions(
    actions: readonly WorkflowAction[],
    loop?: { readonly item: unknown; readonly index: number },
  ): Promise<void>;
}
