/**
 * `npm run validate -- sites/<siteId> [more sites…]`: checks site definitions and prints every
 * problem with its file and JSON path. Exits 1 when any has an error, 2 on bad usage.
 */
import { stat } from 'node:fs/promises';
import { componentEvents, componentTypes } from '@catalogue/definitions.ts';
import { styleRules } from '@catalogue/properties/style-rules.ts';
import { formatProblem, hasErrors, loadSite } from '@shared/schema/index.ts';
import { readSiteTexts } from './site-store/read.ts';

async function validateDir(dir: string): Promise<boolean> {
  try {
    if (!(await stat(dir)).isDirectory()) throw new Error('not a folder');
  } catch {
    console.error(`${dir}: not a site folder`);
    return false;
  }
  const { problems, migrated } = loadSite(await readSiteTexts(dir), {
    knownTypes: componentTypes,
    componentEvents,
    styleRules,
  });
  for (const problem of problems) console.log(formatProblem(problem, dir));
  for (const { file, from } of migrated) {
    console.log(
      `${dir}/${file}: note: written in schema version ${from}; it is migrated when read and rewritten on the next save`,
    );
  }
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  const summary = `${dir}: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
  if (hasErrors(problems)) console.error(summary);
  else console.log(`${summary}: valid`);
  return !hasErrors(problems);
}

const dirs = process.argv.slice(2).filter((arg) => arg !== '--');
if (dirs.length === 0) {
  console.error('usage: npm run validate -- sites/<siteId> [sites/<other> …]');
  process.exit(2);
}
let ok = true;
for (const dir of dirs) ok = (await validateDir(dir)) && ok;
process.exit(ok ? 0 : 1);
