import { useMemo } from 'react';
import { sectionAnchors } from '@shared/routing/section-anchor.ts';
import type { AppData, PageData } from '@shared/schema/compose.ts';
import { RenderContext, type RenderContextValue } from './context.ts';
import type { Warn } from './css.ts';
import { ElementView } from './ElementView.tsx';
import { createResolver } from './resolve.ts';
import { pageStylesheet, sectionClass } from './stylesheet.ts';

export interface PageViewProps {
  data: PageData;
  app: AppData;
  lang: string;
  /** Where warnings go; console.warn by default. */
  warn?: Warn;
}

export function siteDefaultLang(app: AppData): string {
  return (app.site.langs.find((l) => l.default) ?? app.site.langs[0])?.lang ?? 'en';
}

/** A page: its stylesheet, then its sections in order, each with its element tree. */
export function PageView({ data, app, lang, warn = console.warn }: PageViewProps) {
  const defaultLang = siteDefaultLang(app);
  const context = useMemo<RenderContextValue>(() => {
    const reported = new Set<string>();
    return {
      elements: data.wwObjects,
      resolver: createResolver(lang === defaultLang ? [lang] : [lang, defaultLang], warn),
      links: { pages: app.site.pages, lang, defaultLang },
      warn,
      reportOnce: (id, message) => {
        if (reported.has(`${id}\u0000${message}`)) return;
        reported.add(`${id}\u0000${message}`);
        console.error(message);
      },
    };
  }, [data, app, lang, defaultLang, warn]);
  const css = useMemo(() => pageStylesheet(data, context.resolver, warn), [data, context, warn]);
  const anchors = useMemo(() => sectionAnchors(data.page.sections), [data]);

  return (
    <RenderContext.Provider value={context}>
      <style data-baobab-page={data.page.id}>{css}</style>
      {data.page.sections.map(({ uid }) => {
        const section = data.sections[uid];
        if (!section) return null;
        return (
          <section key={uid} id={anchors.get(uid)} data-section={uid} className={sectionClass(uid)}>
            {section.children.map((id, i) => (
              <ElementView key={`${id}:${i}`} id={id} />
            ))}
          </section>
        );
      })}
    </RenderContext.Provider>
  );
}
