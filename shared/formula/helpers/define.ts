/**
 * How a formula helper is declared, in two halves. The implementation (`defineHelper` in the
 * category file, e.g. `math.ts`) is what the engine calls: name, category, how its arguments
 * arrive, old names, `run`. The docs (`math.docs.ts`) are what the editor's formula panel shows:
 * signature, description in English and French, and an example whose result a test checks.
 * They are kept apart because the docs are editor-only text that the visitors' engine chunk must
 * not carry: the engine's registry (`index.ts`) imports only implementations, and `catalog.ts`
 * joins both into `HELPERS` for the editor.
 */
import type { JsonValue } from '@shared/schema/values.ts';
import type { HelperCall } from './call.ts';

export type HelperCategory = 'logic' | 'math' | 'text' | 'array' | 'object' | 'date' | 'conversion';

/** What the engine needs of a helper to find and call it. */
export interface HelperImplementation {
  readonly name: string;
  readonly category: HelperCategory;
  /**
   * Arguments arrive unevaluated, as functions to call (`call.lazy(i)`), so `if(user, user.name,
   * '')` never reads `name` of a missing user.
   */
  readonly lazy?: boolean;
  /** Old names that still work and log "<old> should be <name>" (seeds §8). */
  readonly deprecatedNames?: readonly string[];
  run(call: HelperCall): unknown;
}

/** What the editor's formula panel shows of a helper (editor-only: never in the engine chunk). */
export interface HelperDocs {
  /** How it is called, e.g. `round(number, decimals?)`. */
  readonly signature: string;
  readonly description: { readonly en: string; readonly fr: string };
  /** A call and its result; `helpers/examples.test.ts` evaluates every example and compares. */
  readonly example: { readonly formula: string; readonly result: JsonValue };
}

export function defineHelper(implementation: HelperImplementation): HelperImplementation {
  return implementation;
}
