/** The editor's interface language (English or French), kept in localStorage. */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';
import { fr } from './fr.ts';

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
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: { translation: en }, fr: { translation: fr } },
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
  });
  return instance;
}
