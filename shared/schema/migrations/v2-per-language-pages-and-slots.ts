import type { JsonObject, Migration } from './index.ts';

const isObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** v1 elements listed children as one array; v2 lists them per slot (`default` for one slot). */
function childrenToSlots(elements: unknown): unknown {
  if (!isObject(elements)) return elements;
  const out: JsonObject = {};
  for (const [id, element] of Object.entries(elements)) {
    out[id] =
      isObject(element) && Array.isArray(element.children)
        ? { ...element, children: { default: element.children } }
        : element;
  }
  return out;
}

/** v1 pages had one `path` and one `title`; v2 has them per language, keyed by the default one. */
function pageToPerLanguage(page: unknown, defaultLang: string): unknown {
  if (!isObject(page)) return page;
  const { path, ...rest } = page;
  const next: JsonObject = { ...rest };
  if (typeof path === 'string' && next.paths === undefined) next.paths = { [defaultLang]: path };
  if (typeof next.title === 'string') next.title = { [defaultLang]: next.title };
  return next;
}

function defaultLangOf(site: JsonObject): string {
  const langs = Array.isArray(site.langs) ? site.langs : [];
  const found = langs.find((l): l is JsonObject => isObject(l) && l.default === true);
  return typeof found?.lang === 'string' ? found.lang : 'en';
}

export const v2PerLanguagePagesAndSlots: Migration = {
  version: 2,
  description: 'Page path and title per language; element children per slot.',
  up: {
    site: (site) => {
      const lang = defaultLangOf(site);
      return Array.isArray(site.pages)
        ? { ...site, pages: site.pages.map((page) => pageToPerLanguage(page, lang)) }
        : site;
    },
    page: (page) => ({ ...page, elements: childrenToSlots(page.elements) }),
    section: (section) => ({ ...section, elements: childrenToSlots(section.elements) }),
  },
};
