/**
 * Text helpers: concatenate, split, lower, lowercase, upper, capitalize, trim, replace, includes,
 * startsWith, padStart, isEmail. Text parameters also take numbers and booleans (written as
 * text); null and undefined read as ''. Each charges the length of the text it goes through.
 */
import { asArray } from '@shared/values/index.ts';
import type { HelperCall } from './call.ts';
import { defineHelper } from './define.ts';
import { isMissing, wholeNumber } from './inputs.ts';

/** `call.textLike(i)`, charged by its length. */
function textArg(call: HelperCall, i: number): string {
  const text = call.textLike(i);
  call.charge(text.length);
  return text;
}

/** The first character (a whole code point, so an emoji is not cut in half). */
function firstCharacter(text: string): string {
  const code = text.codePointAt(0);
  return code === undefined ? '' : String.fromCodePoint(code);
}

/**
 * The WHATWG pattern of `<input type="email">`, with at least one dot in the domain: a site's
 * forms want addresses that can receive mail, and `name@localhost` cannot from the internet.
 * Local part: letters, digits and .!#$%&'*+/=?^_`{|}~-; domain: labels of letters, digits and
 * inner hyphens, 1–63 characters each. No spaces, no quotes, no IP literals.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
/** The longest address SMTP can carry (RFC 5321 path limit less the angle brackets). */
const EMAIL_MAX_LENGTH = 254;

