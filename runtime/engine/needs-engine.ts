/**
 * Whether showing something needs the engine chunk: a formula binding, a workflow, an element
 * event or a site formula. Variables and collections alone do not: nothing could read them
 * (only formulas and workflows do), so a page without logic neither downloads the engine nor
 * fetches collections it cannot show; they are fetched on the first page that can. Walks the
 * data once; cheap next to fetching it.
 */
import type { AppData, PageData } from '@shared/schema/compose.ts';

function hasFormula(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasFormula);
  if (typeof value !== 'object' || value === null) return false;
  if ('$formula' in value) return true;
  return Object.values(value).some(hasFormula);
}

const nonEmpty = (record: Readonly<Record<string, unknown>>) => Object.keys(record).length > 0;

export function pageNeedsEngine(data: PageData): boolean {
  return (
    nonEmpty(data.formulas) ||
    nonEmpty(data.workflows) ||
    Object.values(data.wwObjects).some((element) => (element.events?.length ?? 0) > 0) ||
    hasFormula(data.wwObjects) ||
    hasFormula(data.sections)
  );
}

export function appNeedsEngine(app: AppData): boolean {
  return nonEmpty(app.formulas) || nonEmpty(app.workflows);
}
