import { CommandError, defineCommand } from '../command.ts';
import { pageOf } from './page-helpers.ts';

/** The pages a site sends visitors to, by their field in site.json. */
export const SITE_PAGE_ROLES = [
  'homePageId',
  'notFoundPageId',
  'unauthenticatedPageId',
  'unauthorizedPageId',
] as const;

export type SitePageRole = (typeof SITE_PAGE_ROLES)[number];

export interface SetSitePagePayload {
  role: SitePageRole;
  /** A page of the site; null for none (not for the home page). */
  pageId: string | null;
}

/**
 * Chooses the site's home page, or the page shown for unknown paths, to visitors who are not
 * signed in, or to visitors outside a page's user groups (none: `/404`, or the runtime's own
 * messages). A page chosen here cannot be deleted (`delete-page`).
 */
export const setSitePage = defineCommand({
  type: 'set-site-page',
  apply(doc, { role, pageId }: SetSitePagePayload) {
    if (pageId === null) {
      if (role === 'homePageId') throw new CommandError('command.site.homeRequired');
      doc.site[role] = null;
      return;
    }
    pageOf(doc.site, pageId);
    doc.site[role] = pageId;
  },
});
