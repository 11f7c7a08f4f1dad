/**
 * Plugins' private settings live here, not in site files (issue 28): `site.json` holds a
 * reference, `{ "$secret": "payment.secretKey" }`, so site folders can be committed without a
 * secret, and the value is in the database, encrypted (AES-256-GCM) with a key from
 * `BAOBAB_SECRETS_KEY` (64 hex digits) or, by default, generated into
 * `{dataDir}/secrets/site-secrets.key` (`server/secrets.ts`).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Migration, Queryable } from '../db/database.ts';
import { serverSecret } from '../secrets.ts';
import type { JsonValue } from '@shared/schema/values.ts';

export const SITE_SECRET_MIGRATIONS: readonly Migration[] = [
  {
    id: 'site-secrets-001',
    sql: `CREATE TABLE IF NOT EXISTS site_secrets (
  site_id TEXT NOT NULL,
  name TEXT NOT NULL,
  box TEXT NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (site_id, name)
)`,
  },
];

export interface SecretRef {
  $secret: string;
}

export const isSecretRef = (value: unknown): value is SecretRef =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as SecretRef).$secret === 'string' &&
  Object.keys(value).length === 1;

/** The name a plugin's private setting is kept under. */
export const secretName = (pluginId: string, key: string) => `${pluginId}.${key}`;

/** The encryption key: `BAOBAB_SECRETS_KEY`, else the data folder's generated one. */
export async function secretsKey(dataDir: string, configured: string | undefined): Promise<Buffer> {
  if (configured !== undefined && configured.trim() !== '') {
    if (!/^[0-9a-fA-F]{64}$/.test(configured.trim()))
      throw new Error('BAOBAB_SECRETS_KEY must be 64 hexadecimal digits (32 bytes).');
    return Buffer.from(configured.trim(), 'hex');
  }
  return serverSecret(dataDir, 'site-secrets');
}

export function seal(key: Buffer, value: JsonValue): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function open(key: Buffer, box: string): JsonValue {
  const bytes = Buffer.from(box, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString(
    'utf8',
  );
  return JSON.parse(text) as JsonValue;
}

export async function putSecret(
  db: Queryable,
  key: Buffer,
  siteId: string,
  name: string,
  value: JsonValue,
): Promise<void> {
  await db.query(
    `INSERT INTO site_secrets (site_id, name, box) VALUES ($1, $2, $3)
     ON CONFLICT (site_id, name) DO UPDATE SET box = EXCLUDED.box, updated_at = now()`,
    [siteId, name, seal(key, value)],
  );
}

/** A site's secrets by name (one that cannot be opened with this key is left out, and logged). */
export async function siteSecrets(
  db: Queryable,
  key: Buffer,
  siteId: string,
): Promise<Map<string, JsonValue>> {
  const rows = await db.query<{ name: string; box: string }>(
    'SELECT name, box FROM site_secrets WHERE site_id = $1',
    [siteId],
  );
  const secrets = new Map<string, JsonValue>();
  for (const row of rows) {
    try {
      secrets.set(row.name, open(key, row.box));
    } catch {
      console.error(
        `[baobab] the secret ${row.name} of ${siteId} cannot be opened with this BAOBAB_SECRETS_KEY`,
      );
    }
  }
  return secrets;
}

type Settings = Readonly<Record<string, JsonValue>>;

/** Private settings with their references replaced by the values (a missing one is left out). */
export function resolveSecrets(
  settings: Settings,
  secrets: ReadonlyMap<string, JsonValue>,
): Settings {
  const resolved: Record<string, JsonValue> = {};
  for (const [key, value] of Object.entries(settings)) {
    if (!isSecretRef(value)) resolved[key] = value;
    else if (secrets.has(value.$secret)) resolved[key] = secrets.get(value.$secret)!;
  }
  return resolved;
}
