import { Fragment, lazy, Suspense, useMemo, useSyncExternalStore } from 'react';
import { sectionAnchors } from '@shared/routing/section-anchor.ts';
import type { AppData, PageData } from '@shared/schema/compose.ts';
import { sectionTag, type SectionTag } from '@shared/schema/section-tag.ts';
import type { Popup, PopupLayerProps, PopupStore } from '../services/index.ts';
import type { ItemContext, SiteRuntime } from '../state/site-runtime.ts';
import { RenderContext, type RenderContextValue } from './context.ts';
import type { Warn } from './css.ts';
import { ElementView } from './ElementView.tsx';
import { createResolver } from './resolve.ts';
import { SITE_STYLE_ATTRIBUTE, siteStylesheet } from './site-style.ts';
import { pageStylesheet, sectionClass } from './stylesheet.ts';
import { defaultLangOf } from '@shared/routing/page-lang.ts';

/** The popup layer is a chunk of its own, loaded when the first popup opens. */
const LazyPopupLayer = lazy(() =>
  import('../services/PopupLayer.tsx').then((m) => ({ default: m.PopupLayer })),
);

function Popups(props: PopupLayerProps) {
  const { popups } = props;
  const open = useSyncExternalStore(
    popups.subscribe,
    () => popups.getGroups().length > 0,
    () => false,
  );
  return open ? (
    <Suspense fallback={null}>
      <LazyPopupLayer {...props} />
    </Suspense>
  ) : null;
}

export interface PageViewProps {
  data: PageData;
  app: AppData;
  lang: string;
  /** The site's live state: variables, collections, formulas, workflows. */
  runtime: SiteRuntime;
  /** Where warnings go; console.warn by default. */
  warn?: Warn;
  /** Open popups, drawn over the page with the page's library components. */
  popups?: PopupStore;
}

/** Languages `$lang` values are picked from: the page language, then the site default. */
export function langsFor(app: AppData, lang: string): string[] {
  const defaultLang = defaultLangOf(app.site.langs);
  return lang === defaultLang ? [lang] : [lang, defaultLang];
}

/**
 * Page data never changes once loaded, so its stylesheet is built once per language: a page the
 * visitor comes back to (its data is kept by the app) does not build it again.
 */
const stylesheets = new WeakMap<PageData, Map<string, string>>();
/** The page's built stylesheets by languages: built here, or adopted from the server's HTML. */
function stylesheetsOf(data: PageData): Map<string, string> {
  let byLangs = stylesheets.get(data);
  if (!byLangs) stylesheets.set(data, (byLangs = new Map()));
  return byLangs;
}
const langsKey = (langs: readonly string[]) => langs.join(',');
function stylesheetOf(data: PageData, langs: readonly string[], warn: Warn): string {
  const byLangs = stylesheetsOf(data);
  const key = langsKey(langs);
  let css = byLangs.get(key);
  if (css === undefined)
    byLangs.set(key, (css = pageStylesheet(data, createResolver(langs), warn)));
  return css;
}

/** The attribute naming the page on its stylesheet's `<style>` element. */
export const PAGE_STYLE_ATTRIBUTE = 'data-baobab-page';

/**
 * Over a page the server rendered, its stylesheet is taken from the HTML instead of built again
 * to hydrate it (an aisle's is ~27 KB: about 20 ms of a phone's main thread in one piece). The
 * server built it from the same page data and languages, and the browser must show that same
 * text. Its style warnings were the server's to log. False when `root` has no such stylesheet.
 */
export function adoptRenderedStylesheet(
  root: ParentNode,
  data: PageData,
  app: AppData,
  lang: string,
): boolean {
  const style = [...root.querySelectorAll(`style[${PAGE_STYLE_ATTRIBUTE}]`)].find(
    (element) => element.getAttribute(PAGE_STYLE_ATTRIBUTE) === data.page.id,
  );
  if (!style?.textContent) return false;
  stylesheetsOf(data).set(langsKey(langsFor(app, lang)), style.textContent);
  return true;
}

/**
 * A page: the site's base stylesheet (`site-style.ts`), the page's stylesheet, then its sections
 * in order, each with its element tree.
 */
