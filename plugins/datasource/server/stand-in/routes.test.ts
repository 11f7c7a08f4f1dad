import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '@server/app.ts';
import { testDatabase, type TestDatabase } from '@server/db/testing.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { TEMPLATES, testConfig } from '@server/testing/temp-site.ts';
import type { AirtableRecord } from '../airtable-client.ts';
import { DATASOURCE_MIGRATIONS, DEMO_API_KEY, DEMO_BASE_ID, DEMO_TABLES } from '../migrations.ts';
import { datasourceServer } from '../index.ts';
import { newRecordId } from './model.ts';

let t: TestDatabase;
let server: FastifyInstance;
beforeAll(async () => {
  t = await testDatabase(DATASOURCE_MIGRATIONS);
  server = await createServer(await testConfig(), {
    frontEnd: fixedFrontEnd(TEMPLATES),
    database: t.db,
    pluginServers: [datasourceServer],
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await t.close();
});

const EDITOR = 'localhost:3000';
const AUTH = { authorization: `Bearer ${DEMO_API_KEY}` };

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  headers: Record<string, string> = AUTH,
) {
  return server.inject({
    method,
    url: `/airtable/v0/${path}`,
    headers: {
      host: EDITOR,
      ...headers,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

const names = (records: AirtableRecord[]) => records.map((r) => r.fields.Name);

describe('the embedded Airtable-compatible record API', () => {
  it('makes Airtable-like record ids', () => {
    const id = newRecordId();
    expect(id).toMatch(/^rec[A-Za-z0-9]{14}$/);
    expect(newRecordId()).not.toBe(id);
  });

  it('needs a known API key', async () => {
    const none = await call('GET', `${DEMO_BASE_ID}/Products`, undefined, {});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      error: { type: 'AUTHENTICATION_REQUIRED', message: 'Authentication required' },
    });
    const wrong = await call('GET', `${DEMO_BASE_ID}/Products`, undefined, {
      authorization: 'Bearer patWrong.key',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('Invalid authentication token');
  });

  it('lists a table by name or id in pages followed by offset', async () => {
    const first = await call('GET', `${DEMO_BASE_ID}/Products?pageSize=5&view=Grid%20view`);
    expect(first.statusCode).toBe(200);
    const page1 = first.json() as { records: AirtableRecord[]; offset?: string };
    expect(page1.records).toHaveLength(5);
    expect(page1.records[0]).toMatchObject({
      id: 'recDemo0000000001',
      createdTime: '2026-01-01T08:01:00.000Z',
      fields: { Name: 'Bath soap', Category: 'Toiletries', Price: 15 },
    });
    expect(page1.offset).toMatch(/^itr/);
    const all: AirtableRecord[] = [...page1.records];
    let offset = page1.offset;
    while (offset) {
      const next = (
        await call('GET', `${DEMO_BASE_ID}/${DEMO_TABLES.products.id}?pageSize=5&offset=${offset}`)
      ).json() as { records: AirtableRecord[]; offset?: string };
      all.push(...next.records);
      offset = next.offset;
    }
    expect(all).toHaveLength(12);
    expect(new Set(all.map((r) => r.id)).size).toBe(12);
  });

  it('sorts, filters by formula and limits with maxRecords', async () => {
    const sorted = await call(
      'GET',
      `${DEMO_BASE_ID}/Products?sort%5B0%5D%5Bfield%5D=Price&sort%5B0%5D%5Bdirection%5D=desc&maxRecords=3`,
    );
    expect(names(sorted.json().records)).toEqual([
      'Frozen chicken 2 kg',
      'Maize meal 10 kg',
      'Rice 5 kg',
    ]);
    expect(sorted.json().offset).toBeUndefined();
    const formula = encodeURIComponent("AND({Category} = 'Groceries', {Price} >= 50)");
    const filtered = await call(
      'GET',
      `${DEMO_BASE_ID}/Products?filterByFormula=${formula}&sort[0][field]=Name`,
    );
    expect(names(filtered.json().records)).toEqual([
      'Cooking oil 2 L',
      'Maize meal 10 kg',
      'Rice 5 kg',
      'Sugar 2 kg',
    ]);
    const injection = encodeURIComponent("{Name} = 'x\\' OR 1=1 --'");
    const safe = await call('GET', `${DEMO_BASE_ID}/Products?filterByFormula=${injection}`);
    expect(safe.statusCode).toBe(200);
    expect(safe.json().records).toEqual([]);
    const bad = await call(
      'GET',
      `${DEMO_BASE_ID}/Products?filterByFormula=${encodeURIComponent('{Name} LIKE 1')}`,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.type).toBe('INVALID_FILTER_BY_FORMULA');
  });

  it('refuses unknown tables, views, offsets and page sizes', async () => {
    const table = await call('GET', `${DEMO_BASE_ID}/Nope`);
    expect(table.statusCode).toBe(404);
    expect(table.json().error).toEqual({
      type: 'TABLE_NOT_FOUND',
      message: `Could not find table Nope in application ${DEMO_BASE_ID}`,
    });
    const view = await call('GET', `${DEMO_BASE_ID}/Products?view=Kanban`);
    expect(view.statusCode).toBe(422);
    expect(view.json().error.type).toBe('VIEW_NAME_NOT_FOUND');
    expect((await call('GET', `${DEMO_BASE_ID}/Products?offset=zzz`)).statusCode).toBe(422);
    expect((await call('GET', `${DEMO_BASE_ID}/Products?pageSize=101`)).statusCode).toBe(422);
    expect(
      (await call('GET', `${DEMO_BASE_ID}/Products?sort[0][field]=Name&sort[0][direction]=up`))
        .statusCode,
    ).toBe(422);
  });

  it('creates, reads, updates, replaces and deletes records in the database', async () => {
    const created = await call('POST', `${DEMO_BASE_ID}/Notes`, { fields: { Text: 'Hello' } });
    expect(created.statusCode).toBe(200);
    const record = created.json() as AirtableRecord;
    expect(record.id).toMatch(/^rec[A-Za-z0-9]{14}$/);
    expect(record.fields).toEqual({ Text: 'Hello' });
    const rows = await t.db.query<{ fields: unknown; table_id: string }>(
      'SELECT fields, table_id FROM datasource_records WHERE id = $1',
      [record.id],
    );
    expect(rows).toEqual([{ fields: { Text: 'Hello' }, table_id: DEMO_TABLES.notes.id }]);

    expect((await call('GET', `${DEMO_BASE_ID}/Notes/${record.id}`)).json()).toEqual(record);
    const patched = await call('PATCH', `${DEMO_BASE_ID}/Notes/${record.id}`, {
      fields: { Done: true },
    });
    expect(patched.json().fields).toEqual({ Text: 'Hello', Done: true });
    const replaced = await call('PUT', `${DEMO_BASE_ID}/Notes/${record.id}`, {
      fields: { Text: 'Bye' },
    });
    expect(replaced.json().fields).toEqual({ Text: 'Bye' });

    const deleted = await call('DELETE', `${DEMO_BASE_ID}/Notes/${record.id}`);
    expect(deleted.json()).toEqual({ id: record.id, deleted: true });
    expect((await call('GET', `${DEMO_BASE_ID}/Notes/${record.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `${DEMO_BASE_ID}/Notes/${record.id}`)).statusCode).toBe(404);
  });

  it('creates several records at once, in order, and checks the fields', async () => {
    const created = await call('POST', `${DEMO_BASE_ID}/Notes`, {
      records: [{ fields: { Text: 'one' } }, { fields: { Text: 'two' } }],
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().records.map((r: AirtableRecord) => r.fields.Text)).toEqual([
      'one',
      'two',
    ]);
    const tooMany = await call('POST', `${DEMO_BASE_ID}/Notes`, {
      records: Array.from({ length: 11 }, () => ({ fields: {} })),
    });
    expect(tooMany.statusCode).toBe(422);
    const noFields = await call('POST', `${DEMO_BASE_ID}/Notes`, { Text: 'x' });
    expect(noFields.statusCode).toBe(422);
    expect(noFields.json().error.type).toBe('INVALID_REQUEST_MISSING_FIELDS');
    // A record of another table is not found through this one.
    const elsewhere = await call('GET', `${DEMO_BASE_ID}/Notes/recDemo0000000001`);
    expect(elsewhere.statusCode).toBe(404);
  });

  it('reads bodies as Airtable does: none on DELETE, Airtable errors for bad ones', async () => {
    const note = (await call('POST', `${DEMO_BASE_ID}/Notes/`, { fields: { Text: 'bye' } })).json();
    // Airtable's client sends `Content-Type: application/json` and no body on DELETE.
    const deleted = await server.inject({
      method: 'DELETE',
      url: `/airtable/v0/${DEMO_BASE_ID}/Notes/${note.id}`,
      headers: { host: EDITOR, ...AUTH, 'content-type': 'application/json' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: note.id, deleted: true });
    const broken = await server.inject({
      method: 'POST',
      url: `/airtable/v0/${DEMO_BASE_ID}/Notes`,
      headers: { host: EDITOR, ...AUTH, 'content-type': 'application/json' },
      payload: '{"fields": {',
    });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().error.type).toBe('INVALID_REQUEST_UNKNOWN');
    const huge = await server.inject({
      method: 'POST',
      url: `/airtable/v0/${DEMO_BASE_ID}/Notes`,
      headers: { host: EDITOR, ...AUTH, 'content-type': 'application/json' },
      payload: JSON.stringify({ fields: { Text: 'x'.repeat(1024 * 1024) } }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.type).toBe('REQUEST_TOO_LARGE');
    const unknownKey = await call('POST', `${DEMO_BASE_ID}/Notes`, { fields: {}, color: 'red' });
    expect(unknownKey.statusCode).toBe(422);
    expect(unknownKey.json().error.type).toBe('INVALID_REQUEST_UNKNOWN');
    const typecast = await call('POST', `${DEMO_BASE_ID}/Notes`, { fields: {}, typecast: 'yes' });
    expect(typecast.statusCode).toBe(422);
  });

  it('deletes and updates up to 10 records a call, all or none', async () => {
    const ids = Array.from(
      { length: 11 },
      (_, i) => `records[]=recDemo${String(i).padStart(10, '0')}`,
    );
    const tooMany = await call('DELETE', `${DEMO_BASE_ID}/Products?${ids.join('&')}`);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error.type).toBe('INVALID_RECORDS');
    const none = await call('DELETE', `${DEMO_BASE_ID}/Products`);
    expect(none.statusCode).toBe(422);
    const noId = await call('PATCH', `${DEMO_BASE_ID}/Notes`, { records: [{ fields: {} }] });
    expect(noId.statusCode).toBe(422);
    const partly = await call('PATCH', `${DEMO_BASE_ID}/Products`, {
      records: [
        { id: 'recDemo0000000001', fields: { Price: 1 } },
        { id: 'recNope0000000000', fields: { Price: 1 } },
      ],
    });
    expect(partly.statusCode).toBe(404);
    expect(
      (await call('GET', `${DEMO_BASE_ID}/Products/recDemo0000000001`)).json().fields.Price,
    ).toBe(15);
  });

  it("answers Airtable's 404 on paths it does not know", async () => {
    for (const [method, path] of [
      ['GET', DEMO_BASE_ID],
      ['POST', `${DEMO_BASE_ID}/Products/recDemo0000000001`],
      ['GET', `meta/bases/${DEMO_BASE_ID}/tables`],
    ] as const) {
      const response = await call(method, path);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'NOT_FOUND' });
    }
  });

  it('is only on the editor host', async () => {
    const response = await server.inject({
      method: 'GET',
      url: `/airtable/v0/${DEMO_BASE_ID}/Products`,
      headers: { host: 'preview.localhost:3000', ...AUTH },
    });
    expect(response.body).not.toContain('recDemo');
  });
});
