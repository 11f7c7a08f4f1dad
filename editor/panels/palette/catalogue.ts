/** What the palette offers: the catalogue's components by category, filtered by a search. */
import type { ComponentCategory, ComponentDefinition } from '@catalogue/define.ts';
import { componentDefinitions } from '@catalogue/definitions.ts';

/** Categories in the order the palette shows them. */
export const CATEGORIES: readonly ComponentCategory[] = [
  'basic',
  'layout',
  'media',
  'form',
  'navigation',
  'data',
];

export type EditorLang = 'en' | 'fr';

export interface PaletteGroup {
  category: ComponentCategory;
  components: ComponentDefinition[];
}

/** Lower case without accents, so "defilant" finds "Défilant". */
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** True when the search is empty or found in the label (either language) or the type. */
export function matches(definition: ComponentDefinition, query: string): boolean {
  const needle = fold(query.trim());
  if (needle === '') return true;
  return [definition.label.en, definition.label.fr, definition.type].some((text) =>
    fold(text).includes(needle),
  );
}

/**
 * The palette's groups: every component but the deprecated ones (they still render old sites),
 * sorted by label in the editor's language, empty categories left out.
 */
export function paletteGroups(
  lang: EditorLang,
  query = '',
  definitions: Readonly<Record<string, ComponentDefinition>> = componentDefinitions,
): PaletteGroup[] {
  const offered = Object.values(definitions).filter((d) => !d.deprecated && matches(d, query));
  return CATEGORIES.map((category) => ({
    category,
    components: offered
      .filter((d) => d.category === category)
      .sort((a, b) => a.label[lang].localeCompare(b.label[lang], lang)),
  })).filter((group) => group.components.length > 0);
}
