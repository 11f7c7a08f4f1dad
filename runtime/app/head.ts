/** Title, description, keywords, social tags and structured data of the current page. */
import { pickLang } from '@shared/i18n/pick-lang.ts';
import type { PublishedPage } from '@shared/schema/compose.ts';

function text(map: Readonly<Record<string, string>> | undefined, langs: readonly string[]): string {
  const value = map ? pickLang(map, langs) : undefined;
  return typeof value === 'string' ? value : '';
}

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

const STRUCTURED_DATA_ID = 'baobab-structured-data';

export function applyHead(
  page: PublishedPage,
  lang: string,
  defaultLang: string,
  siteName: string,
  doc: Document = document,
): void {
  const langs = [lang, defaultLang];
  const title = text(page.title, langs) || siteName;
  const desc = text(page.meta.desc, langs);
  doc.title = title;
  doc.documentElement.lang = lang;
  setMeta(doc, 'name', 'description', desc);
  setMeta(doc, 'name', 'keywords', text(page.meta.keywords, langs));
  setMeta(doc, 'property', 'og:title', text(page.meta.socialTitle, langs) || title);
  setMeta(doc, 'property', 'og:description', text(page.meta.socialDesc, langs) || desc);
  setMeta(doc, 'property', 'og:image', page.metaImage ?? '');
  setMeta(doc, 'property', 'og:locale', lang);

  const structured = text(page.meta.structuredData, langs).trim();
  let script = doc.getElementById(STRUCTURED_DATA_ID);
  if (!structured) script?.remove();
  else {
    if (!script) {
      script = doc.createElement('script');
      script.id = STRUCTURED_DATA_ID;
      script.setAttribute('type', 'application/ld+json');
      doc.head.append(script);
    }
    // textContent of a JSON-LD script is data, never run.
    script.textContent = structured;
  }
}

/** The head of the "page not found" view. */
export function applyNotFoundHead(title: string, lang: string, doc: Document = document): void {
  doc.title = title;
  doc.documentElement.lang = lang;
  for (const key of ['description', 'keywords']) setMeta(doc, 'name', key, '');
}
