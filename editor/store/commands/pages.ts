/** Page commands (pages panel): one line each, alphabetical. */
import { addUserGroup } from './add-user-group.ts';
import { createPage } from './create-page.ts';
import { deletePage } from './delete-page.ts';
import { deleteUserGroup } from './delete-user-group.ts';
import { duplicatePage } from './duplicate-page.ts';
import { renamePage } from './rename-page.ts';
import { setPageDataSet } from './set-page-data-set.ts';
import { setPageFolder } from './set-page-folder.ts';
import { setPageMeta } from './set-page-meta.ts';
import { setPagePath } from './set-page-path.ts';
import { setPageTitle } from './set-page-title.ts';
import { setPageUserGroups } from './set-page-user-groups.ts';
import { setSectionTag } from './set-section-tag.ts';
import { setSitePage } from './set-site-page.ts';
import { updateUserGroup } from './update-user-group.ts';

export const PAGE_COMMANDS = {
  [addUserGroup.type]: addUserGroup,
  [createPage.type]: createPage,
  [deletePage.type]: deletePage,
  [deleteUserGroup.type]: deleteUserGroup,
  [duplicatePage.type]: duplicatePage,
  [renamePage.type]: renamePage,
  [setPageDataSet.type]: setPageDataSet,
  [setPageFolder.type]: setPageFolder,
  [setPageMeta.type]: setPageMeta,
  [setPagePath.type]: setPagePath,
  [setPageTitle.type]: setPageTitle,
  [setPageUserGroups.type]: setPageUserGroups,
  [setSectionTag.type]: setSectionTag,
  [setSitePage.type]: setSitePage,
  [updateUserGroup.type]: updateUserGroup,
} as const;
