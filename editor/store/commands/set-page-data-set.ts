import { dataSetPath, pathParams, type DataSet } from '@shared/routing/data-set.ts';
import type { Page } from '@shared/schema/site.ts';
import { CommandError, defineCommand } from '../command.ts';
import { pageOf } from './page-helpers.ts';

export interface SetPageDataSetPayload {
  pageId: string;
  /**
   * The site collection whose record the page shows, and the path parameter holding the
   * record's id (`cmsDataSetPath` `"<collectionId>/{<param>}"`); null: the page is not bound.
   */
  dataSet: DataSet | null;
}

/** The parameters of the page's path in every one of its languages, in the default one's order. */
export function commonPathParams(page: Pick<Page, 'paths' | 'langs'>): string[] {
  const lists = page.langs.flatMap((lang) => {
    const path = page.paths[lang];
    return path === undefined ? [] : [pathParams(path)];
  });
  const [first = [], ...rest] = lists;
  return first.filter((param) => rest.every((list) => list.includes(param)));
}

/**
 * Binds a page to a data set, or unbinds it. The collection must be one of the site's (site.json)
 * and the parameter one of the page's path in each of its languages, as `validateSite` wants.
 */
export const setPageDataSet = defineCommand({
  type: 'set-page-data-set',
  apply(doc, { pageId, dataSet }: SetPageDataSetPayload) {
    const page = pageOf(doc.site, pageId);
    if (dataSet === null) {
      page.cmsDataSetPath = null;
      return;
    }
    const { collectionId, param } = dataSet;
    if (!Object.hasOwn(doc.site.collections, collectionId))
      throw new CommandError('command.page.dataSetCollection', { id: collectionId });
    for (const lang of page.langs) {
      const path = page.paths[lang];
      if (path !== undefined && !pathParams(path).includes(param))
        throw new CommandError('command.page.dataSetParam', { path, param });
    }
    page.cmsDataSetPath = dataSetPath(dataSet);
  },
});
