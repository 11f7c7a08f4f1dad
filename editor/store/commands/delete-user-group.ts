import { CommandError, defineCommand } from '../command.ts';

export interface DeleteUserGroupPayload {
  groupId: string;
}

/** Deletes a user group and takes it off every page restricted to it (one undo step). */
export const deleteUserGroup = defineCommand({
  type: 'delete-user-group',
  apply(doc, { groupId }: DeleteUserGroupPayload) {
    if (!(groupId in doc.site.userGroups))
      throw new CommandError('command.userGroup.missing', { id: groupId });
    delete doc.site.userGroups[groupId];
    for (const page of doc.site.pages) {
      if (page.pageUserGroups.includes(groupId))
        page.pageUserGroups = page.pageUserGroups.filter((id) => id !== groupId);
    }
  },
});
