/**
 * Texts in the builder's two interface languages (English, French): the one `Label` type, the
 * one way to write one (`label(en, fr)`) and the one way to pick a text for a language tag
 * (`labelIn`, `uiLang`). Components, plugins, the runtime's messages and the editor use these.
 */

/** A text in every language of the builder's interface. */
export interface Label {
  en: string;
  fr: string;
}

/** A label, English then French. */
export const label = (en: string, fr: string): Label => ({ en, fr });

/** The interface language for a language tag: French for `fr` and `fr-…` (`fr-CA`), else English. */
export function uiLang(language: string | null | undefined): 'en' | 'fr' {
  return language === 'fr' || language?.startsWith('fr-') === true ? 'fr' : 'en';
}

/** The text of a two-language pair (a label, a table of messages) for a language tag. */
export function labelIn<E, F>(
  texts: { readonly en: E; readonly fr: F },
  language: string | null | undefined,
): E | F {
  return uiLang(language) === 'fr' ? texts.fr : texts.en;
}
