import { useTranslation } from 'react-i18next';
import type { Page, SiteFile } from '@shared/schema/index.ts';

/** The site's pages grouped by folder (pages without one first), with paths and a preview link. */
export function PageList({ site, previewUrl }: { site: SiteFile; previewUrl: string }) {
  const { t } = useTranslation();
  const groups = new Map<string | null, Page[]>([[null, []]]);
  for (const page of site.pages) {
    const list = groups.get(page.folder) ?? [];
    list.push(page);
    groups.set(page.folder, list);
  }
  const base = previewUrl.replace(/\/$/, '');
  return (
    <section className="panel" aria-labelledby="pages-title">
      <h2 id="pages-title">
        {t('pages')} <span className="count">({site.pages.length})</span>
      </h2>
      {[...groups]
        .filter(([, pages]) => pages.length > 0)
        .map(([folder, pages]) => (
          <div key={folder ?? ''} className="folder">
            <h3>{folder ?? t('noFolder')}</h3>
            <ul className="page-list">
              {pages.map((page) => (
                <li key={page.id} className="page">
                  <span className="page-name">
                    {page.name}
                    {page.id === site.homePageId && <span className="badge">{t('home')}</span>}
                  </span>
                  <span className="page-paths">
                    {Object.entries(page.paths).map(([lang, path]) => (
                      <code key={lang} title={lang}>
                        {site.langs.length > 1 ? `${lang} ` : ''}
                        {path}
                      </code>
                    ))}
                  </span>
                  <span className="page-title">{Object.values(page.title)[0]}</span>
                  <a
                    href={`${base}${(Object.values(page.paths)[0] ?? '/').replace(/\{([^:}]*):([^}]*)\}/g, '$2')}`}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={t('openPreviewOf', { name: page.name })}
                  >
                    {t('openPreview')}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
    </section>
  );
}
