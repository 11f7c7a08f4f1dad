/**
 * What the seeds (`001_…txt` §3–§5) name for a component, transcribed by hand into each
 * component's `seeds.ts`, independently of its definition. The shared checks hold the
 * definition to it, and the README table counts it; so a property the seeds name cannot be
 * forgotten or given another default or bound without a test failing.
 */
import type { JsonValue } from '@shared/schema/values.ts';

export interface SeedField {
  /** Property name in the definition; `parent.child` for a field of an `object` or `array` item. */
  name: string;
  /**
   * The seeds' default, when they give one. For a multi-language property, the English text.
   * Omit when the seeds give none ("not shown").
   */
  default?: JsonValue;
  /** The seeds' bounds; for a length, one per unit (e.g. `%` 0–100 and `px` 0–1000). */
  bounds?: Array<{ min: number; max: number; unit?: string; step?: number }>;
  /** Option values the seeds list; the definition must offer each (it may offer more). */
  options?: string[];
}

export interface ComponentSeeds {
  /** The seeds' heading, e.g. `Dialog`. */
  heading: string;
  properties: SeedField[];
  /** States named in §4 (e.g. `focus`, `disabled`). */
  states?: string[];
  /** Events named in §3 (e.g. `change`, `submit`). */
  events?: string[];
  /** Actions named in §3/§4 (e.g. `toggle`, `open`, `close`). */
  actions?: string[];
  /** Child slots named in §2/§3 (e.g. `trigger`, `content`, `overlay`). */
  slots?: string[];
  /** Published state named in §3/§4 (e.g. `isSubmitting`). */
  state?: string[];
}
