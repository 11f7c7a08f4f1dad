/**
 * Why a value failed a schema of `shared/schema`, in English and French, for a refusal's
 * `reason` (the editor shows it in the author's language). The French is zod's French locale
 * or the schemas' own French (`@shared/schema/issue-french.ts`).
 */
import type { z } from 'zod';
import type { Label } from '@catalogue/define.ts';
import { frenchIssues } from '@shared/schema/issue-french.ts';
import { en, fr } from './strings.ts';

/** The first problem of `value` against `schema` (which refused it with `error`), as a label. */
export function schemaReason(schema: z.ZodType, value: unknown, error: z.ZodError): Label {
  const issue = error.issues[0];
  if (!issue) return { en: en['command.unknownProblem'], fr: fr['command.unknownProblem'] };
  return { en: issue.message, fr: frenchIssues(schema, value, error)[0] ?? issue.message };
}
