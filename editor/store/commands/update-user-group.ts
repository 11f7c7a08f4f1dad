import { CommandError, defineCommand } from '../command.ts';
import { cleanRoles } from './add-user-group.ts';

export interface UpdateUserGroupPayload {
  groupId: string;
  /** New name (trimmed, required when given). */
  name?: string;
  /** New roles (blank ones dropped). */
  roles?: string[];
}

/** Renames a user group or changes its roles (typing is one undo step). */
export const updateUserGroup = defineCommand({
  type: 'update-user-group',
  apply(doc, { groupId, name, roles }: UpdateUserGroupPayload) {
    const group = doc.site.userGroups[groupId];
    if (!group) throw new CommandError('command.userGroup.missing', { id: groupId });
    if (name !== undefined) {
      if (name.trim() === '') throw new CommandError('command.userGroup.nameMissing');
      group.name = name.trim().slice(0, 200);
    }
    if (roles !== undefined) group.roles = cleanRoles(roles);
  },
  mergeKey: ({ groupId, name }) => `user-group:${groupId}:${name === undefined ? 'roles' : 'name'}`,
});
