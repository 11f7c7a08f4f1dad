/** The editor's interface language (English or French), kept in localStorage. */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';
import { fr } from './fr.ts';

type Strings = Record<string, string>;

/**
 * Each panel keeps its strings beside it in a `strings.ts` exporting `en` and `fr` (typed
 * `typeof en`, so a missing French key fails to compile). Keys are flat and start with the
 * panel's name (`palette.search`), so they never collide.
 */
const panelStrings = import.meta.glob<{ en: Strings; fr: Strings }>('../**/strings.ts', {
  eager: true,
});

/** Every string of the editor per language: the shell's and each panel's. */
export function editorStrings(): { en: Strings; fr: Strings } {
  const all = { en: { ...en } as Strings, fr: { ...fr } as Strings };
  for (const [file, strings] of Object.entries(panelStrings)) {
    for (const lang of EDITOR_LANGUAGES) {
      for (const [key, text] of Object.entries(strings[lang])) {
        if (key in all[lang])
          throw new Error(`The editor string "${key}" of ${file} exists twice.`);
        all[lang][key] = text;
      }
    }
  }
  return all;
}

export const EDITOR_LANGUAGES = ['en', 'fr'] as const;
export type EditorLanguage = (typeof EDITOR_LANGUAGES)[number];
const STORAGE_KEY = 'baobab.editor.language';

export function initialLanguage(): EditorLanguage {
  const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
  if (stored === 'en' || stored === 'fr') return stored;
  return globalThis.navigator?.language?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export function rememberLanguage(language: EditorLanguage): void {
  globalThis.localStorage?.setItem(STORAGE_KEY, language);
}

/** A fresh i18next instance (one per app, or per test). */
export function createI18n(language: EditorLanguage = initialLanguage()): i18n {
  const instance = i18next.createInstance();
  const strings = editorStrings();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: { translation: strings.en }, fr: { translation: strings.fr } },
    // Keys are flat (`palette.search`): a dot is part of the key, not a nesting.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
  });
  return instance;
}
