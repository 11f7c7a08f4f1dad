/**
 * The engine's helper registry: every helper of the seeds and the rest a site author expects,
 * declared once each (see `define.ts`), implementations only. The compiler finds helpers here;
 * this file must never import a `*.docs.ts` file or `catalog.ts`, so that the editor-only docs
 * stay out of the visitors' engine chunk. `HELPERS`, with the docs, is in `catalog.ts`.
 */
import type { HelperImplementation } from './define.ts';
import { arrayHelpers } from './array.ts';
import { conversionHelpers } from './conversion.ts';
import { dateHelpers } from './date.ts';
import { logicHelpers } from './logic.ts';
import { mathHelpers } from './math.ts';
import { objectHelpers } from './object.ts';
import { textHelpers } from './text.ts';

/** Every helper implementation, in the order the formula panel lists them. */
export const HELPER_IMPLEMENTATIONS: readonly HelperImplementation[] = [
  ...logicHelpers,
  ...mathHelpers,
  ...textHelpers,
  ...arrayHelpers,
  ...objectHelpers,
  ...dateHelpers,
  ...conversionHelpers,
];

const byName = new Map<string, { helper: HelperImplementation; deprecatedName?: string }>();
for (const helper of HELPER_IMPLEMENTATIONS) {
  if (byName.has(helper.name)) throw new Error(`Helper "${helper.name}" is declared twice`);
  byName.set(helper.name, { helper });
  for (const old of helper.deprecatedNames ?? []) byName.set(old, { helper, deprecatedName: old });
}

/** The helper called `name`, and the deprecated name used when it is an old one. */
export function findHelper(
  name: string,
): { helper: HelperImplementation; deprecatedName?: string } | undefined {
  return byName.get(name);
}
