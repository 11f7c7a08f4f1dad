/**
 * `HELPERS`, what the editor's formula panel lists: each helper's implementation joined with its
 * docs (signature, en/fr description, example) from the `*.docs.ts` files. Editor-only: the
 * engine finds helpers in `index.ts`, which carries no docs. `shared/formula/index.ts` re-exports
 * `HELPERS`, so the join is marked pure: a bundle that does not use `HELPERS` (the visitors'
 * engine chunk) drops it and the docs with it.
 */
import type { HelperDocs, HelperImplementation } from './define.ts';
import { HELPER_IMPLEMENTATIONS } from './index.ts';
import { arrayDocs } from './array.docs.ts';
import { conversionDocs } from './conversion.docs.ts';
import { dateDocs } from './date.docs.ts';
import { logicDocs } from './logic.docs.ts';
import { mathDocs } from './math.docs.ts';
import { objectDocs } from './object.docs.ts';
import { textDocs } from './text.docs.ts';

/** A helper as the formula panel shows it: what runs and how it is documented. */
export type HelperDefinition = HelperImplementation & HelperDocs;

/** The docs of every category; `catalog.test.ts` checks they pair one to one with the helpers. */
const CATEGORY_DOCS: readonly Readonly<Record<string, HelperDocs>>[] = [
  logicDocs,
  mathDocs,
  textDocs,
  arrayDocs,
  objectDocs,
  dateDocs,
  conversionDocs,
];

function withDocs(): HelperDefinition[] {
  const docs = new Map(CATEGORY_DOCS.flatMap((category) => Object.entries(category)));
  return HELPER_IMPLEMENTATIONS.map((helper) => {
    const found = docs.get(helper.name);
    if (!found) throw new Error(`Helper "${helper.name}" has no docs`);
    return { ...helper, ...found };
  });
}

export const HELPERS: readonly HelperDefinition[] = /* @__PURE__ */ withDocs();
