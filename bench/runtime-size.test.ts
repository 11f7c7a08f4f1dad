import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FULL_AISLE_PRODUCTS, growGroceries, SHOP_RECORDS } from './runtime-size.ts';

let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('growGroceries', () => {
  it("fills a copy's groceries aisle to 60 products with new, valid ids; the rest unchanged", async () => {
    dir = await mkdtemp(join(tmpdir(), 'baobab-size-'));
    const file = SHOP_RECORDS;
    await cp(join('sites', dirname(file)), join(dir, dirname(file)), { recursive: true });
    const before = JSON.parse(await readFile(join('sites', file), 'utf8')) as {
      tables: Array<{ records: Array<{ id: string; fields: Record<string, unknown> }> }>;
    };
    await growGroceries(dir);
    const after = JSON.parse(await readFile(join(dir, file), 'utf8')) as typeof before;
    const records = after.tables[0]!.records;
    const groceries = records.filter((r) => r.fields['Category'] === 'groceries');
    expect(groceries).toHaveLength(FULL_AISLE_PRODUCTS);
    expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
    for (const r of records) expect(r.id).toMatch(/^rec[A-Za-z0-9]{14}$/);
    const others = (list: typeof records) =>
      list.filter((r) => r.fields['Category'] !== 'groceries');
    expect(others(records)).toEqual(others(before.tables[0]!.records));
    // The repository's own records are untouched.
    expect(JSON.parse(await readFile(join('sites', file), 'utf8'))).toEqual(before);
  });
});
