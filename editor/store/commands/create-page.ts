import { CURRENT_SCHEMA_VERSION } from '@shared/schema/constants.ts';
import type { PageFile } from '@shared/schema/site.ts';
import { CommandError, defineCommand } from '../command.ts';
import { freePageId, siteLangs, slugOf, uniquePath } from './page-helpers.ts';

export interface CreatePagePayload {
  /** The page's name in the editor (also its first title in every language). */
  name: string;
  /** The folder to list it in (default none). */
  folder?: string | null;
  /** Title of its first, empty section (default "Section"). */
  sectionTitle?: string;
}

const emptyMeta = () => ({
  desc: {},
  keywords: {},
  socialDesc: {},
  socialTitle: {},
  structuredData: {},
});

/**
 * Adds a page at the end of the site's list, in every site language with a path made from its
 * name (`/our-story`, `-2`… when taken), and its file `pages/{id}.json` with one empty section;
 * shows it on the canvas.
 */
export const createPage = defineCommand({
  type: 'create-page',
  apply(doc, { name, folder = null, sectionTitle = 'Section' }: CreatePagePayload, { newId }) {
    const trimmed = name.trim();
    if (trimmed === '') throw new CommandError('command.page.nameMissing');
    const id = freePageId(doc, trimmed, newId);
    const langs = siteLangs(doc.site);
    const slug = slugOf(trimmed) || 'page';
    const paths: Record<string, string> = {};
    for (const lang of langs) paths[lang] = uniquePath(doc.site, lang, `/${slug}`, id, slug);
    let uid = newId('section');
    while (uid in doc.sections) uid = newId('section');
    const folderName = folder?.trim() || null;
    doc.site.pages.push({
      id,
      linkId: id,
      name: trimmed.slice(0, 200),
      folder: folderName,
      paths,
      langs,
      cmsDataSetPath: null,
      sections: [uid],
      pageUserGroups: [],
      title: Object.fromEntries(langs.map((lang) => [lang, trimmed])),
      meta: emptyMeta(),
      metaImage: null,
    });
    const file: PageFile = {
      schemaVersion: CURRENT_SCHEMA_VERSION,
      pageId: id,
      sections: { [uid]: { uid, sectionTitle, children: [] } },
      elements: {},
      collections: {},
      variables: {},
      formulas: {},
      workflows: {},
      libraryComponents: {},
    };
    doc.pages[id] = file;
    return { pageId: id, select: null };
  },
});
