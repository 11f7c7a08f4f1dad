/**
 * What went wrong while the canvas rendered the shown page: a collection that could not be
 * fetched or filtered, an element that could not be rendered, a warning of the runtime (a style
 * dropped, a link to a page that does not exist, a formula that fails). The frame keeps them per
 * session (`problemLog`) and hands the list to the editor (`CanvasBridge.problems`), which shows
 * them over the canvas (`CanvasProblems.tsx`); they are also logged to the console, as before.
 */

export type CanvasProblem =
  | { kind: 'collection'; name: string; reason: string }
  | { kind: 'element'; elementId: string; message: string }
  | { kind: 'warning'; message: string };

/** At most this many are kept per page: past it, more of the same adds nothing for the author. */
export const MAX_PROBLEMS = 50;

export interface ProblemLog {
  report(problem: CanvasProblem): void;
  /** A new session (another page, a rebuilt one): its problems start from none. */
  reset(): void;
}

const keyOf = (problem: CanvasProblem): string => JSON.stringify(problem);

interface Console {
  warn(message: string): void;
  error(message: string): void;
}

/**
 * A log that reports each problem once (to the console at once; to `publish` in a microtask,
 * after the render that found it, with the whole list so far).
 */
export function problemLog(
  publish: (problems: readonly CanvasProblem[]) => void,
  log: Console = console,
): ProblemLog {
  let seen = new Set<string>();
  let problems: CanvasProblem[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    publish(problems);
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(flush);
  };
  return {
    report(problem) {
      const key = keyOf(problem);
      if (seen.has(key)) return;
      seen.add(key);
      if (problem.kind === 'element') log.error(problem.message);
      else if (problem.kind === 'collection')
        log.warn(`Collection "${problem.name}": ${problem.reason}`);
      else log.warn(problem.message);
      if (problems.length >= MAX_PROBLEMS) return;
      problems = [...problems, problem];
      schedule();
    },
    reset() {
      if (seen.size === 0 && problems.length === 0) return;
      seen = new Set();
      problems = [];
      schedule();
    },
  };
}
