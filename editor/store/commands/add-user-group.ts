import { CommandError, defineCommand } from '../command.ts';
import { slugOf } from './page-helpers.ts';

export interface AddUserGroupPayload {
  /** The group's name (trimmed, required). */
  name: string;
  /** Roles a visitor must all hold to belong (blank ones are dropped). */
  roles: string[];
}

export const cleanRoles = (roles: readonly string[]) => [
  ...new Set(roles.map((r) => r.trim()).filter((r) => r !== '')),
];

/** Adds a user group to `site.userGroups` (id from its name), for pages to be restricted to. */
export const addUserGroup = defineCommand({
  type: 'add-user-group',
  apply(doc, { name, roles }: AddUserGroupPayload, { newId }) {
    const trimmed = name.trim();
    if (trimmed === '') throw new CommandError('command.userGroup.nameMissing');
    const slug = slugOf(trimmed) || 'group';
    let id = slug;
    while (id in doc.site.userGroups) id = newId(slug);
    doc.site.userGroups[id] = { id, name: trimmed.slice(0, 200), roles: cleanRoles(roles) };
  },
});
