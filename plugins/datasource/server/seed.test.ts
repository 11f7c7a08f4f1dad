import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer } from '@server/app.ts';
import { testDatabase, type TestDatabase } from '@server/db/testing.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { publishSite } from '@server/publish.ts';
import { SiteStore } from '@server/site-store/store.ts';
import { TEMPLATES, tempDir, testConfig } from '@server/testing/temp-site.ts';
import type { AirtableRecord } from './airtable-client.ts';
import { DATASOURCE_MIGRATIONS, DEMO_API_KEY } from './migrations.ts';
import { seedSites } from './seed.ts';
import { datasourceServer } from './index.ts';

let t: TestDatabase;
let sitesDir: string;
beforeAll(async () => {
  t = await testDatabase(DATASOURCE_MIGRATIONS);
  sitesDir = await tempDir('baobab-seed-');
}, 60_000);
afterAll(async () => {
  await t.close();
});

const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** Ids of the `n`th test's base and records, so that the tests share one database. */
const baseId = (n: number) => `appSeedTest${pad(n, 6)}`;
const recordId = (n: number, i: number) => `recT${pad(n, 3)}${pad(i, 10)}`;
const GOODS = 'tblGoods000000001';
const ORDERS = 'tblOrders00000001';

const goods = (n: number, count: number, from = 1) =>
  Array.from({ length: count }, (_, k) => ({
    id: recordId(n, from + k),
    fields: { Name: `Good ${from + k}`, PriceCents: 100 * (from + k), Stock: 5 },
  }));

function seedFile(n: number, records: unknown[], more: Record<string, unknown> = {}) {
  return {
    base: baseId(n),
    tables: [
      { id: GOODS, name: 'Goods', views: ['Grid view', 'In stock'], records },
      { id: ORDERS, name: 'Orders', records: [] },
    ],
    ...more,
  };
}

/** Writes `value` (or a text) as `<site>/datasource/<name>` and returns the site's id. */
async function writeSeed(site: string, name: string, value: unknown): Promise<string> {
  const dir = join(sitesDir, site, 'datasource');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, name), typeof value === 'string' ? value : JSON.stringify(value));
  return site;
}

const seed = (...sites: string[]) => seedSites(t.db, sitesDir, sites);

async function recordsOf(n: number) {
  return t.db.query<{ id: string; fields: Record<string, unknown> }>(
    'SELECT id, fields FROM datasource_records WHERE base_id = $1 ORDER BY seq',
    [baseId(n)],
  );
}
const tablesOf = (n: number) =>
  t.db.query<{ id: string; name: string; views: unknown }>(
    'SELECT id, name, views FROM datasource_tables WHERE base_id = $1 ORDER BY id',
    [baseId(n)],
  );

