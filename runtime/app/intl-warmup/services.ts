/**
 * What warms the `Intl` services the runtime builds: the formulas' number and currency formats
 * (`shared/formula/helpers/conversion.ts`, `toLocaleString`) and the collator of sorts
 * (`shared/collections/sort.ts`, the formulas' `sort`), per language. ICU, under V8's `Intl`,
 * loads its data into caches of the whole renderer process on first use, so doing it once on a
 * worker thread spares the main thread that first use.
 */

/** Languages at most, and the longest tag read: the message is the page's, but stay modest. */
const MAX_LOCALES = 4;
const MAX_TAG_LENGTH = 35;

/** The valid language tags of `value` (an array of strings), with "en" (formulas' fallback). */
export function localesOf(value: unknown): string[] {
  const tags = Array.isArray(value) ? value : [];
  const valid = tags.filter(
    (tag): tag is string =>
      typeof tag === 'string' && tag.length > 0 && tag.length <= MAX_TAG_LENGTH,
  );
  return [...new Set([...valid.slice(0, MAX_LOCALES), 'en'])].filter((tag) => {
    try {
      return Intl.getCanonicalLocales(tag).length === 1;
    } catch {
      return false;
    }
  });
}

/** Builds and uses one of each service in each language; the languages warmed. */
export function warmLocales(value: unknown): string[] {
  const locales = localesOf(value);
  for (const locale of locales) {
    new Intl.NumberFormat(locale).format(1234.5);
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1);
    new Intl.Collator(locale, { numeric: true }).compare('a2', 'a10');
  }
  return locales;
}
