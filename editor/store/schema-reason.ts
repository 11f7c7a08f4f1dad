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

/**
 * Every refusal of `value` by `schema` in the editor's `language`, the first per place: the
 * first key of its path (`"0"`, `"name"`…), or `""` for the value as a whole. Empty when the
 * schema takes the value. For panels that say a problem in place before saving.
 */
export function schemaProblems(
  schema: z.ZodType,
  value: unknown,
  language: string,
): Map<string, string> {
  const problems = new Map<string, string>();
  const parsed = schema.safeParse(value);
  if (parsed.success) return problems;
  const french = language.startsWith('fr') ? frenchIssues(schema, value, parsed.error) : null;
  parsed.error.issues.forEach((issue, i) => {
    const at = String(issue.path[0] ?? '');
    if (!problems.has(at)) problems.set(at, french?.[i] ?? issue.message);
  });
  return problems;
}
