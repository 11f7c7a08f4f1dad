/**
 * What PageSettings says about a page's meta texts with `{{ formula }}`s (`shared/formula/
 * template.ts`, filled over the page's record by the runtime and the server): a formula that is
 * not one, unclosed or empty, and structured data that is not JSON once its formulas are
 * filled (each stands for a value where it is, so `"price": {{ … }}` is accepted).
 */
import { parseFormula } from '@shared/formula/index.ts';
import { fillJson, splitTemplate, UNCLOSED_PLACEHOLDER } from '@shared/formula/template.ts';

export type MetaProblem =
  | { kind: 'unclosed' | 'empty'; placeholder: string }
  | { kind: 'formula'; placeholder: string; message: string }
  | { kind: 'json'; message: string };

/** The first problem of a text's formulas, or null. */
export function templateProblem(text: string): MetaProblem | null {
  const { parts, problems } = splitTemplate(text);
  const [first] = problems;
  if (first) {
    const kind = first.message === UNCLOSED_PLACEHOLDER ? 'unclosed' : 'empty';
    return { kind, placeholder: first.placeholder };
  }
  for (const part of parts) {
    if (part.kind !== 'formula') continue;
    try {
      parseFormula(part.source);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { kind: 'formula', placeholder: `{{ ${part.source} }}`, message };
    }
  }
  return null;
}

/** Structured data's first problem: its formulas', else JSON's with each formula a value. */
export function structuredDataProblem(text: string): MetaProblem | null {
  if (text.trim() === '') return null;
  const formula = templateProblem(text);
  if (formula) return formula;
  try {
    JSON.parse(fillJson(text, () => null).text);
    return null;
  } catch (error) {
    return { kind: 'json', message: error instanceof Error ? error.message : String(error) };
  }
}

/** A sample record's field names, sorted (`id` first), for the hint on a bound page. */
export function recordFields(record: unknown): string[] {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return [];
  const keys = Object.keys(record).filter((key) => key !== 'id');
  keys.sort((a, b) => a.localeCompare(b));
  return 'id' in record ? ['id', ...keys] : keys;
}
