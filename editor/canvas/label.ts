/** What the canvas calls an element or a component: its name, else its component's label. */
import { componentDefinitions } from '@catalogue/definitions.ts';
import { resolveLangValue } from '@catalogue/props.ts';
import type { Element } from '@shared/schema/element.ts';
import { labelIn } from '@shared/i18n/label.ts';

export function componentLabel(type: string, lang: string): string {
  const label = componentDefinitions[type]?.label;
  if (!label) return type;
  return labelIn(label, lang);
}

export function elementLabel(element: Pick<Element, 'type' | 'name'>, lang: string): string {
  return element.name?.trim() || componentLabel(element.type, lang);
}

/** Props whose words tell an unnamed element from its siblings, in this order. */
const WORD_PROPS = ['text', 'label', 'alt', 'placeholder', 'title'] as const;

/**
 * The words an element shows (its text, label, alt…) in the content language, on one line and
 * at most 80 characters: the navigator shows them beside an unnamed element's label so ten
 * "Text" rows read apart. Null when it shows none (or only a formula's value).
 */
export function elementWords(element: Pick<Element, 'props'>, lang: string): string | null {
  for (const name of WORD_PROPS) {
    const value = resolveLangValue(element.props?.[name], [lang]);
    if (typeof value !== 'string') continue;
    const line = value.replace(/\s+/g, ' ').trim();
    if (line !== '') return line.length > 80 ? `${line.slice(0, 79)}…` : line;
  }
  return null;
}
