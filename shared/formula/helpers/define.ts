/**
 * How a formula helper is declared: once, with its signature, a description in English and
 * French and an example whose result a test checks. The editor's formula panel lists helpers
 * from these declarations; the engine calls `run`.
 */
import type { JsonValue } from '@shared/schema/values.ts';
import type { HelperCall } from './call.ts';

export type HelperCategory = 'logic' | 'math' | 'text' | 'array' | 'object' | 'date' | 'conversion';

export interface HelperDefinition {
  readonly name: string;
  readonly category: HelperCategory;
  /** How it is called, e.g. `round(number, decimals?)`. */
  readonly signature: string;
  readonly description: { readonly en: string; readonly fr: string };
  /** A call and its result; `helpers/examples.test.ts` evaluates every example and compares. */
  readonly example: { readonly formula: string; readonly result: JsonValue };
  /**
   * Arguments arrive unevaluated, as functions to call (`call.lazy(i)`), so `if(user, user.name,
   * '')` never reads `name` of a missing user.
   */
  readonly lazy?: boolean;
  /** Old names that still work and log "<old> should be <name>" (seeds §8). */
  readonly deprecatedNames?: readonly string[];
  run(call: HelperCall): unknown;
}

export function defineHelper(definition: HelperDefinition): HelperDefinition {
  return definition;
}
