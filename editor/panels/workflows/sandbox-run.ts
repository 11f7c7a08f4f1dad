/**
 * Run and inspect: runs a workflow in the editor with the shared workflow engine against a
 * sandbox — the site's and the page's variables at their defaults, the formula preview's test
 * scope for the rest (`buildTestScope`), no navigation — and traces
 * every action: its resolved config, result or error, and the time it took.
 *
 * - Effects that would leave the editor (navigation, back, language, theme, clipboard, time
 *   delays) are recorded on the action, not performed: the action succeeds with what it would
 *   return, and the trace shows what it would have done.
 * - Effects that need a browser page or a server (collection fetches, files, geolocation,
 *   popups, component actions) and plugin actions are not run: the action is marked "not run"
 *   and the workflow goes on as if it returned nothing.
 * - To time each action, the workflow is run as a copy whose actions have editor-only types
 *   (`editor-run:<n>`) handled by a tracer that resolves the real config against the scope the
 *   engine gives and calls the real handler; the trace and failures name the real types.
 */
import { resolvePropertyValue, type FormulaScope } from '@shared/formula/index.ts';
import type { Variable, Workflow, WorkflowAction } from '@shared/schema/logic.ts';
import type { SiteBundle } from '@shared/schema/site.ts';
import { VariableStore } from '@shared/variables/index.ts';
import { runWorkflow } from '@shared/workflow/run.ts';
import { CORE_ACTIONS } from '@shared/workflow/registry.ts';
import { WORKFLOW_MESSAGES } from '@shared/workflow/messages.ts';
import type {
  ActionHandler,
  WorkflowFailure,
  WorkflowLog,
  WorkflowStop,
} from '@shared/workflow/context.ts';
import type { WorkflowEffects } from '@shared/workflow/effects.ts';
import {
  ActionFailed,
  BreakSignal,
  ContinueSignal,
  messageOf,
  ReturnSignal,
  WorkflowStopped,
} from '@shared/workflow/signals.ts';
import type { PluginDefinition } from '@plugins/define.ts';
import { buildTestScope } from '../../fields/formula/test-scope.ts';
import { defaultLangOf } from '@shared/routing/page-lang.ts';

export type TraceStatus = 'ok' | 'error' | 'recorded' | 'not-run' | 'interrupted' | 'stopped';

/** One run of one action (an action in a loop appears once per iteration). */
export interface TraceEntry {
  /** Order of the run, from 0. */
  index: number;
  workflowId: string;
  actionId: string;
  type: string;
  /** Nesting: branches, loop bodies and nested workflows are deeper. */
  depth: number;
  /** Whether it ran as part of the error actions. */
  errorBranch: boolean;
  status: TraceStatus;
  /** The config after formulas were evaluated (absent when that failed). */
  config?: Readonly<Record<string, unknown>>;
  result?: unknown;
  error?: string;
  /** What it would have done outside the editor (`recorded`), or why it did not run. */
  notes: string[];
  /** Control flow it ended with: `return`, `break`, `continue`. */
  signal?: 'return' | 'break' | 'continue';
  ms: number;
}

export interface VariableChange {
  id: string;
  name: string;
  before: unknown;
  after: unknown;
}

export interface SandboxOutcome {
  result: unknown;
  /** The failure that sent the workflow to its error actions (types are the real ones). */
  error: WorkflowFailure | undefined;
  /** Set when the loop guard stopped the run: its message, the call chain, the refused call. */
  stopped?: WorkflowStop;
  trace: TraceEntry[];
  /** Variables whose value the run changed. */
  variables: VariableChange[];
  log: Array<{ level: 'info' | 'warn' | 'error'; message: string }>;
  ms: number;
}

export interface SandboxOptions {
  /** The page whose variables, formulas, collections and workflows join the site's. */
  pageId: string | null;
  /** The plugin declarations of the build (their actions are marked "not run"). */
  plugins?: Readonly<Record<string, PluginDefinition>>;
  /** `context.parameters` of the run (as execute-workflow would give). Default `{}`. */
  parameters?: unknown;
  /** `context.event` of the run (as an element event would give). Default none. */
  event?: unknown;
  /** Clock for timings (tests pass a fake one). Default `performance.now`. */
  now?: () => number;
}

/** Thrown by an effect the editor does not perform; caught by the tracer of its action. */
class NotRunInEditor extends Error {
  override readonly name = 'NotRunInEditor';
}

const TRACE_PREFIX = 'editor-run:';

/** Action runs one editor run may take (a loop over a huge list must not freeze the editor). */
export const MAX_ACTION_RUNS = 5000;
export const tooManyRuns = `Stopped in the editor after ${MAX_ACTION_RUNS.toLocaleString('en')} action runs.`;

