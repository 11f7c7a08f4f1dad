import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HashRouter, Link, useLocation } from 'react-router-dom';
import { EDITOR_LANGUAGES, rememberLanguage, type EditorLanguage } from '../i18n/index.ts';
import { EditorApp } from '../app/EditorApp.tsx';
import { Account } from '../authors/Account.tsx';
import { AuthorStoreContext, createAuthorStore } from '../authors/author-store.ts';
import { MembersButton } from '../authors/MembersButton.tsx';
import { SignedOutNotice } from '../authors/SignedOutNotice.tsx';
import { api } from './api.ts';
import { editingFromHash, siteFromHash, SITES_KEY, takePrefetched } from './prefetch.ts';
import { SiteView } from './SiteView.tsx';
import { Loading, RequestFailure } from './Status.tsx';
import { useRequest } from './use-request.ts';

/**
 * The editor shell: sites, then the chosen site's pages, problems and publishing. It reads who is
 * signed in once (`AuthorStoreContext`) for itself and the builder. Its address is react-router's
 * hash history: `#/sites/{id}` chooses a site, `#/sites/{id}/edit` opens it in the editor.
 */
export function Shell() {
  const [authors] = useState(() => createAuthorStore());
  useEffect(() => authors.start(), [authors]);
  return (
    <AuthorStoreContext.Provider value={authors}>
      <SignedOutNotice />
      <HashRouter>
        <Sites />
      </HashRouter>
    </AuthorStoreContext.Provider>
  );
}

function Sites() {
  const { t, i18n } = useTranslation();
  const listSites = useCallback(() => takePrefetched(SITES_KEY, api.listSites), []);
  const [state, reload] = useRequest(listSites);
  const { pathname } = useLocation();
  const chosen = siteFromHash(`#${pathname}`);
  const editing = editingFromHash(`#${pathname}`);
  useEffect(() => {
    document.documentElement.lang = i18n.language;
    document.title = t('appName');
  }, [i18n.language, t]);

  const changeLanguage = (language: EditorLanguage) => {
    rememberLanguage(language);
    void i18n.changeLanguage(language);
  };

  const listed = state.status === 'done' && state.result.ok ? state.result.value : null;
  const sites = listed?.sites ?? [];
  // The chosen site, else the one the storefront hosts serve, else the first.
  const current =
    sites.find((s) => s.id === chosen) ??
    sites.find((s) => s.id === listed?.defaultSiteId) ??
    sites[0];

  if (editing && current && current.id === chosen)
    return <EditorApp key={current.id} summary={current} />;

  return (
    <div className="shell">
      <header className="topbar">
        <span className="brand">{t('appName')}</span>
        <span className="spacer" />
        {current && <MembersButton siteId={current.id} siteName={current.name} />}
        <Account />
        <label className="language">
          {t('language')}{' '}
          <select
            value={i18n.language}
            onChange={(e) => changeLanguage(e.target.value as EditorLanguage)}
          >
            {EDITOR_LANGUAGES.map((lang) => (
              <option key={lang} value={lang}>
                {lang === 'en' ? 'English' : 'Français'}
              </option>
            ))}
          </select>
        </label>
      </header>
      <div className="body">
        <nav className="sites" aria-label={t('sites')}>
          <h2>{t('sites')}</h2>
          <ul>
            {sites.map((site) => (
              <li key={site.id}>
                <Link
                  to={`/sites/${encodeURIComponent(site.id)}`}
                  aria-current={site.id === current?.id ? 'page' : undefined}
                >
                  {site.name}
                </Link>
                <small>{t('pageCount', { count: site.pageCount })}</small>
              </li>
            ))}
          </ul>
        </nav>
        <main>
          {state.status === 'loading' && <Loading />}
          {state.status === 'done' && !state.result.ok && (
            <RequestFailure result={state.result} onRetry={reload} />
          )}
          {state.status === 'done' && state.result.ok && !current && <p>{t('noSites')}</p>}
          {current && <SiteView key={current.id} summary={current} />}
        </main>
      </div>
    </div>
  );
}
