/**
 * Date helpers: now, formatDate, addDays, dateDiff. Dates are ISO texts ("2026-11-23",
 * "2026-11-23T10:00:00Z"), timestamps in milliseconds or Date values, read and shown in the
 * visitor's local time; null gives null ('' for formatDate). dayjs (≈ 3 KB gzipped) does the
 * calendar work, with only the French locale and the localized-format plugin added.
 */
import dayjs, { type Dayjs } from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat.js';
import 'dayjs/locale/fr.js';
import type { HelperCall } from './call.ts';
import { defineHelper } from './define.ts';
import { isMissing, wholeNumber } from './inputs.ts';

dayjs.extend(localizedFormat);

const DATE_KIND = 'a date (an ISO text such as "2026-11-23", or a timestamp)';

/**
 * ISO 8601 as sites store it: a date, optionally a time, optionally a zone. Stricter than dayjs,
 * which would read "2026-13-45" as a date in 2027 and hand "12" to `Date`.
 */
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** True when the fields of an ISO text name a real day and time. */
function isRealDate(match: RegExpExecArray): boolean {
  const [year, month, day, hour = 0, minute = 0, second = 0] = match
    .slice(1, 7)
    .map((field) => (field === undefined ? undefined : Number(field)));
  if (year === undefined || month === undefined || day === undefined) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour < 24 &&
    minute < 60 &&
    second < 60
  );
}

/** Parameter `i` as a date, or its error. */
function dateArg(call: HelperCall, i: number): Dayjs {
  const value = call.args[i];
  let parsed: Dayjs | undefined;
  if (value instanceof Date || (typeof value === 'number' && Number.isFinite(value))) {
    parsed = dayjs(value);
  } else if (typeof value === 'string') {
    const match = ISO.exec(value);
    if (match && isRealDate(match)) parsed = dayjs(value);
  }
  if (!parsed?.isValid()) return call.fail(i, DATE_KIND);
  return parsed;
}

/** A date without time ("2026-11-23") stays one: adding days to it gives a date, not an instant. */
function isDateOnly(value: unknown): boolean {
  return typeof value === 'string' && value.length === 10;
}

/** dayjs knows English and French; "fr-FR" or "fr-CA" use French, other languages English. */
function dayjsLocale(locale: string): 'en' | 'fr' {
  return locale.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

const UNITS: Readonly<Record<string, dayjs.OpUnitType>> = {
  years: 'year',
  months: 'month',
  weeks: 'week',
  days: 'day',
  hours: 'hour',
  minutes: 'minute',
  seconds: 'second',
};

/** 'days' or 'day', 'Days'… as the dayjs unit. */
function unitArg(call: HelperCall, i: number): dayjs.OpUnitType {
  const name = call.optionalText(i, 'days').toLowerCase();
  const plural = name.endsWith('s') ? name : `${name}s`;
  const unit = Object.hasOwn(UNITS, plural) ? UNITS[plural] : undefined;
  if (unit === undefined) {
    return call.fail(
      i,
      "a unit: 'years', 'months', 'weeks', 'days', 'hours', 'minutes' or 'seconds'",
    );
  }
  return unit;
}

export const dateHelpers = [
  defineHelper({
    name: 'now',
    category: 'date',
    run: (call) => call.now().toISOString(),
  }),
  defineHelper({
    name: 'formatDate',
    category: 'date',
    run: (call) => {
      if (isMissing(call.args[0])) return '';
      const date = dateArg(call, 0);
      const pattern = call.optionalText(1, 'YYYY-MM-DD');
      const locale = dayjsLocale(call.optionalText(2, call.locale));
      call.charge(pattern.length);
      return date.locale(locale).format(pattern);
    },
  }),
  defineHelper({
    name: 'addDays',
    category: 'date',
    run: (call) => {
      if (isMissing(call.args[0])) return null;
      const date = dateArg(call, 0);
      const moved = date.add(wholeNumber(call, 1), 'day');
      if (!moved.isValid()) call.fail(1, 'a number of days that gives a valid date');
      return isDateOnly(call.args[0]) ? moved.format('YYYY-MM-DD') : moved.toISOString();
    },
  }),
  defineHelper({
    name: 'dateDiff',
    category: 'date',
    run: (call) => {
      if (isMissing(call.args[0]) || isMissing(call.args[1])) return null;
      const start = dateArg(call, 0);
      const end = dateArg(call, 1);
      return end.diff(start, unitArg(call, 2));
    },
  }),
];
