/**
 * Conformance of the embedded record API with Airtable's official Node client (`airtable` on
 * npm): the server listens on a port and the client drives it exactly as it drives
 * api.airtable.com — list in pages, sort, filter, find, create, update, replace, upsert,
 * destroy, and the errors it surfaces (`error`, `statusCode`).
 */
import Airtable from 'airtable';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '@server/app.ts';
import { testDatabase, type TestDatabase } from '@server/db/testing.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { TEMPLATES, testConfig } from '@server/testing/temp-site.ts';
import { DATASOURCE_MIGRATIONS, DEMO_API_KEY, DEMO_BASE_ID, DEMO_TABLES } from '../migrations.ts';
import { datasourceServer } from '../index.ts';

let t: TestDatabase;
let server: FastifyInstance;
let endpointUrl: string;
beforeAll(async () => {
  t = await testDatabase(DATASOURCE_MIGRATIONS);
  server = await createServer(await testConfig(), {
    frontEnd: fixedFrontEnd(TEMPLATES),
    database: t.db,
    pluginServers: [datasourceServer],
  });
  await server.listen({ port: 0, host: 'localhost' });
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on a port');
  endpointUrl = `http://localhost:${address.port}/airtable`;
}, 60_000);
afterAll(async () => {
  await server?.close();
  await t.close();
});

interface Product extends Airtable.FieldSet {
  Name: string;
  Category: string;
  Price: number;
}
interface Note extends Airtable.FieldSet {
  Text?: string;
  Done?: boolean;
}

const client = (apiKey = DEMO_API_KEY) =>
  new Airtable({ apiKey, endpointUrl, noRetryIfRateLimited: true, requestTimeout: 10_000 });
const products = () => client().base(DEMO_BASE_ID).table<Product>('Products');
const notes = () => client().base(DEMO_BASE_ID).table<Note>(DEMO_TABLES.notes.id);
const names = (records: ReadonlyArray<Airtable.Record<Product>>) =>
  records.map((r) => r.get('Name'));

