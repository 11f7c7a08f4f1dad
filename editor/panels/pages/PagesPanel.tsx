/**
 * The pages panel: the site's pages grouped by folder (home marked, the shown page current),
 * creating, duplicating and deleting pages, renaming folders, each page's settings, and the
 * pages the site sends visitors to (`SitePages`) and the addresses it is published at
 * (`PublicUrls`).
 */
import { memo, useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy, FolderPen, House, Settings, Trash2 } from 'lucide-react';
import type { Page } from '@shared/schema/site.ts';
import { useDispatch } from '../../app/use-dispatch.ts';
import { deleteRefusal } from '../../store/commands/page-helpers.ts';
import { PLUGIN_DEFINITIONS } from '../../store/commands/plugin-registry.ts';
import { useEditor, useEditorStore } from '../../store/hooks.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { groupByFolder, linksTo, pluginSettingsNaming } from './page-groups.ts';
import { PageSettings } from './PageSettings.tsx';
import { PublicUrls } from './PublicUrls.tsx';
import { SitePages } from './SitePages.tsx';
import './pages.css';

export function PagesPanel() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  const editedExists = useEditor(
    (s) => editing !== null && s.doc.site.pages.some((p) => p.id === editing),
  );
  if (editing !== null && editedExists) {
    return <PageSettings pageId={editing} onBack={() => setEditing(null)} />;
  }
  return (
    <div className="pages-panel">
      <h2 className="pages-heading">{t('pages.title')}</h2>
      <CreatePage onCreated={setEditing} />
      <PageTree onEdit={setEditing} />
      <SitePages />
      <PublicUrls />
    </div>
  );
}

function CreatePage({ onCreated }: { onCreated(pageId: string): void }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const store = useEditorStore();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    const result = dispatch({
      type: 'create-page',
      payload: { name, sectionTitle: t('pages.defaultSection') },
    });
    if (!result.ok) return;
    setName('');
    const pageId = store.getState().ui.pageId;
    if (pageId) onCreated(pageId);
  };
  return (
    <form className="pages-create" onSubmit={submit}>
      <input
        aria-label={t('pages.newName')}
        placeholder={t('pages.newNamePlaceholder')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        data-testid="pages-new-name"
      />
      <button type="submit" className="primary" disabled={name.trim() === ''}>
        {t('pages.create')}
      </button>
    </form>
  );
}

type Pending = { kind: 'delete'; page: Page } | null;

function PageTree({ onEdit }: { onEdit(pageId: string): void }) {
  const { t } = useTranslation();
  const pages = useEditor((s) => s.doc.site.pages);
  const homePageId = useEditor((s) => s.doc.site.homePageId);
  const shown = useEditor((s) => s.ui.pageId);
  const [pending, setPending] = useState<Pending>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const askDelete = useCallback((page: Page) => setPending({ kind: 'delete', page }), []);
  const groups = groupByFolder(pages);
  return (
    <>
      {groups.map(({ folder, pages: inFolder }) => (
        <section key={folder ?? ''} className="pages-folder" data-folder={folder ?? ''}>
          {folder === null ? (
            groups.length > 1 && <h3 className="pages-folder-name">{t('pages.noFolder')}</h3>
          ) : renaming === folder ? (
            <RenameFolder
              folder={folder}
              pageIds={inFolder.map((p) => p.id)}
              onDone={() => setRenaming(null)}
            />
          ) : (
            <h3 className="pages-folder-name">
              <span>{folder}</span>
              <button
                type="button"
                className="pages-icon"
                aria-label={t('pages.renameFolder', { folder })}
                title={t('pages.renameFolder', { folder })}
                onClick={() => setRenaming(folder)}
              >
                <FolderPen size={14} aria-hidden />
              </button>
            </h3>
          )}
          <ul className="pages-list">
            {inFolder.map((page) => (
              <PageRow
                key={page.id}
                page={page}
                home={page.id === homePageId}
                current={page.id === shown}
                onEdit={onEdit}
                onDelete={askDelete}
              />
            ))}
          </ul>
        </section>
      ))}
      {pending && <DeletePageDialog page={pending.page} onClose={() => setPending(null)} />}
    </>
  );
}

