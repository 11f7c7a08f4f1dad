/**
 * Why a value failed a schema of `shared/schema`, in English and French, for a refusal's
 * `reason` (the editor shows it in the author's language). Zod writes its own texts in
 * English; the French comes from zod's French locale, applied to a second parse of the same
 * value (refusals are rare: the cost is paid only then). The schemas' own messages (a page
 * path, an id, a language code…) take precedence over any locale in zod, so their French is
 * written here, keyed by the English text.
 */
import type { z } from 'zod';
import french from 'zod/v4/locales/fr.js';
import type { Label } from '@catalogue/define.ts';
import { en, fr } from './strings.ts';

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
};

const frenchError = french().localeError;

const samePath = (a: readonly PropertyKey[], b: readonly PropertyKey[]) =>
  a.length === b.length && a.every((key, i) => key === b[i]);

/** The first problem of `value` against `schema` (which refused it with `error`), as a label. */
export function schemaReason(schema: z.ZodType, value: unknown, error: z.ZodError): Label {
  const issue = error.issues[0];
  if (!issue) return { en: en['command.unknownProblem'], fr: fr['command.unknownProblem'] };
  const own = OWN_MESSAGES_FR[issue.message];
  if (own !== undefined) return { en: issue.message, fr: own };
  const again = schema.safeParse(value, { error: frenchError });
  const twin = again.success
    ? undefined
    : again.error.issues.find((i) => i.code === issue.code && samePath(i.path, issue.path));
  return { en: issue.message, fr: twin?.message ?? issue.message };
}
