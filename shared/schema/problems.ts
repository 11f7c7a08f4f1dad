import { problemText, type ProblemText } from './problem-texts.ts';

/** One problem found in a site definition, located by file and JSON path (`$.pages[2].paths.en`). */
export interface Problem {
  /** Path of the file relative to the site folder, e.g. `pages/home.json`. */
  file: string;
  /** JSONPath inside the file; `$` for the whole file. */
  path: string;
  /** In English (the CLI, the logs, and the editor in English). */
  message: string;
  /** In French, for the editor in French, when Baobab wrote the text (`problem-texts.ts`, zod's locale). */
  fr?: string;
  severity: 'error' | 'warning';
}

/** A problem from its text: the English message and the French. */
export function problemOf(
  file: string,
  path: string,
  text: ProblemText,
  severity: Problem['severity'] = 'error',
): Problem {
  return { file, path, message: problemText(text), fr: problemText(text, 'fr'), severity };
}

/** Formats a path of keys and indexes as JSONPath: `['pages', 2, 'paths', 'en']` → `$.pages[2].paths.en`. */
export function jsonPath(segments: ReadonlyArray<PropertyKey>): string {
  let out = '$';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else {
      const key = String(segment);
      out += /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
    }
  }
  return out;
}

export function formatProblem(problem: Problem, siteDir?: string): string {
  const file = siteDir ? `${siteDir.replace(/\/$/, '')}/${problem.file}` : problem.file;
  const tag = problem.severity === 'warning' ? 'warning' : 'error';
  return `${file}: ${problem.path}: ${tag}: ${problem.message}`;
}

export function hasErrors(problems: readonly Problem[]): boolean {
  return problems.some((p) => p.severity === 'error');
}
