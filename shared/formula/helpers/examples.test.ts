import { afterAll, describe, expect, it } from 'vitest';
import { deepEqual } from '@shared/values/index.ts';
import { HELPERS } from './catalog.ts';
import { CLOCK, run } from './testing.ts';

/**
 * Every example the formula panel shows is evaluated and compared with the result it claims,
 * with the fixed clock and locale 'en', in zones on both sides of UTC: examples must not depend
 * on where the visitor is.
 */
const ZONES = ['UTC', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Kiritimati'];
const savedZone = process.env.TZ;

afterAll(() => {
  if (savedZone === undefined) delete process.env.TZ;
  else process.env.TZ = savedZone;
});

describe.each(ZONES)('examples in %s', (zone) => {
  it.each(HELPERS.map((helper) => [helper.name, helper] as const))('%s', (name, helper) => {
    process.env.TZ = zone;
    expect(helper.example.formula).toContain(`${name}(`);
    const result = run(helper.example.formula, {}, { now: () => CLOCK, locale: 'en' });
    expect(result).toEqual(helper.example.result);
    expect(deepEqual(result, helper.example.result)).toBe(true);
  });
});