describe('the embedded record API driven by the official Airtable client', () => {
  it('lists a view in pages (eachPage, all, firstPage)', async () => {
    const pages: string[][] = [];
    await products()
      .select({ pageSize: 5, view: 'Grid view' })
      .eachPage((records, next) => {
        pages.push(names(records));
        next();
      });
    expect(pages.map((p) => p.length)).toEqual([5, 5, 2]);
    expect(pages[0]).toEqual([
      'Bath soap',
      'Cola 2 L',
      'Cooking oil 2 L',
      'Frozen chicken 2 kg',
      'Green tea',
    ]);
    const all = await products().select({ pageSize: 5 }).all();
    expect(names(all)).toEqual(pages.flat());
    expect(new Set(all.map((r) => r.id)).size).toBe(12);
    expect(all[0]!._rawJson).toMatchObject({
      id: 'recDemo0000000001',
      createdTime: '2026-01-01T08:01:00.000Z',
      fields: { Name: 'Bath soap', Category: 'Toiletries', Price: 15 },
    });
    expect(names(await products().select({ pageSize: 3 }).firstPage())).toEqual(
      pages[0]!.slice(0, 3),
    );
  });

  it('sorts, filters by formula, limits and picks fields, by GET and by POST', async () => {
    const sorted = await products()
      .select({ sort: [{ field: 'Price', direction: 'desc' }], maxRecords: 3 })
      .all();
    expect(names(sorted)).toEqual(['Frozen chicken 2 kg', 'Maize meal 10 kg', 'Rice 5 kg']);
    const groceries = ['Cooking oil 2 L', 'Maize meal 10 kg', 'Rice 5 kg', 'Sugar 2 kg'];
    const query = {
      filterByFormula: "AND({Category} = 'Groceries', {Price} >= 50)",
      sort: [{ field: 'Name' }],
      pageSize: 3,
    };
    expect(names(await products().select(query).all())).toEqual(groceries);
    // `method: 'post'` (and any URL over 15,000 characters) lists through POST …/listRecords.
    expect(
      names(
        await products()
          .select({ ...query, method: 'post' })
          .all(),
      ),
    ).toEqual(groceries);
    const picked = await products()
      .select({ fields: ['Name'], maxRecords: 1, recordMetadata: ['commentCount'] })
      .firstPage();
    expect(picked[0]!.fields).toEqual({ Name: 'Bath soap' });
    expect(picked[0]!.commentCount).toBe(0);
  });

  it('finds one record', async () => {
    const found = await products().find('recDemo0000000006');
    expect(found.id).toBe('recDemo0000000006');
    expect(found.fields).toEqual({ Name: 'Maize meal 10 kg', Category: 'Groceries', Price: 110 });
  });

  it('creates one record and several (typecast accepted), in order', async () => {
    const one = await notes().create({ Text: 'Ring twice' });
    expect(one.id).toMatch(/^rec[A-Za-z0-9]{14}$/);
    expect(one.fields).toEqual({ Text: 'Ring twice' });
    const several = await notes().create(
      [{ fields: { Text: 'first' } }, { fields: { Text: 'second', Done: true } }],
      { typecast: true },
    );
    expect(several.map((r) => r.fields)).toEqual([
      { Text: 'first' },
      { Text: 'second', Done: true },
    ]);
    const stored = await t.db.query<{ fields: unknown }>(
      'SELECT fields FROM datasource_records WHERE id = $1',
      [several[1]!.id],
    );
    expect(stored).toEqual([{ fields: { Text: 'second', Done: true } }]);
  });

  it('updates (merges), replaces, and does both for several records at once', async () => {
    const [a, b] = await notes().create([
      { fields: { Text: 'a', Done: false } },
      { fields: { Text: 'b', Done: false } },
    ]);
    expect((await notes().update(a!.id, { Done: true })).fields).toEqual({ Text: 'a', Done: true });
    expect((await notes().replace(a!.id, { Text: 'A' })).fields).toEqual({ Text: 'A' });
    const updated = await notes().update([
      { id: a!.id, fields: { Done: true } },
      { id: b!.id, fields: { Text: 'B' } },
    ]);
    expect(updated.map((r) => r.fields)).toEqual([
      { Text: 'A', Done: true },
      { Text: 'B', Done: false },
    ]);
    const replaced = await notes().replace([{ id: b!.id, fields: { Done: true } }]);
    expect(replaced[0]!.fields).toEqual({ Done: true });
    expect((await notes().find(b!.id)).fields).toEqual({ Done: true });
    // A record's own methods go the same way.
    const record = await notes().find(a!.id);
    await record.updateFields({ Text: 'A again' });
    expect((await notes().find(a!.id)).fields).toEqual({ Text: 'A again', Done: true });
  });

  it('upserts: updates the record whose merge field matches, creates the others', async () => {
    await notes().create({ Text: 'upsert me' });
    // The client's types know neither records without ids nor `performUpsert`; it sends both.
    const upsert = { performUpsert: { fieldsToMergeOn: ['Text'] } } as { typecast?: boolean };
    const withoutIds = [
      { fields: { Text: 'upsert me', Done: true } },
      { fields: { Text: 'upserted new' } },
    ] as unknown as Array<Airtable.RecordData<Note>>;
    const records = await notes().update(withoutIds, upsert);
    expect(records.map((r) => r.fields)).toEqual([
      { Text: 'upsert me', Done: true },
      { Text: 'upserted new' },
    ]);
    const matching = await notes()
      .select({ filterByFormula: "OR({Text} = 'upsert me', {Text} = 'upserted new')" })
      .all();
    expect(matching).toHaveLength(2);
  });

  it('destroys one record and several', async () => {
    const [one, two, three] = await notes().create([
      { fields: { Text: 'x1' } },
      { fields: { Text: 'x2' } },
      { fields: { Text: 'x3' } },
    ]);
    const destroyed = await notes().destroy(one!.id);
    expect(destroyed.id).toBe(one!.id);
    const several = await notes().destroy([two!.id, three!.id]);
    expect(several.map((r) => r.id)).toEqual([two!.id, three!.id]);
    const left = await t.db.query('SELECT id FROM datasource_records WHERE id IN ($1, $2, $3)', [
      one!.id,
      two!.id,
      three!.id,
    ]);
    expect(left).toEqual([]);
  });

  it('surfaces Airtable errors: unknown table or record, bad key, bad formula', async () => {
    const base = client().base(DEMO_BASE_ID);
    await expect(base.table('Nope').select().firstPage()).rejects.toMatchObject({
      error: 'NOT_FOUND',
      statusCode: 404,
      message: `Could not find table Nope in application ${DEMO_BASE_ID}`,
    });
    await expect(products().find('recNope0000000000')).rejects.toMatchObject({
      error: 'NOT_FOUND',
      statusCode: 404,
    });
    await expect(notes().destroy('recNope0000000000')).rejects.toMatchObject({
      error: 'NOT_FOUND',
      statusCode: 404,
    });
    await expect(
      client('patWrong.key').base(DEMO_BASE_ID).table('Products').select().firstPage(),
    ).rejects.toMatchObject({ error: 'AUTHENTICATION_REQUIRED', statusCode: 401 });
    await expect(
      products().select({ filterByFormula: '{Name} LIKE 1' }).firstPage(),
    ).rejects.toMatchObject({ error: 'INVALID_FILTER_BY_FORMULA', statusCode: 422 });
  });

  it('refuses what it cannot answer as Airtable would, and changes nothing', async () => {
    const kept = await notes().create({ Text: 'kept' });
    await expect(notes().destroy([kept.id, 'recNope0000000000'])).rejects.toMatchObject({
      error: 'NOT_FOUND',
      statusCode: 404,
    });
    expect((await notes().find(kept.id)).fields).toEqual({ Text: 'kept' });
    const eleven = Array.from({ length: 11 }, (_, i) => ({ fields: { Text: `n${i}` } }));
    await expect(notes().create(eleven)).rejects.toMatchObject({
      error: 'INVALID_RECORDS',
      statusCode: 422,
    });
    await expect(
      products().select({ returnFieldsByFieldId: true }).firstPage(),
    ).rejects.toMatchObject({ error: 'INVALID_REQUEST_UNKNOWN', statusCode: 422 });
    await expect(
      products().select({ cellFormat: 'string', timeZone: 'UTC', userLocale: 'en' }).firstPage(),
    ).rejects.toMatchObject({ error: 'INVALID_REQUEST_UNKNOWN', statusCode: 422 });
    await expect(products().select({ view: 'Kanban' }).firstPage()).rejects.toMatchObject({
      error: 'VIEW_NAME_NOT_FOUND',
      statusCode: 422,
    });
  });
});
