/** The runtime's own few texts, for visitors, in the site's languages it knows (English otherwise). */
import { labelIn } from '@shared/i18n/label.ts';
export interface Messages {
  notFound: string;
  notFoundBody: string;
  home: string;
  loadFailed: string;
  retry: string;
  loading: string;
}

const MESSAGES: Readonly<Record<'en' | 'fr', Messages>> = {
  en: {
    notFound: 'Page not found',
    notFoundBody: 'The page you are looking for does not exist.',
    home: 'Back to the home page',
    loadFailed: 'This page could not be loaded.',
    retry: 'Try again',
    loading: 'Loading…',
  },
  fr: {
    notFound: 'Page introuvable',
    notFoundBody: "La page que vous cherchez n'existe pas.",
    home: "Retour à l'accueil",
    loadFailed: "Cette page n'a pas pu être chargée.",
    retry: 'Réessayer',
    loading: 'Chargement…',
  },
};

export function messages(lang: string): Messages {
  return labelIn(MESSAGES, lang);
}
