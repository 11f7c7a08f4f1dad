/**
 * The user groups of a page (checkboxes over `site.userGroups`) and the site's groups
 * themselves: add, rename, change roles, delete (asked first).
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import type { Page } from '@shared/schema/site.ts';
import type { UserGroup } from '@shared/schema/logic.ts';
import { useDispatch } from '../../app/use-dispatch.ts';
import { useEditor } from '../../store/hooks.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { DraftInput } from './DraftInput.tsx';

const rolesOf = (text: string) => text.split(',');

export function UserGroups({ page }: { page: Page }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const groups = useEditor((s) => s.doc.site.userGroups);
  const hasAuth = useEditor((s) => s.doc.site.authPluginId !== null);
  const [deleting, setDeleting] = useState<UserGroup | null>(null);
  const list = Object.values(groups);
  const toggle = (groupId: string, on: boolean) => {
    const next = on
      ? [...page.pageUserGroups, groupId]
      : page.pageUserGroups.filter((id) => id !== groupId);
    dispatch({ type: 'set-page-user-groups', payload: { pageId: page.id, groups: next } });
  };
  return (
    <fieldset className="pages-groups" data-field="pageUserGroups">
      <legend>{t('pages.userGroups')}</legend>
      <p className="pages-hint">{t('pages.userGroupsHint')}</p>
      {page.pageUserGroups.length > 0 && !hasAuth && (
        <p className="pages-problem" data-testid="pages-problem">
          {t('pages.noAuthPlugin')}
        </p>
      )}
      {list.length === 0 && <p className="pages-hint">{t('pages.noUserGroups')}</p>}
      {list.map((group) => (
        <label key={group.id} className="pages-check">
          <input
            type="checkbox"
            checked={page.pageUserGroups.includes(group.id)}
            onChange={(e) => toggle(group.id, e.target.checked)}
          />
          {group.name}
          {group.roles.length > 0 && <small> ({group.roles.join(', ')})</small>}
        </label>
      ))}
      <details className="pages-manage-groups">
        <summary>{t('pages.manageGroups')}</summary>
        {list.map((group) => (
          <div key={group.id} className="pages-group" data-group-id={group.id}>
            <DraftInput
              label={t('pages.groupName')}
              field={`group-name-${group.id}`}
              value={group.name}
              check={(text) => (text.trim() === '' ? t('pages.groupNameRequired') : null)}
              onCommit={(name) =>
                dispatch({ type: 'update-user-group', payload: { groupId: group.id, name } })
              }
            />
            <DraftInput
              label={t('pages.groupRoles')}
              field={`group-roles-${group.id}`}
              value={group.roles.join(', ')}
              onCommit={(text) =>
                dispatch({
                  type: 'update-user-group',
                  payload: { groupId: group.id, roles: rolesOf(text) },
                })
              }
            />
            <button
              type="button"
              className="pages-icon"
              aria-label={t('pages.deleteGroup', { name: group.name })}
              title={t('pages.deleteGroup', { name: group.name })}
              onClick={() => setDeleting(group)}
            >
              <Trash2 size={14} aria-hidden />
            </button>
          </div>
        ))}
        <AddGroup />
      </details>
      {deleting && (
        <ConfirmDialog
          title={t('pages.deleteGroupTitle', { name: deleting.name })}
          confirmLabel={t('pages.delete')}
          onConfirm={() =>
            dispatch({ type: 'delete-user-group', payload: { groupId: deleting.id } })
          }
          onClose={() => setDeleting(null)}
        >
          <p>{t('pages.deleteGroupBody')}</p>
        </ConfirmDialog>
      )}
    </fieldset>
  );
}

function AddGroup() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [name, setName] = useState('');
  const [roles, setRoles] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    const result = dispatch({ type: 'add-user-group', payload: { name, roles: rolesOf(roles) } });
    if (result.ok) {
      setName('');
      setRoles('');
    }
  };
  return (
    <form className="pages-add-group" onSubmit={submit}>
      <input
        aria-label={t('pages.groupName')}
        placeholder={t('pages.groupName')}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <input
        aria-label={t('pages.groupRoles')}
        placeholder={t('pages.groupRoles')}
        value={roles}
        onChange={(e) => setRoles(e.target.value)}
      />
      <button type="submit" disabled={name.trim() === ''}>
        {t('pages.addGroup')}
      </button>
    </form>
  );
}
