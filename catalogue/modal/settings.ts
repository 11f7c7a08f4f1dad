/** The modal's props made safe: the runtime coerces bound values, but anything may reach it. */
import type { JsonValue } from '@shared/schema/values.ts';
import { coerceProp } from '../props.ts';
import { modalDefinition, type ModalProps } from './definition.ts';

const warned = new Set<string>();

function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`[modal] ${message}`);
}

/** Every setting of its declared type, clamped to its bounds; the default instead of junk. */
export function modalSettings(props: unknown, lang: string): ModalProps {
  const given =
    typeof props === 'object' && props !== null ? (props as Record<string, unknown>) : {};
  const settings: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(modalDefinition.properties)) {
    settings[name] = coerceProp(property, given[name] as JsonValue | undefined, [lang], (message) =>
      warnOnce(`${name}: ${message}`),
    );
  }
  return settings as unknown as ModalProps;
}
