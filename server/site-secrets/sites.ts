/**
 * Site files and the secrets store: a saved `site.json`'s plain private settings are moved into
 * the store and replaced by references (`extractSecrets`), and `npm start` does the same once for
 * every site whose files still hold plain values (`moveSiteSecrets`, the migration).
 */
import { canonicalJson } from '@shared/schema/canonical.ts';
import { SITE_FILE } from '@shared/schema/files.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import type { ServerContext } from '../contract.ts';
import { isSecretRef, secretName } from './store.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * `site.json`'s text with every set private setting that is not a reference yet replaced by one,
 * and the values to keep. A text that is not JSON is returned as it is (the store refuses it).
 */
export function extractSecrets(text: string): { text: string; secrets: [string, JsonValue][] } {
  let site: unknown;
  try {
    site = JSON.parse(text);
  } catch {
    return { text, secrets: [] };
  }
  const secrets: [string, JsonValue][] = [];
  const plugins = isObject(site) && isObject(site.plugins) ? site.plugins : {};
  for (const [id, entry] of Object.entries(plugins)) {
    if (!isObject(entry) || !isObject(entry.privateSettings)) continue;
    for (const [key, value] of Object.entries(entry.privateSettings)) {
      if (!isSet(value) || isSecretRef(value)) continue;
      const name = secretName(id, key);
      secrets.push([name, value as JsonValue]);
      entry.privateSettings[key] = { $secret: name };
    }
  }
  return secrets.length > 0 ? { text: canonicalJson(site), secrets } : { text, secrets };
}

/** Moves plain private settings of every site into the store; the sites changed. */
export async function moveSiteSecrets(context: ServerContext): Promise<string[]> {
  const moved: string[] = [];
  for (const siteId of await context.store.listSites()) {
    const file = await context.store.read(siteId, SITE_FILE);
    if (!file || !file.text.includes('"privateSettings"')) continue;
    const extracted = extractSecrets(file.text);
    if (extracted.secrets.length === 0) continue;
    for (const [name, value] of extracted.secrets) await context.secrets.put(siteId, name, value);
    const written = await context.store.write(siteId, SITE_FILE, extracted.text, {
      ifMatch: file.etag,
    });
    if (written.ok) moved.push(siteId);
  }
  return moved;
}
