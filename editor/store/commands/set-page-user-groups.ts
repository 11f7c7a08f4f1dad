import { CommandError, defineCommand } from '../command.ts';
import { pageOf } from './page-helpers.ts';

export interface SetPageUserGroupsPayload {
  pageId: string;
  /**
   * Ids of `site.userGroups` allowed to see the page (a visitor needs every role of one of
   * them); empty: everyone.
   */
  groups: string[];
}

/** Restricts a page to user groups, or opens it to everyone. */
export const setPageUserGroups = defineCommand({
  type: 'set-page-user-groups',
  apply(doc, { pageId, groups }: SetPageUserGroupsPayload) {
    const page = pageOf(doc.site, pageId);
    const unknown = groups.find((id) => !(id in doc.site.userGroups));
    if (unknown !== undefined) throw new CommandError('command.userGroup.missing', { id: unknown });
    page.pageUserGroups = [...new Set(groups)];
  },
});
