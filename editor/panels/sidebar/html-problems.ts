/**
 * Why the schema refuses an element's HTML id, classes or attributes, in the editor's language,
 * for the sidebar to show in place before anything is saved (`set-element-html` would refuse the
 * same value with the same words).
 */
import { frenchIssues } from '@shared/schema/issue-french.ts';
import { HTML_FIELDS, type HtmlField } from '../../store/commands/set-element-html.ts';

/**
 * The first refusal per place: the row index of an attribute (`"0"`, `"1"`…), or `""` for the
 * field as a whole. Empty when the value is accepted.
 */
export function htmlProblems(
  field: HtmlField,
  value: unknown,
  language: string,
): Map<string, string> {
  const problems = new Map<string, string>();
  const schema = HTML_FIELDS[field];
  const parsed = schema.safeParse(value);
  if (parsed.success) return problems;
  const french = language.startsWith('fr') ? frenchIssues(schema, value, parsed.error) : null;
  parsed.error.issues.forEach((issue, i) => {
    const at = String(issue.path[0] ?? '');
    if (!problems.has(at)) problems.set(at, french?.[i] ?? issue.message);
  });
  return problems;
}
