/** One problem found in a site definition, located by file and JSON path (`$.pages[2].paths.en`). */
export interface Problem {
  /** Path of the file relative to the site folder, e.g. `pages/home.json`. */
  file: string;
  /** JSONPath inside the file; `$` for the whole file. */
  path: string;
  message: string;
  severity: 'error' | 'warning';
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
