/**
 * The editor's top bar: page, breakpoint, content language, undo/redo (or "View only" for a
 * viewer), save state, preview, publish, members, shortcuts, editor language, who is signed in.
 */
import { Fragment } from 'react';
import { Monitor, Redo2, Smartphone, Tablet, Undo2, Keyboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { defaultLangOf } from '@shared/routing/page-lang.ts';
import { pagePath } from '@shared/routing/page-path.ts';
import { Account } from '../authors/Account.tsx';
import { groupByFolder } from '../panels/pages/page-groups.ts';
import { MembersButton } from '../authors/MembersButton.tsx';
import { EDITOR_LANGUAGES, rememberLanguage, type EditorLanguage } from '../i18n/index.ts';
import { PublishButton } from '../save/PublishButton.tsx';
import { SaveStatus } from '../save/SaveStatus.tsx';
import { useSaveHub } from '../save/use-save.ts';
import type { SiteSummary } from '../shell/api.ts';
import { useEditor, useEditorStore } from '../store/hooks.ts';
import type { BreakpointName } from '../store/state.ts';

const BREAKPOINT_ICONS = { desktop: Monitor, tablet: Tablet, mobile: Smartphone } as const;

export function Toolbar({
  summary,
  viewOnly = false,
  onHelp,
}: {
  summary: SiteSummary;
  /** A viewer's editor: no undo/redo, a "View only" badge. */
  viewOnly?: boolean;
  onHelp: () => void;
}) {
  const { t, i18n } = useTranslation();
  const store = useEditorStore();
  const saving = useSaveHub();
  const pages = useEditor((s) => s.doc.site.pages);
  const langs = useEditor((s) => s.doc.site.langs);
  const pageId = useEditor((s) => s.ui.pageId);
  const breakpoint = useEditor((s) => s.ui.breakpoint);
  const lang = useEditor((s) => s.ui.lang);
  const canUndo = useEditor((s) => s.history.past.length > 0);
  const canRedo = useEditor((s) => s.history.future.length > 0);
  const page = pages.find((p) => p.id === pageId);
  const defaultLang = defaultLangOf(langs);
  const previewHref = page
    ? new URL(pagePath(page, lang, defaultLang), summary.urls.preview).href
    : summary.urls.preview;

  return (
    <header className="editor-toolbar">
      <a className="back" href="#/">
        {t('app.backToSites')}
      </a>
      <strong className="site-name">{summary.name}</strong>
      <label>
        <span className="sr-only">{t('app.page')}</span>
        <select
          aria-label={t('app.page')}
          value={pageId ?? ''}
          onChange={(e) => store.setUi({ pageId: e.target.value, selection: null, hover: null })}
        >
          {/* Grouped as the pages panel groups them: pages outside a folder, then each folder. */}
          {groupByFolder(pages).map(({ folder, pages: inFolder }) => {
            const options = inFolder.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ));
            return folder === null ? (
              <Fragment key="">{options}</Fragment>
            ) : (
              <optgroup key={folder} label={folder}>
                {options}
              </optgroup>
            );
          })}
        </select>
      </label>
      <div className="segmented" role="radiogroup" aria-label={t('app.breakpoint')}>
        {(['desktop', 'tablet', 'mobile'] as BreakpointName[]).map((name) => {
          const Icon = BREAKPOINT_ICONS[name];
          return (
            <button
              key={name}
              type="button"
              role="radio"
              aria-checked={breakpoint === name}
              title={t(`app.breakpoint.${name}`)}
              aria-label={t(`app.breakpoint.${name}`)}
              data-breakpoint={name}
              onClick={() => store.setUi({ breakpoint: name })}
            >
              <Icon size={16} aria-hidden />
            </button>
          );
        })}
      </div>
      {langs.length > 1 && (
        <select
          aria-label={t('app.contentLanguage')}
          value={lang}
          onChange={(e) => store.setUi({ lang: e.target.value })}
        >
          {langs.map((l) => (
            <option key={l.lang} value={l.lang}>
              {l.lang.toUpperCase()}
            </option>
          ))}
        </select>
      )}
      {viewOnly ? (
        <span className="authors-view-only" title={t('authors.viewOnlyHint')}>
          {t('authors.viewOnly')}
        </span>
      ) : (
        <div className="group">
          <button
            type="button"
            disabled={!canUndo}
            onClick={() => store.undo()}
            title={`${t('app.undo')} (Ctrl+Z)`}
            aria-label={t('app.undo')}
          >
            <Undo2 size={16} aria-hidden />
          </button>
          <button
            type="button"
            disabled={!canRedo}
            onClick={() => store.redo()}
            title={`${t('app.redo')} (Ctrl+Shift+Z)`}
            aria-label={t('app.redo')}
          >
            <Redo2 size={16} aria-hidden />
          </button>
        </div>
      )}
      <span className="spacer" />
      <SaveStatus />
      <a className="button" href={previewHref} target="_blank" rel="noreferrer">
        {t('app.preview')}
      </a>
      <PublishButton />
      <MembersButton siteId={summary.id} siteName={summary.name} />
      <button type="button" onClick={onHelp} title={t('app.help')} aria-label={t('app.help')}>
        <Keyboard size={16} aria-hidden />
      </button>
      <select
        aria-label={t('app.editorLanguage')}
        value={i18n.language}
        onChange={(e) => {
          const language = e.target.value as EditorLanguage;
          rememberLanguage(language);
          void i18n.changeLanguage(language);
        }}
      >
        {EDITOR_LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {l === 'en' ? 'English' : 'Français'}
          </option>
        ))}
      </select>
      {/* What is pending is saved first; what cannot be stays in this browser. */}
      <Account beforeSignOut={() => saving.controls?.flushNow() ?? Promise.resolve()} />
    </header>
  );
}
