/**
 * The references of a page's data set (`cmsDataSetPath`, `shared/routing/data-set.ts`): the
 * collection is one of the site's (site.json, so the server finds it before reading any page),
 * and the record id's parameter is a parameter of the page's path in each of its languages.
 * `validateSite` reports these at `$.pages[i].cmsDataSetPath`; the editor's page settings show
 * them beside the field.
 */
import { parseDataSetPath, pathParams } from '../routing/data-set.ts';
import { said, type ProblemText } from './problem-texts.ts';
import type { Page, SiteFile } from './site.ts';

export function dataSetProblems(
  site: Pick<SiteFile, 'collections'>,
  page: Pick<Page, 'cmsDataSetPath' | 'paths' | 'langs'>,
): ProblemText[] {
  const dataSet = parseDataSetPath(page.cmsDataSetPath);
  // Not bound, or not written as the pattern says (the schema reports that).
  if (!dataSet) return [];
  const problems: ProblemText[] = [];
  if (!Object.hasOwn(site.collections, dataSet.collectionId))
    problems.push(said('dataSetCollectionMissing', { collection: dataSet.collectionId }));
  for (const lang of page.langs) {
    const path = page.paths[lang];
    // A language without a path is reported as such (`pagePathMissing`).
    if (path !== undefined && !pathParams(path).includes(dataSet.param))
      problems.push(said('dataSetParamMissing', { param: dataSet.param, path, lang }));
  }
  return problems;
}
