/**
 * What the editor's formula panel shows for the text helpers of `text.ts`: signature, English
 * and French description, example. Editor-only text, kept apart from the implementations so the
 * visitors' engine chunk never carries it (`catalog.ts` joins the two into `HELPERS`).
 */
import type { HelperDocs } from './define.ts';

export const textDocs: Readonly<Record<string, HelperDocs>> = {
  concatenate: {
    signature: 'concatenate(text1, text2, …) or concatenate(list1, list2, …)',
    description: {
      en: 'Joins texts end to end (numbers and booleans are written as text, null as nothing), or, when the first non-null parameter is a list (or collection), joins lists into one list.',
      fr: 'Met des textes bout à bout (nombres et booléens sont écrits en texte, null ne donne rien), ou, si le premier paramètre non nul est une liste (ou une collection), réunit des listes en une seule.',
    },
    example: { formula: "concatenate('Hello, ', 'Ada', '!')", result: 'Hello, Ada!' },
  },
  split: {
    signature: 'split(text, separator)',
    description: {
      en: "Cuts a text into a list at each separator: split('a,b', ',') gives ['a', 'b']; an empty separator gives the characters. An empty or null text gives an empty list.",
      fr: "Découpe un texte en liste à chaque séparateur : split('a,b', ',') donne ['a', 'b'] ; un séparateur vide donne les caractères. Un texte vide ou null donne une liste vide.",
    },
    example: { formula: "split('red, green, blue', ', ')", result: ['red', 'green', 'blue'] },
  },
  lower: {
    signature: 'lower(text)',
    description: {
      en: 'The text in lower case. Same as lowercase.',
      fr: 'Le texte en minuscules. Identique à lowercase.',
    },
    example: { formula: "lower('Hello World')", result: 'hello world' },
  },
  lowercase: {
    signature: 'lowercase(text)',
    description: {
      en: 'The text in lower case. Same as lower.',
      fr: 'Le texte en minuscules. Identique à lower.',
    },
    example: { formula: "lowercase('ÉTÉ')", result: 'été' },
  },
  upper: {
    signature: 'upper(text)',
    description: {
      en: 'The text in upper case.',
      fr: 'Le texte en majuscules.',
    },
    example: { formula: "upper('Hello')", result: 'HELLO' },
  },
  capitalize: {
    signature: 'capitalize(text)',
    description: {
      en: 'The text with its first character in upper case and the rest unchanged: capitalize("hello WORLD") gives "Hello WORLD".',
      fr: 'Le texte avec son premier caractère en majuscule et le reste inchangé : capitalize("hello WORLD") donne "Hello WORLD".',
    },
    example: { formula: "capitalize('élodie')", result: 'Élodie' },
  },
  trim: {
    signature: 'trim(text)',
    description: {
      en: 'The text without the spaces, tabs and line breaks at its start and end.',
      fr: 'Le texte sans les espaces, tabulations et retours à la ligne du début et de la fin.',
    },
    example: { formula: "trim('  Ada  ')", result: 'Ada' },
  },
  replace: {
    signature: 'replace(text, search, replacement)',
    description: {
      en: 'Replaces every occurrence of a search text by the replacement, taken literally (no patterns, $ has no special meaning). An empty search leaves the text unchanged.',
      fr: 'Remplace chaque occurrence du texte cherché par le remplacement, pris à la lettre (pas de motif, $ n’a pas de sens particulier). Une recherche vide laisse le texte inchangé.',
    },
    example: { formula: "replace('a-b-c', '-', ' / ')", result: 'a / b / c' },
  },
  includes: {
    signature: 'includes(text, search)',
    description: {
      en: 'True when the text contains the search text (case-sensitive; an empty search is always found). For lists, use contains.',
      fr: 'Vrai si le texte contient le texte cherché (sensible à la casse ; une recherche vide est toujours trouvée). Pour les listes, utilisez contains.',
    },
    example: { formula: "includes('Baobab tree', 'tree')", result: true },
  },
  startsWith: {
    signature: 'startsWith(text, prefix)',
    description: {
      en: 'True when the text begins with the prefix (case-sensitive).',
      fr: 'Vrai si le texte commence par le préfixe (sensible à la casse).',
    },
    example: { formula: "startsWith('+33 6 12', '+33')", result: true },
  },
  padStart: {
    signature: 'padStart(text, length, character?)',
    description: {
      en: "Adds the character (default a space) at the start until the text is that long: padStart(7, 3, '0') gives '007'. A longer text is left as it is.",
      fr: "Ajoute le caractère (une espace par défaut) au début jusqu’à ce que le texte ait cette longueur : padStart(7, 3, '0') donne '007'. Un texte plus long est laissé tel quel.",
    },
    example: { formula: "padStart(42, 5, '0')", result: '00042' },
  },
  isEmail: {
    signature: 'isEmail(value)',
    description: {
      en: 'True when the value is a text shaped like an email address: name@domain.tld, as browsers check <input type="email">, with a dot required in the domain and at most 254 characters. False for empty or non-text values.',
      fr: 'Vrai si la valeur est un texte ayant la forme d’une adresse e-mail : nom@domaine.tld, comme les navigateurs vérifient <input type="email">, avec un point obligatoire dans le domaine et 254 caractères au plus. Faux pour une valeur vide ou qui n’est pas un texte.',
    },
    example: { formula: "isEmail('ada@example.com')", result: true },
  },
};