export function PageView({ data, app, lang, runtime, warn = console.warn, popups }: PageViewProps) {
  const defaultLang = defaultLangOf(app.site.langs);
  const anchors = useMemo(() => sectionAnchors(data.page.sections), [data]);
  const context = useMemo<RenderContextValue>(() => {
    const reported = new Set<string>();
    return {
      runtime,
      elements: data.wwObjects,
      libraryComponents: data.libraryComponents,
      links: { pages: app.site.pages, lang, defaultLang },
      langs: langsFor(app, lang),
      warn,
      anchors: new Set(anchors.values()),
      openLinkPopup: popups
        ? (componentId, background) =>
            void popups.open({ componentId, overlay: { background } }).closed.catch(() => {})
        : undefined,
      reportOnce: (id, message) => {
        if (reported.has(`${id}\u0000${message}`)) return;
        reported.add(`${id}\u0000${message}`);
        console.error(message);
      },
    };
  }, [data, app, lang, defaultLang, warn, runtime, popups, anchors]);
  const css = useMemo(() => stylesheetOf(data, context.langs, warn), [data, context, warn]);
  const siteCss = useMemo(() => siteStylesheet(app.site, warn), [app.site, warn]);

  return (
    <RenderContext.Provider value={context}>
      {siteCss && <style {...{ [SITE_STYLE_ATTRIBUTE]: '' }}>{siteCss}</style>}
      <style {...{ [PAGE_STYLE_ATTRIBUTE]: data.page.id }}>{css}</style>
      {landmarks(data).map(({ main, sections }) => {
        const rendered = sections.map(({ uid, tag }) => {
          const Tag = tag;
          return (
            <Tag key={uid} id={anchors.get(uid)} data-section={uid} className={sectionClass(uid)}>
              {data.sections[uid]!.children.map((id, i) => (
                <ElementView key={`${id}:${i}`} id={id} />
              ))}
            </Tag>
          );
        });
        const key = sections[0]!.uid;
        return main ? <main key={key}>{rendered}</main> : <Fragment key={key}>{rendered}</Fragment>;
      })}
      {popups && <Popups popups={popups} render={(popup) => renderPopup(popup, data)} />}
    </RenderContext.Provider>
  );
}

interface Landmark {
  /** True for the page's one `<main>`. */
  main: boolean;
  sections: Array<{ uid: string; tag: Exclude<SectionTag, 'main'> }>;
}

/**
 * The page's sections as rendered (`section-tag.ts`): each as its tag, the first run of adjacent
 * main-content sections as plain sections inside one `<main>`, a later main-content section as a
 * plain section (a page has one main landmark).
 */
export function landmarks(data: PageData): Landmark[] {
  const out: Landmark[] = [];
  let mainSeen = false;
  for (const ref of data.page.sections) {
    if (!data.sections[ref.uid]) continue;
    // Versions published before sections had tags carry none: the automatic one.
    const tag = sectionTag(ref);
    const last = out.at(-1);
    const main = tag === 'main' && (!mainSeen || last?.main === true);
    if (main) mainSeen = true;
    const entry = { uid: ref.uid, tag: tag === 'main' ? 'section' : tag } as const;
    if (last?.main === main) last.sections.push(entry);
    else out.push({ main, sections: [entry] });
  }
  return out;
}

/** A popup's `context.item`: the props it was opened with and its id; one object per popup. */
const popupItems = new WeakMap<Popup, ItemContext>();
function popupItem(popup: Popup): ItemContext {
  let item = popupItems.get(popup);
  if (!item) popupItems.set(popup, (item = { data: popup.props, index: 0, popupId: popup.id }));
  return item;
}

/** A popup's content: its library component's element tree (nothing when the page lacks it). */
function renderPopup(popup: Popup, data: PageData) {
  const component = Object.hasOwn(data.libraryComponents, popup.componentId)
    ? data.libraryComponents[popup.componentId]
    : undefined;
  if (!component) {
    console.error(`[baobab] Component base not found (popup "${popup.componentId}")`);
    return null;
  }
  return (
    <ElementView
      id={component.rootElementId}
      library={`|${component.id}|`}
      item={popupItem(popup)}
    />
  );
}
