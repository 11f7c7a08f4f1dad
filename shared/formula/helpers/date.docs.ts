/**
 * What the editor's formula panel shows for the date helpers of `date.ts`: signature, English
 * and French description, example. Editor-only text, kept apart from the implementations so the
 * visitors' engine chunk never carries it (`catalog.ts` joins the two into `HELPERS`).
 */
import type { HelperDocs } from './define.ts';

export const dateDocs: Readonly<Record<string, HelperDocs>> = {
  now: {
    signature: 'now()',
    description: {
      en: 'The current date and time as an ISO text in UTC, such as "2026-11-23T10:00:00.000Z".',
      fr: 'La date et l’heure actuelles sous forme de texte ISO en UTC, par exemple "2026-11-23T10:00:00.000Z".',
    },
    example: { formula: 'now()', result: '2026-11-23T10:00:00.000Z' },
  },
  formatDate: {
    signature: 'formatDate(date, pattern?, locale?)',
    description: {
      en: "Writes a date in the visitor's local time with a pattern (default 'YYYY-MM-DD'): YYYY year, MM month, DD day, HH hours, mm minutes, ss seconds, dddd weekday name, MMMM month name, LL localized long date; text in [brackets] is kept. Names are in English or French (the locale, default the page's). null gives ''.",
      fr: "Écrit une date dans l’heure locale du visiteur selon un modèle ('YYYY-MM-DD' par défaut) : YYYY année, MM mois, DD jour, HH heures, mm minutes, ss secondes, dddd nom du jour, MMMM nom du mois, LL date longue localisée ; le texte entre [crochets] est conservé. Les noms sont en anglais ou en français (la langue, celle de la page par défaut). null donne ''.",
    },
    example: {
      formula: "formatDate('2026-11-23', 'dddd D MMMM YYYY', 'fr')",
      result: 'lundi 23 novembre 2026',
    },
  },
  addDays: {
    signature: 'addDays(date, days)',
    description: {
      en: 'The date moved by a whole number of days (negative goes back), keeping the local time of day across daylight-saving changes. A date without time gives a date ("2026-11-30"), otherwise an ISO text in UTC. null gives null.',
      fr: 'La date décalée d’un nombre entier de jours (négatif pour reculer), en gardant l’heure locale malgré les changements d’heure. Une date sans heure donne une date ("2026-11-30"), sinon un texte ISO en UTC. null donne null.',
    },
    example: { formula: "addDays('2026-11-23', 7)", result: '2026-11-30' },
  },
  dateDiff: {
    signature: 'dateDiff(start, end, unit?)',
    description: {
      en: "The time from start to end in whole units, cut towards zero (negative when end is before start). unit is 'days' (default), 'weeks', 'months', 'years', 'hours', 'minutes' or 'seconds'. Days follow the local calendar. null gives null.",
      fr: "Le temps entre début et fin en unités entières, tronqué vers zéro (négatif si la fin précède le début). L’unité est 'days' (par défaut), 'weeks', 'months', 'years', 'hours', 'minutes' ou 'seconds'. Les jours suivent le calendrier local. null donne null.",
    },
    example: { formula: "dateDiff('2026-11-23', '2026-12-25')", result: 32 },
  },
};
