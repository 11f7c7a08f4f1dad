/**
 * Plugins' private settings (payment secret key, records API key…) never leave the server
 * through the editor API (issue 28): `site.json` is sent with each set value replaced by
 * `KEPT_SECRET`, and a saved `site.json` gets the stored values back wherever it still holds
 * `KEPT_SECRET`. What a save really changes in them is returned, so that only owners may.
 */
import { canonicalJson } from '@shared/schema/canonical.ts';
import { isKeptSecret, KEPT_SECRET } from '@shared/schema/secrets.ts';

type Json = Record<string, unknown>;
type Plugins = Record<string, { privateSettings?: Json } | undefined>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function pluginsOf(site: unknown): Plugins | null {
  return isObject(site) && isObject(site.plugins) ? (site.plugins as Plugins) : null;
}

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/** A site value with every set private setting replaced by `KEPT_SECRET` (a copy). */
export function redactSite<T>(site: T): T {
  const plugins = pluginsOf(site);
  if (!plugins) return site;
  const copy = { ...(site as Json), plugins: { ...plugins } } as Json & { plugins: Plugins };
  for (const [id, entry] of Object.entries(plugins)) {
    if (!isObject(entry) || !isObject(entry.privateSettings)) continue;
    const privateSettings = Object.fromEntries(
      Object.entries(entry.privateSettings).map(([key, value]) => [
        key,
        isSet(value) ? KEPT_SECRET : value,
      ]),
    );
    copy.plugins[id] = { ...entry, privateSettings };
  }
  return copy as T;
}

/**
 * `site.json`'s text as the editor may read it. A text that is not JSON is sent as it is (the
 * editor says where it breaks), unless it names private settings at all: then it is withheld.
 */
export function redactSiteText(text: string): string {
  let site: unknown;
  try {
    site = JSON.parse(text);
  } catch {
    return text.includes('"privateSettings"') ? '' : text;
  }
  const plugins = pluginsOf(site);
  const hasSecret =
    plugins !== null &&
    Object.values(plugins).some(
      (entry) =>
        isObject(entry?.privateSettings) && Object.values(entry.privateSettings).some(isSet),
    );
  return hasSecret ? canonicalJson(redactSite(site)) : text;
}

/**
 * A saved `site.json` with `KEPT_SECRET` values put back from the stored one, and the private
 * settings it changes (`plugin.key`). A text that is not JSON is left to the store to refuse.
 */
export function restoreSecrets(
  text: string,
  stored: string | null,
): { text: string; changed: string[] } {
  let site: unknown;
  let current: unknown = null;
  try {
    site = JSON.parse(text);
  } catch {
    return { text, changed: [] };
  }
  try {
    current = stored === null ? null : JSON.parse(stored);
  } catch {
    current = null;
  }
  const plugins = pluginsOf(site) ?? {};
  const before = pluginsOf(current) ?? {};
  const changed: string[] = [];
  let restored = false;
  for (const id of new Set([...Object.keys(plugins), ...Object.keys(before)])) {
    const now = isObject(plugins[id]?.privateSettings) ? plugins[id]!.privateSettings! : {};
    const then = isObject(before[id]?.privateSettings) ? before[id]!.privateSettings! : {};
    for (const key of new Set([...Object.keys(now), ...Object.keys(then)])) {
      if (isKeptSecret(now[key])) {
        restored = true;
        if (key in then) now[key] = then[key];
        else {
          delete now[key];
          changed.push(`${id}.${key}`);
        }
      } else if (JSON.stringify(now[key]) !== JSON.stringify(then[key]))
        changed.push(`${id}.${key}`);
    }
  }
  return { text: restored ? canonicalJson(site) : text, changed };
}
