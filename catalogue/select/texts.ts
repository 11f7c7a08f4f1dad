/** Built-in texts of the selects (not settings): names of their buttons and status. */
interface SelectTexts {
  /** Accessible name when neither a label nor a placeholder is set. */
  name: string;
  clear: string;
  remove: (label: string) => string;
  loading: string;
  /** Error of an empty required select (in a form container). */
  required: string;
}

const TEXTS: Readonly<Record<'en' | 'fr', SelectTexts>> = {
  en: {
    name: 'Select',
    clear: 'Clear the selection',
    remove: (label) => `Remove ${label}`,
    loading: 'Loading…',
    required: 'Please select a value.',
  },
  fr: {
    name: 'Liste déroulante',
    clear: 'Effacer la sélection',
    remove: (label) => `Retirer ${label}`,
    loading: 'Chargement…',
    required: 'Veuillez choisir une valeur.',
  },
};

/** The texts in the page language (`fr-CA` → French), English for any other. */
export function selectTexts(lang: string | undefined): SelectTexts {
  return lang?.toLowerCase().startsWith('fr') ? TEXTS.fr : TEXTS.en;
}
