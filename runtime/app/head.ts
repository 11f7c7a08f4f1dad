/**
 * Title, description, keywords, social tags, addresses and structured data of the current page.
 * On staging and production the server wrote the same tags into the HTML (`head-tags.ts` on both
 * sides): they are updated in place, never added twice.
 */
import type { PublishedPage } from '@shared/schema/compose.ts';
import { headTags, STRUCTURED_DATA_ID, type MetaBinder, type PageAddress } from './head-tags.ts';

/** Sets or removes `<meta {attribute}="{key}" content>`. */
function setMeta(
  doc: Document,
  attribute: 'name' | 'property',
  key: string,
  content: string,
): void {
  let meta = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = doc.createElement('meta');
    meta.setAttribute(attribute, key);
    doc.head.append(meta);
  }
  meta.content = content;
}

/** Sets `<link rel="{rel}">` elements (by `hreflang` for alternates), reusing those there. */
function setLinks(
  doc: Document,
  selector: string,
  rel: string,
  links: ReadonlyArray<{ hreflang?: string; href: string }>,
): void {
  const found = [...doc.head.querySelectorAll<HTMLLinkElement>(selector)];
  links.forEach(({ hreflang, href }, i) => {
    let link = found[i];
    if (!link) {
      link = doc.createElement('link');
      link.rel = rel;
      doc.head.append(link);
    }
    if (hreflang !== undefined) link.hreflang = hreflang;
    link.href = href;
  });
  for (const extra of found.slice(links.length)) extra.remove();
}

/** `binder` fills the meta's `{{ formula }}`s (`meta-binder.ts`, with the engine). */
export function applyHead(
  page: PublishedPage,
  lang: string,
  defaultLang: string,
  siteName: string,
  address: PageAddress | null = null,
  doc: Document = document,
  binder?: MetaBinder,
): void {
  const tags = headTags(page, lang, defaultLang, siteName, address, binder);
  doc.title = tags.title;
  doc.documentElement.lang = lang;
  for (const [attribute, key, content] of tags.meta) setMeta(doc, attribute, key, content);
  setLinks(
    doc,
    'link[rel="canonical"]',
    'canonical',
    tags.canonical ? [{ href: tags.canonical }] : [],
  );
  setLinks(doc, 'link[rel="alternate"][hreflang]', 'alternate', tags.alternates);

  const structured = tags.structuredData;
  let script = doc.getElementById(STRUCTURED_DATA_ID);
  if (!structured) script?.remove();
  else {
    if (!script) {
      script = doc.createElement('script');
      script.id = STRUCTURED_DATA_ID;
      script.setAttribute('type', 'application/ld+json');
      doc.head.append(script);
    }
    // textContent of a JSON-LD script is data, never run; written only when it changed.
    if (script.textContent !== structured) script.textContent = structured;
  }
}

/** The head of the "page not found" view: no description, address or preview of another page. */
export function applyNotFoundHead(title: string, lang: string, doc: Document = document): void {
  doc.title = title;
  doc.documentElement.lang = lang;
  const others = `meta[name="description"],meta[name="keywords"],meta[name="twitter:card"],meta[property^="og:"],link[rel="canonical"],link[hreflang],#${STRUCTURED_DATA_ID}`;
  for (const tag of doc.head.querySelectorAll(others)) tag.remove();
}
