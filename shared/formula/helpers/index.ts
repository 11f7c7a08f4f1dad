/**
 * The helper library: every helper of the seeds and the rest a site author expects, declared once
 * each (see `define.ts`). `HELPERS` is what the editor's formula panel lists.
 */
import type { HelperDefinition } from './define.ts';
import { arrayHelpers } from './array.ts';
import { conversionHelpers } from './conversion.ts';
import { dateHelpers } from './date.ts';
import { logicHelpers } from './logic.ts';
import { mathHelpers } from './math.ts';
import { objectHelpers } from './object.ts';
import { textHelpers } from './text.ts';

export const HELPERS: readonly HelperDefinition[] = [
  ...logicHelpers,
  ...mathHelpers,
  ...textHelpers,
  ...arrayHelpers,
  ...objectHelpers,
  ...dateHelpers,
  ...conversionHelpers,
];

const byName = new Map<string, { helper: HelperDefinition; deprecatedName?: string }>();
for (const helper of HELPERS) {
  if (byName.has(helper.name)) throw new Error(`Helper "${helper.name}" is declared twice`);
  byName.set(helper.name, { helper });
  for (const old of helper.deprecatedNames ?? []) byName.set(old, { helper, deprecatedName: old });
}

/** The helper called `name`, and the deprecated name used when it is an old one. */
export function findHelper(
  name: string,
): { helper: HelperDefinition; deprecatedName?: string } | undefined {
  return byName.get(name);
}