describe('seeding the record API from the seed files of sites', () => {
  it('creates the tables with their records, in the order of the file', async () => {
    const site = await writeSeed('s1', `${baseId(1)}.json`, seedFile(1, goods(1, 3)));
    const report = await seed(site);
    expect(report).toEqual({
      seeded: [
        {
          path: `s1/datasource/${baseId(1)}.json`,
          base: baseId(1),
          tablesCreated: [GOODS, ORDERS],
          recordsAdded: 3,
        },
      ],
      problems: [],
    });
    expect(await tablesOf(1)).toEqual([
      { id: GOODS, name: 'Goods', views: ['Grid view', 'In stock'] },
      { id: ORDERS, name: 'Orders', views: ['Grid view'] },
    ]);
    expect(await recordsOf(1)).toEqual(goods(1, 3));
  });

  it('adds nothing the second time, keeps what the author changed and deleted', async () => {
    const site = await writeSeed('s2', `${baseId(2)}.json`, seedFile(2, goods(2, 4)));
    await seed(site);
    await t.db.query(
      `UPDATE datasource_records SET fields = fields || '{"Stock": 0}'::jsonb WHERE id = $1`,
      [recordId(2, 1)],
    );
    await t.db.query('DELETE FROM datasource_records WHERE id = $1', [recordId(2, 2)]);
    const again = await seed(site);
    expect(again.seeded[0]).toMatchObject({ tablesCreated: [], recordsAdded: 0 });
    const records = await recordsOf(2);
    expect(records.map((r) => r.id)).toEqual([recordId(2, 1), recordId(2, 3), recordId(2, 4)]);
    expect(records[0]!.fields).toEqual({ Name: 'Good 1', PriceCents: 100, Stock: 0 });
  });

  it('adds the records and views added to the file later, after the others', async () => {
    const site = await writeSeed('s3', `${baseId(3)}.json`, seedFile(3, goods(3, 2)));
    await seed(site);
    await t.db.query(`UPDATE datasource_records SET fields = '{"Name": "Mine"}' WHERE id = $1`, [
      recordId(3, 1),
    ]);
    const later = seedFile(3, [...goods(3, 2), ...goods(3, 2, 3)]);
    (later.tables[0]!.views as string[]).push('On sale');
    await writeSeed(site, `${baseId(3)}.json`, later);
    const report = await seed(site);
    expect(report.seeded[0]).toMatchObject({ tablesCreated: [], recordsAdded: 2 });
    const records = await recordsOf(3);
    expect(records.map((r) => r.id)).toEqual([1, 2, 3, 4].map((i) => recordId(3, i)));
    expect(records[0]!.fields).toEqual({ Name: 'Mine' });
    expect((await tablesOf(3))[0]!.views).toEqual(['Grid view', 'In stock', 'On sale']);
  });

  it('reports a bad file with its path and JSON path, and seeds nothing of it', async () => {
    const bad = seedFile(4, [
      ...goods(4, 1),
      { id: 'rec-not-an-id', fields: { Name: 'Broken' } },
      { id: recordId(4, 1), fields: { id: 'x' } },
    ]);
    const site = await writeSeed('s4', `${baseId(4)}.json`, bad);
    await writeSeed(site, `${baseId(5)}.json`, { ...seedFile(5, []), base: baseId(6) });
    await writeSeed(site, 'products.json', seedFile(7, []));
    await writeSeed(site, `${baseId(8)}.json`, '{ "base": ');
    await writeSeed(site, 'notes.txt', 'not a seed file');
    const report = await seed(site);
    expect(report.seeded).toEqual([]);
    const where = (p: { file: string; path: string }) => `${p.file} ${p.path}`;
    expect(report.problems.map(where)).toEqual([
      `s4/datasource/${baseId(4)}.json $.tables[0].records[1].id`,
      `s4/datasource/${baseId(4)}.json $.tables[0].records[2].id`,
      `s4/datasource/${baseId(4)}.json $.tables[0].records[2].fields.id`,
      `s4/datasource/${baseId(5)}.json $.base`,
      `s4/datasource/${baseId(8)}.json $`,
      's4/datasource/products.json $',
    ]);
    expect(report.problems[0]!.message).toBe('must be a record id: "rec" and 14 letters or digits');
    expect(report.problems[1]!.message).toBe(
      `the record id ${recordId(4, 1)} is also at $.tables[0].records[0].id`,
    );
    for (const n of [4, 5, 6, 7, 8]) expect(await tablesOf(n)).toEqual([]);
  });

  it('seeds nothing of a file when a table name or a record id is taken elsewhere', async () => {
    const site = await writeSeed('s9', `${baseId(9)}.json`, seedFile(9, goods(9, 2)));
    await seed(site);
    // Another file of the same base names its own table "Goods"; another base reuses a record id.
    const clash = {
      base: baseId(9),
      tables: [
        { id: 'tblFresh000000001', name: 'Fresh', records: [] },
        { id: 'tblOther000000001', name: 'Goods', records: [] },
      ],
    };
    await writeSeed('s10', `${baseId(9)}.json`, clash);
    await writeSeed('s10', `${baseId(10)}.json`, seedFile(10, [...goods(10, 1), goods(9, 1)[0]]));
    const report = await seed('s10');
    expect(report.seeded).toEqual([]);
    expect(report.problems.map((p) => [p.file, p.path, p.message])).toEqual([
      [
        `s10/datasource/${baseId(9)}.json`,
        '$.tables[1].name',
        `the base ${baseId(9)} already has a table named "Goods" (${GOODS})`,
      ],
      [
        `s10/datasource/${baseId(10)}.json`,
        '$.tables[0].records[1].id',
        `the record id ${recordId(9, 1)} is already a record of ${baseId(9)}/${GOODS}`,
      ],
    ]);
    expect((await tablesOf(9)).map((row) => row.id)).toEqual([GOODS, ORDERS]);
    expect(await tablesOf(10)).toEqual([]);
    expect(await recordsOf(10)).toEqual([]);
  });

  it('seeds once when two servers start at the same time', async () => {
    const site = await writeSeed('s11', `${baseId(11)}.json`, seedFile(11, goods(11, 30)));
    // On PostgreSQL (DATABASE_URL) each runs on its own connection of the pool, as two servers
    // do: open them first, so that the three transactions overlap.
    await Promise.all([1, 2, 3].map(() => t.db.transaction((tx) => tx.query('SELECT 1'))));
    const reports = await Promise.all([seed(site), seed(site), seed(site)]);
    expect(reports.map((r) => r.seeded[0]!.recordsAdded).sort()).toEqual([0, 0, 30]);
    expect(reports.flatMap((r) => r.seeded[0]!.tablesCreated)).toEqual([GOODS, ORDERS]);
    expect(await recordsOf(11)).toHaveLength(30);
    const marks = await t.db.query('SELECT record_id FROM datasource_seeded WHERE base_id = $1', [
      baseId(11),
    ]);
    expect(marks).toHaveLength(30);
  });
});

