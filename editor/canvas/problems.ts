/**
 * What went wrong while the canvas rendered the shown page: a collection that could not be
 * fetched or filtered, an element that could not be rendered or whose bound value failed, a
 * warning of the runtime (a style dropped, a link to a page that does not exist). The frame keeps them per
 * session (`problemLog`) and hands the list to the editor (`CanvasBridge.problems`), which shows
 * them over the canvas (`CanvasProblems.tsx`); they are also logged to the console, as before.
 */

export type CanvasProblem =
  | {
      kind: 'collection';
      name: string;
      /** Why, in the runtime's English; the data source's own reason when it answered. */
      reason: string;
      /** The status the data source answered with, when it answered with an error. */
      status?: number;
    }
  | {
      kind: 'element';
      elementId: string;
      message: string;
      /** `error`: the element could not be rendered; `warning`: a value of it failed. */
      level: 'error' | 'warning';
    }
  | { kind: 'warning'; message: string };

/** At most this many are kept per page: past it, more of the same adds nothing for the author. */
export const MAX_PROBLEMS = 50;

/** What a canvas session reports its problems to. */
export interface ProblemSink {
  report(problem: CanvasProblem): void;
  /**
   * These elements changed (an edit): their problems are dropped, and reported again if the
   * new render still has them.
   */
  forget(elementIds: readonly string[]): void;
}

export interface ProblemLog extends ProblemSink {
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
  /** Every problem reported, by its key (those past `MAX_PROBLEMS` too: they are not logged twice). */
  let seen = new Map<string, CanvasProblem>();
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
      seen.set(key, problem);
      if (problem.kind === 'element' && problem.level === 'error') log.error(problem.message);
      else if (problem.kind === 'collection')
        log.warn(`Collection "${problem.name}": ${problem.reason}`);
      else log.warn(problem.message); // a warning, of an element or not
      if (problems.length >= MAX_PROBLEMS) return;
      problems = [...problems, problem];
      schedule();
    },
    forget(elementIds) {
      if (seen.size === 0) return; // every keystroke comes here
      const gone = (problem: CanvasProblem) =>
        problem.kind === 'element' && elementIds.includes(problem.elementId);
      for (const [key, problem] of seen) if (gone(problem)) seen.delete(key);
      if (!problems.some(gone)) return;
      problems = problems.filter((problem) => !gone(problem));
      schedule();
    },
    reset() {
      if (seen.size === 0 && problems.length === 0) return;
      seen = new Map();
      problems = [];
      schedule();
    },
  };
}
