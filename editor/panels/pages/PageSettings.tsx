/**
 * One page's settings: name, folder, path/title/SEO per site language, data set, sharing
 * image, user groups, the landmark of each section. Each field commits as the author types (one undo step per field until it loses focus);
 * a path the schema or another page rules out stays in the field with the reason under it.
 */
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { automaticSectionTag, SECTION_TAGS, type SectionTag } from '@shared/schema/section-tag.ts';
import type { Page } from '@shared/schema/site.ts';
import { refusalText, useDispatch } from '../../app/use-dispatch.ts';
import { pathProblem, siteLangs } from '../../store/commands/page-helpers.ts';
import { PAGE_META_FIELDS } from '../../store/commands/set-page-meta.ts';
import { useEditor, useEditorStore } from '../../store/hooks.ts';
import { DataSetField } from './DataSetField.tsx';
import { DraftInput } from './DraftInput.tsx';
import { structuredDataProblem, templateProblem, type MetaProblem } from './meta-formulas.ts';
import { folderNames } from './page-groups.ts';
import { RecordFieldsHint } from './RecordFieldsHint.tsx';
import { UserGroups } from './UserGroups.tsx';

const LONG_FIELDS = new Set(['desc', 'socialDesc', 'structuredData']);

export function PageSettings({ pageId, onBack }: { pageId: string; onBack(): void }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const page = useEditor((s) => s.doc.site.pages.find((p) => p.id === pageId));
  const pages = useEditor((s) => s.doc.site.pages);
  const langsOfSite = useEditor((s) => s.doc.site.langs);
  if (!page) return null;
  const langs = siteLangs({ langs: langsOfSite });
  const defaultLang = langs[0];
  const folders = folderNames(pages);
  const datalist = `pages-folders-${pageId}`;
  return (
    <div
      className="pages-panel pages-settings"
      data-testid="pages-settings-form"
      data-page-id={pageId}
    >
      <button type="button" className="pages-back" onClick={onBack}>
        <ArrowLeft size={14} aria-hidden /> {t('pages.back')}
      </button>
      <h2 className="pages-heading">
        {t('pages.settings')} · {page.name}
      </h2>
      <DraftInput
        label={t('pages.name')}
        field="name"
        required
        value={page.name}
        check={(text) => (text.trim() === '' ? t('pages.nameRequired') : null)}
        onCommit={(name) => dispatch({ type: 'rename-page', payload: { pageId, name } })}
      />
      <DraftInput
        label={t('pages.folder')}
        field="folder"
        value={page.folder ?? ''}
        list={datalist}
        hint={t('pages.folderHint')}
        onCommit={(folder) =>
          dispatch({ type: 'set-page-folder', payload: { pageIds: [pageId], folder } })
        }
      />
      <datalist id={datalist}>
        {folders.map((folder) => (
          <option key={folder} value={folder} />
        ))}
      </datalist>
      <RecordFieldsHint page={page} />
      {langs.map((lang) => (
        <LanguageFields key={lang} page={page} lang={lang} isDefault={lang === defaultLang} />
      ))}
      <DataSetField page={page} />
      <DraftInput
        label={t('pages.metaImage')}
        field="metaImage"
        type="url"
        value={page.metaImage ?? ''}
        warn={(text) => metaProblemText(templateProblem(text), t)}
        onCommit={(value) =>
          dispatch({ type: 'set-page-meta', payload: { pageId, field: 'metaImage', value } })
        }
      />
      <UserGroups page={page} />
      <SectionTags page={page} />
    </div>
  );
}

/**
 * The element each section of the page renders as (`set-section-tag`), in display order. A
 * shared section says that its choice applies on every page that shows it. "Automatic" names the
 * tag the section gets from its uid and title.
 */
