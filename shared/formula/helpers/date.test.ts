import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorOf, run } from './testing.ts';

const DATE_KIND =
  'the first parameter must be a date (an ISO text such as "2026-11-23", or a timestamp)';

// Node reads TZ again whenever it is set, so each test runs in a known zone.
let savedZone: string | undefined;
beforeEach(() => {
  savedZone = process.env.TZ;
  process.env.TZ = 'Europe/Paris';
});
afterEach(() => {
  if (savedZone === undefined) delete process.env.TZ;
  else process.env.TZ = savedZone;
});

describe('now', () => {
  it('is the injected clock as ISO text', () => {
    expect(run('now()')).toBe('2026-11-23T10:00:00.000Z');
    const other = new Date('2030-01-02T03:04:05.678Z');
    expect(run('now()', {}, { now: () => other })).toBe('2030-01-02T03:04:05.678Z');
  });
});

describe('formatDate', () => {
  it('defaults to YYYY-MM-DD', () => {
    expect(run("formatDate('2026-11-23')")).toBe('2026-11-23');
  });
  it('writes instants in local time', () => {
    expect(run("formatDate('2026-11-23T10:00:00Z', 'YYYY-MM-DD HH:mm')")).toBe('2026-11-23 11:00');
    process.env.TZ = 'Asia/Kolkata';
    expect(run("formatDate('2026-11-23T10:00:00Z', 'HH:mm')")).toBe('15:30');
    process.env.TZ = 'Pacific/Kiritimati';
    expect(run("formatDate('2026-11-23T23:00:00Z', 'dddd D')")).toBe('Tuesday 24');
  });
  it('names days and months in English or French', () => {
    expect(run("formatDate('2026-11-23', 'dddd D MMMM YYYY')")).toBe('Monday 23 November 2026');
    expect(run("formatDate('2026-11-23', 'dddd D MMMM YYYY', 'fr')")).toBe(
      'lundi 23 novembre 2026',
    );
    expect(run("formatDate('2026-11-23', 'LL', 'fr-FR')")).toBe('23 novembre 2026');
    expect(run("formatDate('2026-11-23', 'LL')", {}, { locale: 'fr' })).toBe('23 novembre 2026');
    expect(run("formatDate('2026-11-23', 'MMMM', 'de')")).toBe('November');
    expect(run("formatDate('2026-11-23T08:05:09', '[at] HH:mm:ss')")).toBe('at 08:05:09');
  });
  it('reads timestamps and dates', () => {
    const ms = new Date(2026, 10, 23, 9, 30).getTime();
    expect(run("formatDate(variables.ms, 'YYYY-MM-DD HH:mm')", { ms })).toBe('2026-11-23 09:30');
    expect(run('formatDate(variables.d)', { d: new Date(2026, 0, 2) })).toBe('2026-01-02');
  });
  it('gives "" for null', () => {
    expect(run('formatDate(null)')).toBe('');
  });
  it('throws the parameter messages', () => {
    expect(errorOf("formatDate('23/11/2026')")).toBe(`formatDate: ${DATE_KIND}`);
    expect(errorOf("formatDate('2026-02-30')")).toBe(`formatDate: ${DATE_KIND}`);
    expect(errorOf("formatDate('2026-11-23T25:00')")).toBe(`formatDate: ${DATE_KIND}`);
    expect(errorOf("formatDate('12')")).toBe(`formatDate: ${DATE_KIND}`);
    expect(errorOf('formatDate([])')).toBe(`formatDate: ${DATE_KIND}`);
    expect(errorOf("formatDate('2026-11-23', 5)")).toBe(
      'formatDate: the second parameter must be a text',
    );
  });
});

describe('addDays', () => {
  it('keeps a date a date', () => {
    expect(run("addDays('2026-11-23', 7)")).toBe('2026-11-30');
    expect(run("addDays('2026-03-01', -1)")).toBe('2026-02-28');
    expect(run("addDays('2028-02-28', '1')")).toBe('2028-02-29');
  });
  it('gives an ISO instant for an instant, keeping the local time across DST', () => {
    expect(run("addDays('2026-11-23T10:00:00.000Z', 1)")).toBe('2026-11-24T10:00:00.000Z');
    // Paris leaves summer time on 25 October 2026: noon stays noon, 25 hours later.
    expect(run("addDays('2026-10-24T10:00:00Z', 1)")).toBe('2026-10-25T11:00:00.000Z');
  });
  it('gives null for null', () => {
    expect(run('addDays(null, 1)')).toBeNull();
  });
  it('throws the parameter messages', () => {
    expect(errorOf("addDays('soon', 1)")).toBe(`addDays: ${DATE_KIND}`);
    expect(errorOf("addDays('2026-11-23', 'x')")).toBe(
      'addDays: the second parameter must be a number',
    );
    expect(errorOf("addDays('2026-11-23', 1.5)")).toBe(
      'addDays: the second parameter must be a whole number',
    );
    expect(errorOf("addDays('2026-11-23', 1e12)")).toBe(
      'addDays: the second parameter must be a number of days that gives a valid date',
    );
  });
});

describe('dateDiff', () => {
  it('counts whole days from start to end by default', () => {
    expect(run("dateDiff('2026-11-23', '2026-12-25')")).toBe(32);
    expect(run("dateDiff('2026-12-25', '2026-11-23')")).toBe(-32);
    expect(run("dateDiff('2026-03-01', '2026-04-01')")).toBe(31);
    expect(run("dateDiff('2026-11-23T10:00:00Z', '2026-11-24T09:59:59Z')")).toBe(0);
  });
  it('counts other units, singular or plural', () => {
    expect(run("dateDiff('2026-01-31', '2026-03-01', 'months')")).toBe(1);
    expect(run("dateDiff('2000-03-01', '2026-02-28', 'year')")).toBe(25);
    expect(run("dateDiff('2026-11-01', '2026-11-23', 'weeks')")).toBe(3);
    expect(run("dateDiff('2026-11-23T10:00:00Z', '2026-11-23T12:30:00Z', 'Minutes')")).toBe(150);
    expect(run("dateDiff('2026-11-23T10:00:00Z', '2026-11-23T12:30:00Z', 'hours')")).toBe(2);
    expect(run("dateDiff('2026-11-23T10:00:00Z', '2026-11-23T10:00:42Z', 'seconds')")).toBe(42);
  });
  it('gives null when a date is missing', () => {
    expect(run("dateDiff(null, '2026-11-23')")).toBeNull();
    expect(run("dateDiff('2026-11-23', undefined)")).toBeNull();
  });
  it('throws the parameter messages', () => {
    expect(errorOf("dateDiff('x', '2026-11-23')")).toBe(`dateDiff: ${DATE_KIND}`);
    expect(errorOf("dateDiff('2026-11-23', true)")).toBe(
      `dateDiff: ${DATE_KIND.replace('first', 'second')}`,
    );
    expect(errorOf("dateDiff('2026-11-23', '2026-11-24', 'fortnights')")).toBe(
      "dateDiff: the third parameter must be a unit: 'years', 'months', 'weeks', 'days', 'hours', 'minutes' or 'seconds'",
    );
    expect(errorOf("dateDiff('2026-11-23', '2026-11-24', 'constructor')")).toMatch(
      /^dateDiff: the third parameter must be a unit/,
    );
  });
});
