/**
 * Dates and times the editor shows, in the author's own variant of the interface language: an
 * English interface in an en-ZA or en-GB browser writes 2026/11/27 or 27/11/2026, not the US
 * 11/27/2026 that the bare interface language (`en`) would give.
 */

/** What `formatLocale` reads of the browser: `navigator`, or a stand-in in tests. */
export interface BrowserLanguages {
  readonly languages?: readonly string[];
  readonly language?: string;
}

const primary = (tag: string) => tag.split('-')[0]!.toLowerCase();

/**
 * The first of the browser's languages (`navigator.languages`, then `navigator.language`) in the
 * interface language (`en-ZA` for `en`, `fr-CA` for `fr`), else the interface language itself.
 */
export function formatLocale(
  language: string,
  browser: BrowserLanguages | undefined = globalThis.navigator,
): string {
  const wanted = primary(language);
  const tags = [...(browser?.languages ?? []), browser?.language ?? ''];
  return tags.find((tag) => tag !== '' && primary(tag) === wanted) ?? language;
}

/**
 * `short`: date and time to the minute (lists: 27/11/2026 14:03). `seconds`: the date in
 * figures and the time to the second, as `toLocaleString` wrote it (27/11/2026 14:03:09).
 */
export type DateTimeStyle = 'short' | 'seconds';

const OPTIONS: Record<DateTimeStyle, Intl.DateTimeFormatOptions> = {
  short: { dateStyle: 'short', timeStyle: 'short' },
  seconds: {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  },
};

// A formatter costs far more to build than to use, and a list formats one date per row.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** An ISO date-time (`2026-11-27T14:03:09.000Z`) in the author's locale; an invalid one as is. */
export function formatDateTime(
  iso: string,
  language: string,
  style: DateTimeStyle = 'seconds',
  browser?: BrowserLanguages,
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = formatLocale(language, browser);
  const key = `${locale} ${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, OPTIONS[style]);
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}
