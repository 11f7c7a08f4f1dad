/**
 * Workflows that execute themselves, directly or through others, with no condition before the
 * call: every run ends at the loop guard ("Possible infinity loop detected!", seeds §4), so a
 * warning at the call (`$.workflows.<id>.actions[i]…config.workflowId` of the file holding it).
 *
 * A call counts when it runs on every run of its workflow: in the main flow or a loop body, with
 * no action before it that chooses a branch (a true/false or multi-option split, any action with
 * branches but a loop) or returns. Calls in branches, in error actions, after such an action, or
 * naming their workflow by formula are left to the runtime's guard.
 */
import { pageFilePath, SITE_FILE } from './files.ts';
import type { Workflow, WorkflowAction } from './logic.ts';
import { said } from './problem-texts.ts';
import { jsonPath, problemOf, type Problem } from './problems.ts';
import type { SiteBundle } from './site.ts';

interface Call {
  target: string;
  path: PropertyKey[];
}

/** The execute-workflow calls a run of the list always reaches, with their JSON paths. */
function sureCalls(actions: readonly WorkflowAction[], base: PropertyKey[]): Call[] {
  const calls: Call[] = [];
  for (const [i, action] of actions.entries()) {
    const at = [...base, i];
    if (action.type === 'execute-workflow') {
      const target = action.config?.workflowId;
      if (typeof target === 'string' && target !== '')
        calls.push({ target, path: [...at, 'config', 'workflowId'] });
    } else if (action.type === 'loop') {
      action.branches?.forEach((branch, j) => {
        if (branch.default === true)
          calls.push(...sureCalls(branch.actions, [...at, 'branches', j, 'actions']));
      });
    }
    if (action.type === 'return' || (action.branches && action.type !== 'loop')) break;
  }
  return calls;
}

/**
 * Finds, for each workflow of `own`, a chain of sure calls back to itself among `visible`
 * (as the runtime finds a workflow: the page's first, then the site's).
 */
function loops(
  file: string,
  own: Readonly<Record<string, Workflow>>,
  visible: (id: string) => Workflow | undefined,
): Problem[] {
  const calls = new Map<string, Call[]>();
  const callsOf = (id: string): Call[] => {
    let known = calls.get(id);
    if (!known) {
      const workflow = visible(id);
      known = workflow ? sureCalls(workflow.actions, ['workflows', id, 'actions']) : [];
      calls.set(id, known);
    }
    return known;
  };
  const problems: Problem[] = [];
  for (const [id, workflow] of Object.entries(own)) {
    for (const first of callsOf(id)) {
      // Breadth first from the call's target: the shortest way back, each workflow once.
      const from = new Map<string, string>([[first.target, id]]);
      const queue = [first.target];
      let found = false;
      while (queue.length > 0 && !found) {
        const at = queue.shift()!;
        if (at === id) found = true;
        else
          for (const next of callsOf(at)) {
            if (from.has(next.target)) continue;
            from.set(next.target, at);
            queue.push(next.target);
          }
      }
      if (!found) continue;
      const chain = [id];
      for (let at = from.get(id)!; at !== id; at = from.get(at)!) chain.unshift(at);
      chain.unshift(id);
      const names = chain.map((w) => visible(w)?.name ?? w);
      problems.push(
        problemOf(
          file,
          jsonPath(first.path),
          said('workflowCallsItself', { workflow: workflow.name, chain: names.join(' → ') }),
          'warning',
        ),
      );
      break;
    }
  }
  return problems;
}

export function workflowLoopProblems(bundle: SiteBundle): Problem[] {
  const site = bundle.site.workflows;
  const inSite = (id: string) => (Object.hasOwn(site, id) ? site[id] : undefined);
  const problems = loops(SITE_FILE, site, inSite);
  for (const [pageId, file] of Object.entries(bundle.pages)) {
    const page = file.workflows;
    const visible = (id: string) => (Object.hasOwn(page, id) ? page[id] : inSite(id));
    problems.push(...loops(pageFilePath(pageId), page, visible));
  }
  return problems;
}