export const textHelpers = [
  defineHelper({
    name: 'concatenate',
    category: 'text',
    signature: 'concatenate(text1, text2, …) or concatenate(list1, list2, …)',
    description: {
      en: 'Joins texts end to end (numbers and booleans are written as text, null as nothing), or, when the first non-null parameter is a list (or collection), joins lists into one list.',
      fr: 'Met des textes bout à bout (nombres et booléens sont écrits en texte, null ne donne rien), ou, si le premier paramètre non nul est une liste (ou une collection), réunit des listes en une seule.',
    },
    example: { formula: "concatenate('Hello, ', 'Ada', '!')", result: 'Hello, Ada!' },
    run: (call) => {
      const first = call.args.find((value) => !isMissing(value));
      if (asArray(first)) {
        const joined: unknown[] = [];
        for (let i = 0; i < call.count; i++) {
          if (isMissing(call.args[i])) continue;
          for (const item of call.array(i)) joined.push(item);
        }
        return joined;
      }
      let text = '';
      for (let i = 0; i < call.count; i++) text += textArg(call, i);
      return text;
    },
  }),
  defineHelper({
    name: 'split',
    category: 'text',
    signature: 'split(text, separator)',
    description: {
      en: "Cuts a text into a list at each separator: split('a,b', ',') gives ['a', 'b']; an empty separator gives the characters. An empty or null text gives an empty list.",
      fr: "Découpe un texte en liste à chaque séparateur : split('a,b', ',') donne ['a', 'b'] ; un séparateur vide donne les caractères. Un texte vide ou null donne une liste vide.",
    },
    example: { formula: "split('red, green, blue', ', ')", result: ['red', 'green', 'blue'] },
    run: (call) => {
      const text = textArg(call, 0);
      const separator = call.text(1);
      if (text === '') return [];
      return separator === '' ? [...text] : text.split(separator);
    },
  }),
  defineHelper({
    name: 'lower',
    category: 'text',
    signature: 'lower(text)',
    description: {
      en: 'The text in lower case. Same as lowercase.',
      fr: 'Le texte en minuscules. Identique à lowercase.',
    },
    example: { formula: "lower('Hello World')", result: 'hello world' },
    run: (call) => textArg(call, 0).toLowerCase(),
  }),
  defineHelper({
    name: 'lowercase',
    category: 'text',
    signature: 'lowercase(text)',
    description: {
      en: 'The text in lower case. Same as lower.',
      fr: 'Le texte en minuscules. Identique à lower.',
    },
    example: { formula: "lowercase('ÉTÉ')", result: 'été' },
    run: (call) => textArg(call, 0).toLowerCase(),
  }),
  defineHelper({
    name: 'upper',
    category: 'text',
    signature: 'upper(text)',
    description: {
      en: 'The text in upper case.',
      fr: 'Le texte en majuscules.',
    },
    example: { formula: "upper('Hello')", result: 'HELLO' },
    run: (call) => textArg(call, 0).toUpperCase(),
  }),
  defineHelper({
    name: 'capitalize',
    category: 'text',
    signature: 'capitalize(text)',
    description: {
      en: 'The text with its first character in upper case and the rest unchanged: capitalize("hello WORLD") gives "Hello WORLD".',
      fr: 'Le texte avec son premier caractère en majuscule et le reste inchangé : capitalize("hello WORLD") donne "Hello WORLD".',
    },
    example: { formula: "capitalize('élodie')", result: 'Élodie' },
    run: (call) => {
      const text = textArg(call, 0);
      const first = firstCharacter(text);
      return first.toUpperCase() + text.slice(first.length);
    },
  }),
  defineHelper({
    name: 'trim',
    category: 'text',
    signature: 'trim(text)',
    description: {
      en: 'The text without the spaces, tabs and line breaks at its start and end.',
      fr: 'Le texte sans les espaces, tabulations et retours à la ligne du début et de la fin.',
    },
    example: { formula: "trim('  Ada  ')", result: 'Ada' },
    run: (call) => textArg(call, 0).trim(),
  }),
  defineHelper({
    name: 'replace',
    category: 'text',
    signature: 'replace(text, search, replacement)',
    description: {
      en: 'Replaces every occurrence of a search text by the replacement, taken literally (no patterns, $ has no special meaning). An empty search leaves the text unchanged.',
      fr: 'Remplace chaque occurrence du texte cherché par le remplacement, pris à la lettre (pas de motif, $ n’a pas de sens particulier). Une recherche vide laisse le texte inchangé.',
    },
    example: { formula: "replace('a-b-c', '-', ' / ')", result: 'a / b / c' },
    run: (call) => {
      const text = textArg(call, 0);
      const search = call.textLike(1);
      const replacement = call.textLike(2);
      if (search === '') return text;
      // split/join rather than replaceAll, which reads "$&" and "$1" in the replacement.
      const parts = text.split(search);
      call.charge((parts.length - 1) * replacement.length);
      return parts.join(replacement);
    },
  }),
  defineHelper({
    name: 'includes',
    category: 'text',
    signature: 'includes(text, search)',
    description: {
      en: 'True when the text contains the search text (case-sensitive; an empty search is always found). For lists, use contains.',
      fr: 'Vrai si le texte contient le texte cherché (sensible à la casse ; une recherche vide est toujours trouvée). Pour les listes, utilisez contains.',
    },
    example: { formula: "includes('Baobab tree', 'tree')", result: true },
    run: (call) => textArg(call, 0).includes(call.textLike(1)),
  }),
  defineHelper({
    name: 'startsWith',
    category: 'text',
    signature: 'startsWith(text, prefix)',
    description: {
      en: 'True when the text begins with the prefix (case-sensitive).',
      fr: 'Vrai si le texte commence par le préfixe (sensible à la casse).',
    },
    example: { formula: "startsWith('+33 6 12', '+33')", result: true },
    run: (call) => textArg(call, 0).startsWith(call.textLike(1)),
  }),
  defineHelper({
    name: 'padStart',
    category: 'text',
    signature: 'padStart(text, length, character?)',
    description: {
      en: "Adds the character (default a space) at the start until the text is that long: padStart(7, 3, '0') gives '007'. A longer text is left as it is.",
      fr: "Ajoute le caractère (une espace par défaut) au début jusqu’à ce que le texte ait cette longueur : padStart(7, 3, '0') donne '007'. Un texte plus long est laissé tel quel.",
    },
    example: { formula: "padStart(42, 5, '0')", result: '00042' },
    run: (call) => {
      const text = textArg(call, 0);
      const length = wholeNumber(call, 1);
      const fill = call.has(2) && call.args[2] !== null ? call.textLike(2) : ' ';
      // The text to build is `length` long: count it before allocating it.
      call.charge(Math.max(0, length - text.length));
      return text.padStart(length, fill);
    },
  }),
  defineHelper({
    name: 'isEmail',
    category: 'text',
    signature: 'isEmail(value)',
    description: {
      en: 'True when the value is a text shaped like an email address: name@domain.tld, as browsers check <input type="email">, with a dot required in the domain and at most 254 characters. False for empty or non-text values.',
      fr: 'Vrai si la valeur est un texte ayant la forme d’une adresse e-mail : nom@domaine.tld, comme les navigateurs vérifient <input type="email">, avec un point obligatoire dans le domaine et 254 caractères au plus. Faux pour une valeur vide ou qui n’est pas un texte.',
    },
    example: { formula: "isEmail('ada@example.com')", result: true },
    run: (call) => {
      const value = call.args[0];
      if (typeof value !== 'string' || value.length > EMAIL_MAX_LENGTH) return false;
      return EMAIL.test(value);
    },
  }),
];
