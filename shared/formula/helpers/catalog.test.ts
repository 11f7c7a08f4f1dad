import { describe, expect, it } from 'vitest';
import type { HelperDocs, HelperImplementation } from './define.ts';
import { HELPERS } from './catalog.ts';
import { HELPER_IMPLEMENTATIONS } from './index.ts';
import { arrayHelpers } from './array.ts';
import { arrayDocs } from './array.docs.ts';
import { conversionHelpers } from './conversion.ts';
import { conversionDocs } from './conversion.docs.ts';
import { dateHelpers } from './date.ts';
import { dateDocs } from './date.docs.ts';
import { logicHelpers } from './logic.ts';
import { logicDocs } from './logic.docs.ts';
import { mathHelpers } from './math.ts';
import { mathDocs } from './math.docs.ts';
import { objectHelpers } from './object.ts';
import { objectDocs } from './object.docs.ts';
import { textHelpers } from './text.ts';
import { textDocs } from './text.docs.ts';

/** Each category file and its docs file: the docs are kept apart so the engine never loads them. */
const CATEGORIES: [
  string,
  readonly HelperImplementation[],
  Readonly<Record<string, HelperDocs>>,
][] = [
  ['logic', logicHelpers, logicDocs],
  ['math', mathHelpers, mathDocs],
  ['text', textHelpers, textDocs],
  ['array', arrayHelpers, arrayDocs],
  ['object', objectHelpers, objectDocs],
  ['date', dateHelpers, dateDocs],
  ['conversion', conversionHelpers, conversionDocs],
];

describe('the helper docs', () => {
  it.each(CATEGORIES)(
    '%s: every implementation has docs and every doc has an implementation',
    (category, helpers, docs) => {
      const names = helpers.map((helper) => helper.name).sort();
      expect(Object.keys(docs).sort()).toEqual(names);
      for (const helper of helpers) expect(helper.category).toBe(category);
    },
  );

  it('HELPERS lists every implementation once, in order, with its docs', () => {
    expect(HELPERS.map((helper) => helper.name)).toEqual(
      HELPER_IMPLEMENTATIONS.map((helper) => helper.name),
    );
    const docs = Object.assign({}, ...CATEGORIES.map(([, , d]) => d)) as Record<string, HelperDocs>;
    for (const helper of HELPERS) {
      const { signature, description, example } = docs[helper.name]!;
      expect(helper).toMatchObject({ signature, description, example });
    }
  });
});