const PageRow = memo(function PageRow({
  page,
  home,
  current,
  onEdit,
  onDelete,
}: {
  page: Page;
  home: boolean;
  current: boolean;
  onEdit(pageId: string): void;
  onDelete(page: Page): void;
}) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const dispatch = useDispatch();
  const path = Object.values(page.paths)[0] ?? '';
  return (
    <li
      className="pages-row"
      data-testid="pages-row"
      data-page-id={page.id}
      aria-current={current ? 'page' : undefined}
    >
      <button
        type="button"
        className="pages-open"
        aria-label={t('pages.open', { name: page.name })}
        title={`${page.name} ${path}`}
        onClick={() => store.setUi({ pageId: page.id, selection: null, hover: null })}
      >
        {home && <House size={14} aria-label={t('pages.home')} data-testid="pages-home" />}
        <span className="pages-name">{page.name}</span>
        <code className="pages-path">{path}</code>
      </button>
      <button
        type="button"
        className="pages-icon"
        aria-label={t('pages.settingsOf', { name: page.name })}
        title={t('pages.settingsOf', { name: page.name })}
        data-testid="pages-settings"
        onClick={() => {
          store.setUi({ pageId: page.id, selection: null, hover: null });
          onEdit(page.id);
        }}
      >
        <Settings size={14} aria-hidden />
      </button>
      <button
        type="button"
        className="pages-icon"
        aria-label={t('pages.duplicateOf', { name: page.name })}
        title={t('pages.duplicateOf', { name: page.name })}
        data-testid="pages-duplicate"
        onClick={() =>
          dispatch({
            type: 'duplicate-page',
            payload: { pageId: page.id, name: t('pages.copyName', { name: page.name }) },
          })
        }
      >
        <Copy size={14} aria-hidden />
      </button>
      <button
        type="button"
        className="pages-icon"
        aria-label={t('pages.deleteOf', { name: page.name })}
        title={t('pages.deleteOf', { name: page.name })}
        data-testid="pages-delete"
        onClick={() => onDelete(page)}
      >
        <Trash2 size={14} aria-hidden />
      </button>
    </li>
  );
});

function RenameFolder({
  folder,
  pageIds,
  onDone,
}: {
  folder: string;
  pageIds: string[];
  onDone(): void;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [name, setName] = useState(folder);
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() !== folder)
      dispatch({ type: 'set-page-folder', payload: { pageIds, folder: name } });
    onDone();
  };
  return (
    <form className="pages-rename-folder" onSubmit={save}>
      <input
        aria-label={t('pages.folderName')}
        value={name}
        autoFocus
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onDone();
        }}
      />
      <button type="submit" className="primary">
        {t('pages.save')}
      </button>
      <button type="button" onClick={onDone}>
        {t('pages.cancel')}
      </button>
    </form>
  );
}

function DeletePageDialog({ page, onClose }: { page: Page; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const store = useEditorStore();
  const dispatch = useDispatch();
  const { doc } = store.getState();
  const refusal = deleteRefusal(doc.site, page.id);
  if (refusal) {
    return (
      <ConfirmDialog title={t('pages.cannotDelete')} onClose={onClose}>
        <p>{t(`pages.refused.${refusal}`)}</p>
      </ConfirmDialog>
    );
  }
  const links = linksTo(doc, page.id);
  const fr = i18n.language.startsWith('fr');
  const settings = pluginSettingsNaming(doc, page.id, PLUGIN_DEFINITIONS).map(
    ([plugin, setting]) => (fr ? `${plugin.fr} › ${setting.fr}` : `${plugin.en} › ${setting.en}`),
  );
  return (
    <ConfirmDialog
      title={t('pages.deleteTitle', { name: page.name })}
      confirmLabel={t('pages.delete')}
      onConfirm={() => dispatch({ type: 'delete-page', payload: { pageId: page.id } })}
      onClose={onClose}
    >
      <p>{t('pages.deleteBody')}</p>
      {links > 0 && <p>{t('pages.deleteLinks', { count: links })}</p>}
      {settings.length > 0 && (
        <p>{t('pages.deletePluginSettings', { settings: settings.join(', ') })}</p>
      )}
    </ConfirmDialog>
  );
}