const short = (value: unknown): string => {
  if (value === undefined) return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

export async function runInSandbox(
  doc: SiteBundle,
  workflow: Workflow,
  options: SandboxOptions,
): Promise<SandboxOutcome> {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const page = options.pageId ? doc.pages[options.pageId] : undefined;
  const pageEntry = doc.site.pages.find((p) => p.id === options.pageId);
  const defaultLang = defaultLangOf(doc.site.langs);
  const log: SandboxOutcome['log'] = [];
  const memoryLog: WorkflowLog = {
    info: (message) => void log.push({ level: 'info', message }),
    warn: (message) => void log.push({ level: 'warn', message }),
    error: (message) => void log.push({ level: 'error', message }),
  };

  // Variables at their defaults, nothing stored.
  const definitions: Variable[] = [
    ...Object.values(doc.site.variables),
    ...Object.values(page?.variables ?? {}),
  ];
  const variables = new VariableStore(definitions, {
    warn: (message) => memoryLog.warn(message),
  });
  const initial = new Map(definitions.map((d) => [d.id, variables.get(d.id)]));

  // The formula preview's test scope (static collections' records, site and page formulas,
  // context.page / browser / user), with live variables and plugin variables at their defaults.
  const base = buildTestScope({ doc, pageId: options.pageId, lang: defaultLang });
  const collections = base.collections ?? {};
  const enabled = Object.values(doc.site.plugins).map((p) => p.plugin);
  const pluginVariables: Record<string, Record<string, unknown>> = {};
  const pluginActions = new Set<string>();
  for (const name of enabled) {
    const definition = options.plugins?.[name];
    if (!definition) continue;
    pluginVariables[name] = Object.fromEntries(
      Object.entries(definition.variables).map(([key, v]) => [key, v.default]),
    );
    for (const action of Object.keys(definition.actions)) pluginActions.add(`${name}:${action}`);
  }
  const pageLangs = pageEntry?.langs ?? [defaultLang];
  const plugins = { ...base.plugins, ...pluginVariables };
  const scope = (): FormulaScope => ({ ...base, variables: variables.scope(), plugins });

  // The trace: each tracer pushes its entry; effects write to the innermost one.
  const trace: TraceEntry[] = [];
  const stack: Array<TraceEntry & { notRun?: string; nestedBase?: number }> = [];
  const current = () => stack[stack.length - 1];
  const record = (note: string) => {
    const entry = current();
    if (entry) entry.notes.push(note);
  };
  const notRun = (what: string): never => {
    const entry = current();
    if (entry) entry.notRun = what;
    throw new NotRunInEditor(what);
  };
  const hasPage = (id: string) => doc.site.pages.some((p) => p.id === id);
  const effects: WorkflowEffects = {
    hasPage,
    hasCollection: (id) => Object.hasOwn(collections, id),
    navigate: (target) => {
      const where =
        target.kind === 'page'
          ? `page "${target.pageId}"`
          : target.kind === 'path'
            ? target.path
            : target.url;
      const queries = Object.keys(target.queries).length
        ? ` ${JSON.stringify(target.queries)}`
        : '';
      record(`navigate: ${where}${queries}${target.newTab ? ' (new tab)' : ''}`);
    },
    back: (fallback) => record(`back${fallback ? ` (fallback page "${fallback}")` : ''}`),
    changeLang: (lang) => record(`language: ${lang}`),
    changeTheme: (theme) => {
      record(`theme: ${theme}`);
      if (theme !== 'toggle') return theme;
      return doc.site.defaultTheme === 'dark' ? 'light' : 'dark';
    },
    copyToClipboard: (text) => record(`clipboard: ${short(text)}`),
    sleep: async (ms) => record(`wait ${ms} ms (skipped)`),
    fetchCollections: () => notRun('fetch collections'),
    getFileVariable: () => notRun('file variables'),
    uploadFile: () => notRun('upload'),
    fetch: () => notRun('download'),
    saveFile: () => notRun('download'),
    getGeolocation: () => notRun('geolocation'),
    openPopup: () => notRun('popups'),
    closePopup: () => notRun('popups'),
    componentAction: () => notRun('component actions'),
  };

  // The traced copy of each workflow run (the one asked for, and those it executes).
  const handlers: Record<string, ActionHandler> = {};
  /** The real type of each traced type. */
  const realTypes: Record<string, string> = {};
  const copies = new Map<string, Workflow>();
  let counter = 0;
  /** Whether the refused call's entry is marked (the innermost catches the stop first). */
  let stopShown = false;
  const copyActions = (
    source: Workflow,
    actions: readonly WorkflowAction[],
    depth: number,
    errorBranch: boolean,
  ): WorkflowAction[] =>
    actions.map((action) => {
      const type = `${TRACE_PREFIX}${counter++}`;
      handlers[type] = tracer(source, action, depth, errorBranch);
      realTypes[type] = action.type;
      return {
        id: action.id,
        type,
        ...(action.branches
          ? {
              branches: action.branches.map((branch) => ({
                ...branch,
                actions: copyActions(source, branch.actions, depth + 1, errorBranch),
              })),
            }
          : {}),
      };
    });
  const traced = (source: Workflow): Workflow => {
    const known = copies.get(source.id);
    if (known) return known;
    const copy: Workflow = {
      ...source,
      actions: copyActions(source, source.actions, 0, false),
      ...(source.errorActions
        ? { errorActions: copyActions(source, source.errorActions, 0, true) }
        : {}),
    };
    copies.set(source.id, copy);
    return copy;
  };

  function realHandler(type: string): ActionHandler | undefined {
    if (Object.hasOwn(CORE_ACTIONS, type)) return CORE_ACTIONS[type];
    if (pluginActions.has(type)) return () => notRun('plugin actions');
    return undefined;
  }

  function tracer(
    source: Workflow,
    action: WorkflowAction,
    depth: number,
    errorBranch: boolean,
  ): ActionHandler {
    const real = realHandler(action.type);
    const run: ActionHandler = async (_config, ctx) => {
      const outer = [...stack].reverse().find((e) => e.nestedBase !== undefined);
      const entry: TraceEntry & { notRun?: string; nestedBase?: number } = {
        index: trace.length,
        workflowId: source.id,
        actionId: action.id,
        type: action.type,
        depth: depth + (outer?.nestedBase ?? 0),
        errorBranch,
        status: 'ok',
        notes: [],
        ms: 0,
      };
      if (action.type === 'execute-workflow') entry.nestedBase = entry.depth + 1;
      if (trace.length >= MAX_ACTION_RUNS) {
        // Not traced: the failure reaches the workflow (and stops any loop around it).
        throw new Error(tooManyRuns);
      }
      trace.push(entry);
      stack.push(entry);
      const t0 = now();
      try {
        if (!real) throw new Error(WORKFLOW_MESSAGES.unknownAction(action.type));
        const config = resolvePropertyValue(action.config ?? {}, ctx.scope, ctx.evaluate) as Record<
          string,
          unknown
        >;
        entry.config = config;
        const result = await real(config, ctx);
        entry.result = result;
        if (entry.notes.length > 0) entry.status = 'recorded';
        return result;
      } catch (error) {
        if (entry.notRun !== undefined) {
          entry.status = 'not-run';
          entry.notes.push(entry.notRun);
          return undefined;
        }
        if (error instanceof ReturnSignal) {
          entry.signal = 'return';
          entry.result = error.value;
        } else if (error instanceof BreakSignal) entry.signal = 'break';
        else if (error instanceof ContinueSignal) entry.signal = 'continue';
        else if (error instanceof ActionFailed) entry.status = 'interrupted';
        else if (error instanceof WorkflowStopped) {
          // The refused call carries the guard's message; the calls around it were cut short.
          const refused =
            error.stop.actionId === action.id && error.stop.workflowId === source.id && !stopShown;
          entry.status = refused ? 'stopped' : 'interrupted';
          if (refused) {
            entry.error = error.stop.message;
            stopShown = true;
          }
        } else {
          entry.status = 'error';
          entry.error = messageOf(error);
        }
        throw error;
      } finally {
        entry.ms = now() - t0;
        stack.pop();
      }
    };
    return Object.assign(run, { ownsBranches: real?.ownsBranches === true });
  }

  const all = (id: string): Workflow | undefined => {
    if (page && Object.hasOwn(page.workflows, id)) return page.workflows[id];
    return Object.hasOwn(doc.site.workflows, id) ? doc.site.workflows[id] : undefined;
  };
  const realType = (failure: WorkflowFailure | undefined): WorkflowFailure | undefined => {
    if (!failure) return undefined;
    return {
      ...failure,
      actionType: realTypes[failure.actionType] ?? failure.actionType,
      ...(failure.cause ? { cause: realType(failure.cause) } : {}),
    };
  };

  const outcome = await runWorkflow(traced(workflow), {
    workflows: (id) => {
      const found = id === workflow.id ? workflow : all(id);
      return found ? traced(found) : undefined;
    },
    variables,
    scope,
    effects,
    actions: handlers,
    parameters: options.parameters ?? {},
    event: options.event,
    langs: pageLangs,
    evaluate: { langs: [defaultLang], locale: defaultLang, warn: (m) => memoryLog.warn(m) },
    log: memoryLog,
  });

  const changes: VariableChange[] = [];
  for (const d of definitions) {
    const before = initial.get(d.id);
    const after = variables.get(d.id);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      changes.push({ id: d.id, name: d.name, before, after });
    }
  }
  return {
    result: outcome.result,
    error: realType(outcome.error),
    ...(outcome.stopped
      ? {
          stopped: {
            ...outcome.stopped,
            actionType: realTypes[outcome.stopped.actionType ?? ''] ?? outcome.stopped.actionType,
          },
        }
      : {}),
    trace: trace.map(
      ({
        notRun: _n,
        nestedBase: _b,
        ...entry
      }: TraceEntry & { notRun?: string; nestedBase?: number }) => entry,
    ),
    variables: changes,
    log: log.map((e) => ({
      ...e,
      message: e.message.replace(/editor-run:\d+/g, (type) => realTypes[type] ?? type),
    })),
    ms: now() - started,
  };
}
