/**
 * The browser effects workflows run with (shared/workflow/effects.ts): navigation through the
 * router, popups, theme, clipboard, geolocation, downloads, uploads (`upload.ts`: signed address,
 * then a PUT with progress) and collection fetches. File variables are not here: no file input
 * exists yet, so upload-file takes its file directly (`file`) until one does.
 */
import { matchPage } from '@shared/routing/match-page.ts';
import { pagePath } from '@shared/routing/page-path.ts';
import type { AppData } from '@shared/schema/compose.ts';
import type { WorkflowEffects } from '@shared/workflow/index.ts';
import type { SiteRuntime } from '../state/site-runtime.ts';
import type { AppServices } from './services.ts';
import {
  canGoBackIn,
  hasQueries,
  navigationHref,
  previousPageTarget,
} from './navigation-target.ts';
import { createUploadEffects } from './upload.ts';
import { defaultLangOf } from '@shared/routing/page-lang.ts';

export interface EffectsDeps {
  app: AppData;
  runtime: SiteRuntime;
  services: AppServices;
  /** The router's navigate. */
  navigate(to: string | number): void;
  /** The language of the page on screen. */
  lang(): string;
  /** The current page visit's signal: leaving the page cancels its fetches. */
  signal(): AbortSignal | undefined;
}

export function createEffects(deps: EffectsDeps): WorkflowEffects {
  const { app, runtime, services } = deps;
  const pages = app.site.pages;
  const defaultLang = defaultLangOf(app.site.langs);
  const go = (href: string, progress: boolean) => {
    if (progress) services.progress.start();
    deps.navigate(href);
  };
  return {
    ...createUploadEffects({
      siteId: app.site.id,
      publish: (id, state) => runtime.publishComponentState(id, state),
    }),
    hasPage: (id) => pages.some((p) => p.id === id),
    hasCollection: (id) => runtime.collections.has(id),
    fetchCollections: (ids) => runtime.collections.fetch(ids, deps.signal()),
    async navigate(target) {
      // qs only for a target with queries: a chunk of its own, most navigations never load it.
      const stringify = hasQueries(target)
        ? (await import('@shared/routing/query-string.ts')).stringifyQuery
        : undefined;
      const href = navigationHref(
        target,
        { site: app.site, lang: deps.lang(), origin: window.location.origin },
        stringify,
      );
      if (href.kind === 'internal') go(href.href, target.progress);
      else if (href.newTab) window.open(href.href, '_blank', 'noopener');
      else window.location.assign(href.href);
    },
    back(fallbackPageId) {
      const target = previousPageTarget(canGoBackIn(window.history.state), fallbackPageId);
      if (target.kind === 'back') deps.navigate(-1);
      if (target.kind === 'page') {
        const page = pages.find((p) => p.id === target.pageId);
        if (page)
          go(
            pagePath(
              page,
              page.langs.includes(deps.lang()) ? deps.lang() : defaultLang,
              defaultLang,
            ),
            false,
          );
      }
    },
    changeLang(lang) {
      const match = matchPage(pages, window.location.pathname, app.site.langs);
      const page = match?.page ?? pages.find((p) => p.id === app.site.homePageId);
      if (!page) return;
      const target = page.langs.includes(lang) ? lang : defaultLang;
      go(`${pagePath(page, target, defaultLang, match?.params)}${window.location.search}`, false);
    },
    openPopup: ({ componentId, props }) => services.popups.open({ componentId, props }),
    closePopup(request) {
      if ('popupId' in request) services.popups.close(request.popupId, request.data);
      else services.popups.closeAll(request.componentId, request.data);
    },
    changeTheme(theme) {
      services.theme.set(theme);
      return services.theme.get();
    },
    copyToClipboard: (text) => navigator.clipboard.writeText(text),
    componentAction: (request) => runtime.callComponentAction(request),
    getGeolocation: (options) =>
      new Promise((resolve, reject) => {
        if (!('geolocation' in navigator)) {
          reject(new Error('Geolocation is not available.'));
          return;
        }
        navigator.geolocation.getCurrentPosition(
          resolve,
          () => reject(new Error('Error while geolocation.')),
          options,
        );
      }),
    saveFile(blob, name) {
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
  };
}
