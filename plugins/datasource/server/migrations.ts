/**
 * Tables of the embedded record API (the Airtable stand-in): API keys (sha-256 hashes only),
 * tables of bases with their views, records (`rec…` ids, fields as jsonb, created time), and the
 * records seeded from sites' seed files (`seed.ts`: what was seeded once is never seeded again).
 * Seeds the demo base of the datasource lab and its key, documented in CONTEXT.md.
 */
import { createHash } from 'node:crypto';
import type { Migration } from '@server/db/database.ts';
import type { Fields } from './airtable-client.ts';

/** The key of the embedded record API's demo base (a stand-in only: never a real Airtable key). */
export const DEMO_API_KEY = 'patBaobabDemo0001.local-stand-in-key';
export const DEMO_BASE_ID = 'appBaobabDemo0001';
export const DEMO_TABLES = {
  products: { id: 'tblProducts000001', name: 'Products' },
  notes: { id: 'tblNotes000000001', name: 'Notes' },
} as const;
export const DEMO_VIEW = 'Grid view';

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

const DEMO_PRODUCTS: Array<[string, string, number]> = [
  ['Bath soap', 'Toiletries', 15],
  ['Cola 2 L', 'Cold drinks', 25],
  ['Cooking oil 2 L', 'Groceries', 70],
  ['Frozen chicken 2 kg', 'Meat', 120],
  ['Green tea', 'Groceries', 45],
  ['Maize meal 10 kg', 'Groceries', 110],
  ['Mango juice 1 L', 'Juice', 30],
  ['Rice 5 kg', 'Groceries', 95],
  ['Rooibos tea', 'Groceries', 40],
  ['Sugar 2 kg', 'Groceries', 50],
  ['Toothpaste', 'Toiletries', 20],
  ['Washing powder 2 kg', 'Detergents', 85],
];

const DEMO_NOTES = ['Deliver before noon', 'Call the recipient on arrival'];

/** A constant as an SQL string literal (migrations are fixed text; requests never reach here). */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

const demoRecord = (index: number, table: string, fields: Fields) =>
  `(${literal(`recDemo${String(index).padStart(10, '0')}`)}, ${literal(DEMO_BASE_ID)}, ${literal(table)}, ${literal(JSON.stringify(fields))}::jsonb, timestamptz '2026-01-01T08:00:00Z' + interval '${index} minutes')`;

export const DATASOURCE_MIGRATIONS: readonly Migration[] = [
  {
    id: 'datasource-001-api-keys',
    sql: 'CREATE TABLE datasource_api_keys (key_hash text PRIMARY KEY, label text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())',
  },
  {
    id: 'datasource-002-tables',
    sql: `CREATE TABLE datasource_tables (base_id text NOT NULL, id text NOT NULL, name text NOT NULL, views jsonb NOT NULL DEFAULT '["Grid view"]'::jsonb, PRIMARY KEY (base_id, id), UNIQUE (base_id, name))`,
  },
  {
    id: 'datasource-003-records',
    sql: `CREATE TABLE datasource_records (seq bigserial PRIMARY KEY, id text NOT NULL UNIQUE, base_id text NOT NULL, table_id text NOT NULL, fields jsonb NOT NULL DEFAULT '{}'::jsonb, created_time timestamptz NOT NULL DEFAULT now(), FOREIGN KEY (base_id, table_id) REFERENCES datasource_tables (base_id, id) ON DELETE CASCADE)`,
  },
  {
    id: 'datasource-004-records-index',
    sql: 'CREATE INDEX datasource_records_table ON datasource_records (base_id, table_id, seq)',
  },
  {
    id: 'datasource-005-demo-key',
    sql: `INSERT INTO datasource_api_keys (key_hash, label) VALUES (${literal(hashApiKey(DEMO_API_KEY))}, 'Demo key of the embedded record API')`,
  },
  {
    id: 'datasource-006-demo-tables',
    sql: `INSERT INTO datasource_tables (base_id, id, name) VALUES ${Object.values(DEMO_TABLES)
      .map((t) => `(${literal(DEMO_BASE_ID)}, ${literal(t.id)}, ${literal(t.name)})`)
      .join(', ')}`,
  },
  {
    id: 'datasource-007-demo-records',
    sql: `INSERT INTO datasource_records (id, base_id, table_id, fields, created_time) VALUES ${[
      ...DEMO_PRODUCTS.map(([Name, Category, Price], i) =>
        demoRecord(i + 1, DEMO_TABLES.products.id, { Name, Category, Price }),
      ),
      ...DEMO_NOTES.map((Text, i) =>
        demoRecord(DEMO_PRODUCTS.length + i + 1, DEMO_TABLES.notes.id, { Text }),
      ),
    ].join(', ')}`,
  },
  {
    id: 'datasource-008-seeded',
    sql: 'CREATE TABLE datasource_seeded (base_id text NOT NULL, record_id text NOT NULL, seeded_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (base_id, record_id))',
  },
];
