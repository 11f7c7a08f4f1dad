/**
 * The French of zod's issues against the schemas of `shared/schema`. Zod writes its own texts
 * in English; the French comes from zod's French locale, applied to a second parse of the same
 * value (a refused value is rare: the cost is paid only then). The schemas' own messages (a page
 * path, an id, a language code…) take precedence over any locale in zod, so their French is
 * written here, keyed by the English text; a refinement that says its problem with a text of
 * `problem-texts.ts` (an HTML attribute refused, in `element.ts`) passes it in `params.problem`.
 */
import type { z } from 'zod';
import french from 'zod/v4/locales/fr.js';
import { problemText, type ProblemText } from './problem-texts.ts';

/** The French of the messages written in `shared/schema` (the English is the key). */
export const OWN_MESSAGES_FR: Readonly<Record<string, string>> = {
  'must be a breakpoint (tablet, mobile), a state (hover…) or "breakpoint:state"':
    'doit être un point de rupture (tablet, mobile), un état (hover…) ou « point:état »',
  'an event name such as click or change': 'un nom d’événement comme click ou change',
  'must start with "/" and hold only URL-safe segments or parameters written {name:default}':
    'doit commencer par « / » et ne contenir que des segments sûrs pour une URL ou des paramètres écrits {nom:défaut}',
  'must be 1-100 letters, digits, "-" or "_"':
    'doit compter de 1 à 100 lettres, chiffres, « - » ou « _ »',
  'must be a language code such as "en"': 'doit être un code de langue comme « en »',
  'must be written "<collection id>/{<path parameter>}"':
    'doit s’écrire « <id de collection>/{<paramètre du chemin>} »',
  'must be from 1 to 100 px': 'doit être de 1 à 100 px',
  'must be from 0.5 to 5 times the font size': 'doit être de 0,5 à 5 fois la taille de police',
  'must hold at most 32 colours': 'doit contenir 32 couleurs au plus',
};

const frenchError = french().localeError;

const samePath = (a: readonly PropertyKey[], b: readonly PropertyKey[]) =>
  a.length === b.length && a.every((key, i) => key === b[i]);

/**
 * The French of each issue of `error`, in order: `schema` refused `value` with it. An issue
 * with no French twin keeps its English.
 */
export function frenchIssues(schema: z.ZodType, value: unknown, error: z.ZodError): string[] {
  let twins: z.ZodError['issues'] | null = null;
  return error.issues.map((issue) => {
    const problem =
      issue.code === 'custom' ? (issue.params?.problem as ProblemText | undefined) : undefined;
    if (problem) return problemText(problem, 'fr');
    const own = OWN_MESSAGES_FR[issue.message];
    if (own !== undefined) return own;
    if (twins === null) {
      const again = schema.safeParse(value, { error: frenchError });
      twins = again.success ? [] : again.error.issues;
    }
    const twin = twins.find((i) => i.code === issue.code && samePath(i.path, issue.path));
    return twin?.message ?? issue.message;
  });
}