function SectionTags({ page }: { page: Page }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const store = useEditorStore();
  const own = useEditor((s) => s.doc.pages[page.id]?.sections);
  const shared = useEditor((s) => s.doc.sections);
  const choose = (uid: string, value: string) => {
    const tag = value === '' ? null : (value as SectionTag);
    dispatch({ type: 'set-section-tag', payload: { pageId: page.id, uid, tag } });
    store.mark();
  };
  return (
    <fieldset className="pages-groups" data-field="sectionTags">
      <legend>{t('pages.sections')}</legend>
      <p className="pages-hint">{t('pages.sectionsHint')}</p>
      {page.sections.map((uid) => {
        const section = own?.[uid] ?? shared[uid]?.section;
        if (!section) return null;
        const title = section.sectionTitle || uid;
        const automatic = t(`pages.sectionTag.${automaticSectionTag(uid, section.sectionTitle)}`);
        return (
          <div key={uid} className="pages-group" data-testid="pages-section" data-section-uid={uid}>
            <strong>{title}</strong>
            {!own?.[uid] && <p className="pages-hint">{t('pages.sectionShared')}</p>}
            <label className="pages-site-row">
              <span>{t('pages.sectionTag')}</span>
              <select
                aria-label={t('pages.sectionTagOf', { title })}
                value={section.tag ?? ''}
                onChange={(event) => choose(uid, event.target.value)}
              >
                <option value="">{t('pages.sectionTagAuto', { tag: automatic })}</option>
                {SECTION_TAGS.map((tag) => (
                  <option key={tag} value={tag}>
                    {t(`pages.sectionTag.${tag}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}

/** A meta text's problem in the editor's language, or null. */
function metaProblemText(
  problem: MetaProblem | null,
  t: (key: string, values: Record<string, string>) => string,
): string | null {
  if (!problem) return null;
  if (problem.kind === 'json')
    return t('pages.structuredDataInvalid', { message: problem.message });
  if (problem.kind === 'formula') return t('pages.metaFormula', { ...problem });
  const key = problem.kind === 'unclosed' ? 'pages.metaUnclosed' : 'pages.metaEmpty';
  return t(key, { placeholder: problem.placeholder });
}

function LanguageFields({
  page,
  lang,
  isDefault,
}: {
  page: Page;
  lang: string;
  isDefault: boolean;
}) {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const store = useEditorStore();
  const pageId = page.id;
  // The command's own check (`pathProblem`), shown while typing, in the editor's language.
  const checkPath = (path: string): string | null => {
    const problem = pathProblem(store.getState().doc.site, pageId, lang, path);
    return problem
      ? refusalText({ error: problem.message, refusal: problem.refusal }, t, i18n.language)
      : null;
  };
  // `{{ formula }}`s are checked as formulas; structured data as JSON once they are values.
  const checkTemplate = (text: string) => metaProblemText(templateProblem(text), t);
  const checkJson = (text: string) => metaProblemText(structuredDataProblem(text), t);
  return (
    <fieldset className="pages-lang" data-lang={lang}>
      <legend>
        {isDefault ? t('pages.defaultLanguage', { lang }) : t('pages.language', { lang })}
      </legend>
      <DraftInput
        label={t('pages.path')}
        field={`path-${lang}`}
        value={page.paths[lang] ?? ''}
        check={checkPath}
        onCommit={(path) => dispatch({ type: 'set-page-path', payload: { pageId, lang, path } })}
      />
      <DraftInput
        label={t('pages.pageTitle')}
        field={`title-${lang}`}
        value={page.title[lang] ?? ''}
        warn={checkTemplate}
        onCommit={(title) => dispatch({ type: 'set-page-title', payload: { pageId, lang, title } })}
      />
      {PAGE_META_FIELDS.map((field) => (
        <DraftInput
          key={field}
          label={t(`pages.meta.${field}`)}
          field={`${field}-${lang}`}
          multiline={LONG_FIELDS.has(field)}
          value={page.meta[field][lang] ?? ''}
          warn={field === 'structuredData' ? checkJson : checkTemplate}
          onCommit={(value) =>
            dispatch({ type: 'set-page-meta', payload: { pageId, field, lang, value } })
          }
        />
      ))}
    </fieldset>
  );
}
