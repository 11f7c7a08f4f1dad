/**
 * A component's props made safe from its definition (dialog, modal): the runtime already coerces
 * bound values, but a story, a test or a stale page can pass anything, and the component must
 * still render. No React; odd values are reported once on the console.
 */
import type { JsonValue } from '@shared/schema/values.ts';
import type { ComponentDefinition } from './define.ts';
import { coerceProp } from './props.ts';
import { warnOnce } from './warn-once.ts';

/**
 * Every property of `definition` of its declared type, clamped to its bounds; the default instead
 * of junk, reported once per message as `[prefix] name: message`.
 */
export function coerceSettings<P>(
  definition: ComponentDefinition,
  props: unknown,
  lang: string,
  prefix: string,
): P {
  const given =
    typeof props === 'object' && props !== null ? (props as Record<string, unknown>) : {};
  const settings: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(definition.properties)) {
    settings[name] = coerceProp(property, given[name] as JsonValue | undefined, [lang], (message) =>
      warnOnce(`[${prefix}] ${name}: ${message}`),
    );
  }
  return settings as P;
}
