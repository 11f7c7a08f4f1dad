import type { JsonValue } from '@shared/schema/values.ts';

/**
 * The value of a `$lang` map for the first language of `langs` that has one, else its first value.
 * `langs` is usually [page lang, site default lang].
 */
export function pickLang<T = JsonValue>(
  map: Readonly<Record<string, T>>,
  langs: readonly string[],
): T | undefined {
  for (const lang of langs) {
    if (Object.hasOwn(map, lang)) return map[lang];
  }
  return Object.values(map)[0];
}
