/** What the canvas calls an element or a component: its name, else its component's label. */
import { componentDefinitions } from '@catalogue/definitions.ts';
import type { Element } from '@shared/schema/element.ts';

export function componentLabel(type: string, lang: string): string {
  const label = componentDefinitions[type]?.label;
  if (!label) return type;
  return lang === 'fr' ? label.fr : label.en;
}

export function elementLabel(element: Pick<Element, 'type' | 'name'>, lang: string): string {
  return element.name?.trim() || componentLabel(element.type, lang);
}
