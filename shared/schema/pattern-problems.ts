/**
 * The literal patterns of `match`/`notMatch` filters must be ones the linear-time engine runs
 * (`collections/operators/pattern-engine.ts`, RE2): a syntax error, a backreference or a
 * lookaround would fail the collection on every page that shows it, so each is an error at the
 * pattern's JSON path, with the engine's reason. A pattern bound to a formula is checked when it
 * runs. The engine is imported directly: `validateSite` runs in Node, never in the browser.
 */
import { refusalOf } from '../collections/operators/pattern-engine.ts';
import { filterPatterns } from '../collections/operators/pattern.ts';
import { pageFilePath, SITE_FILE } from './files.ts';
import type { Collection } from './logic.ts';
import { said } from './problem-texts.ts';
import { jsonPath, problemOf, type Problem } from './problems.ts';
import type { SiteBundle } from './site.ts';

function collectionProblems(
  file: string,
  collections: Record<string, Collection>,
  problems: Problem[],
): void {
  for (const [id, collection] of Object.entries(collections)) {
    for (const { path, value } of filterPatterns(collection.filter)) {
      const at = jsonPath(['collections', id, 'filter', ...path]);
      const name = collection.name;
      if (typeof value !== 'string') {
        const written = JSON.stringify(value) ?? 'nothing';
        problems.push(problemOf(file, at, said('patternNotText', { name, value: written })));
        continue;
      }
      const reason = refusalOf(value);
      if (reason !== null)
        problems.push(
          problemOf(file, at, said('patternRefused', { name, pattern: value, reason })),
        );
    }
  }
}

/** Every refused literal pattern of the site's and the pages' collections. */
export function patternProblems(bundle: SiteBundle): Problem[] {
  const problems: Problem[] = [];
  collectionProblems(SITE_FILE, bundle.site.collections, problems);
  for (const [pageId, file] of Object.entries(bundle.pages))
    collectionProblems(pageFilePath(pageId), file.collections, problems);
  return problems;
}
