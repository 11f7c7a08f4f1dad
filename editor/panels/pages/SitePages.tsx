/**
 * The pages the site sends visitors to: its home page, and the pages shown for an unknown path,
 * to a visitor who is not signed in, and to one outside a page's user groups. Each is a select
 * over the site's pages (the last three may be none: the runtime then uses `/404` and its own
 * messages). One undo step per choice (`set-site-page`).
 */
import { useTranslation } from 'react-i18next';
import { useDispatch } from '../../app/use-dispatch.ts';
import { SITE_PAGE_ROLES, type SitePageRole } from '../../store/commands/set-site-page.ts';
import { useEditor, useEditorStore } from '../../store/hooks.ts';

const LABELS: Record<SitePageRole, string> = {
  homePageId: 'pages.site.home',
  notFoundPageId: 'pages.site.notFound',
  unauthenticatedPageId: 'pages.site.unauthenticated',
  unauthorizedPageId: 'pages.site.unauthorized',
};

export function SitePages() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const store = useEditorStore();
  const pages = useEditor((s) => s.doc.site.pages);
  const chosen = useEditor((s) => s.doc.site);
  return (
    <section className="pages-site" aria-label={t('pages.site.title')}>
      <h3 className="pages-folder-name">{t('pages.site.title')}</h3>
      {SITE_PAGE_ROLES.map((role) => (
        <label key={role} className="pages-site-row">
          <span>{t(LABELS[role])}</span>
          <select
            data-testid={`site-page-${role}`}
            value={chosen[role] ?? ''}
            onChange={(event) => {
              dispatch({
                type: 'set-site-page',
                payload: { role, pageId: event.target.value || null },
              });
              store.mark();
            }}
          >
            {role !== 'homePageId' && <option value="">{t('pages.site.none')}</option>}
            {pages.map((page) => (
              <option key={page.id} value={page.id}>
                {page.name}
              </option>
            ))}
          </select>
        </label>
      ))}
    </section>
  );
}