describe('a server with seed files', () => {
  it('seeds before the first answer of the record API, and ships no seed file', async () => {
    const config = await testConfig();
    await mkdir(join(config.sitesDir, 'demo', 'datasource'));
    await writeFile(
      join(config.sitesDir, 'demo', 'datasource', `${baseId(12)}.json`),
      JSON.stringify(seedFile(12, goods(12, 100))),
    );
    await writeFile(join(config.sitesDir, 'demo', 'datasource', `${baseId(13)}.json`), '[]');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
    const server = await createServer(config, {
      frontEnd: fixedFrontEnd(TEMPLATES),
      database: t.db,
      pluginServers: [datasourceServer],
    });
    try {
      expect(await tablesOf(12)).toEqual([]);
      const list = await server.inject({
        method: 'GET',
        url: `/airtable/v0/${baseId(12)}/Goods?pageSize=100&view=In%20stock`,
        headers: { host: 'localhost:3000', authorization: `Bearer ${DEMO_API_KEY}` },
      });
      expect(list.statusCode).toBe(200);
      const records = (list.json() as { records: AirtableRecord[] }).records;
      expect(records.map((r) => r.id)).toEqual(goods(12, 100).map((r) => r.id));
      expect(records[99]!.fields).toEqual({ Name: 'Good 100', PriceCents: 10000, Stock: 5 });
      const path = join(config.sitesDir, 'demo', 'datasource', `${baseId(13)}.json`);
      expect(errors.mock.calls.map((c) => String(c[0]))).toEqual([
        `${path}: $: error: Invalid input: expected object, received array (the file is skipped: nothing of it seeded)`,
      ]);
      expect(String(logs.mock.calls[0]?.[0])).toContain(`100 record(s) and 2 table(s) added`);

      // Visitors: the seed files are neither published nor served from the draft.
      const store = new SiteStore(config.sitesDir);
      const { bundle } = await store.load('demo');
      await publishSite(bundle!, store.siteDir('demo'), config.dataDir, 'production');
      const published = await readdir(join(config.dataDir, 'published'), { recursive: true });
      expect(published.filter((name) => name.includes('datasource'))).toEqual([]);
      const draft = await server.inject({
        method: 'GET',
        url: `/datasource/${baseId(12)}.json`,
        headers: { host: 'preview.localhost:3000' },
      });
      expect(draft.body).not.toContain('Good 100');
    } finally {
      errors.mockRestore();
      logs.mockRestore();
      await server.close();
    }
  });
});
