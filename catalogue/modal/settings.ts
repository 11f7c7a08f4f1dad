/** The modal's props made safe: the runtime coerces bound values, but anything may reach it. */
import { coerceSettings } from '../coerce-settings.ts';
import { modalDefinition, type ModalProps } from './definition.ts';

/** Every setting of its declared type, clamped to its bounds; the default instead of junk. */
export function modalSettings(props: unknown, lang: string): ModalProps {
  return coerceSettings<ModalProps>(modalDefinition, props, lang, 'modal');
}
