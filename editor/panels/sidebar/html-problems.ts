/**
 * Why the schema refuses an element's HTML id, classes or attributes, in the editor's language,
 * for the sidebar to show in place before anything is saved (`set-element-html` would refuse the
 * same value with the same words).
 */
import { HTML_FIELDS, type HtmlField } from '../../store/commands/set-element-html.ts';
import { schemaProblems } from '../../store/schema-reason.ts';

/**
 * The first refusal per place: the row index of an attribute (`"0"`, `"1"`…), or `""` for the
 * field as a whole. Empty when the value is accepted.
 */
export function htmlProblems(
  field: HtmlField,
  value: unknown,
  language: string,
): Map<string, string> {
  return schemaProblems(HTML_FIELDS[field], value, language);
}
