/**
 * Whether showing something needs the engine chunk: a formula binding (a `{{ formula }}` in the
 * page's meta too), a workflow, an element event or a site formula. Variables and collections alone do not: nothing could read them
 * (only formulas and workflows do), so a page without logic neither downloads the engine nor
 * fetches collections it cannot show; they are fetched on the first page that can. Walks the
 * data once; cheap next to fetching it.
 */
import { hasPlaceholder } from '@shared/formula/template.ts';
import type { AppData, PageData, PublishedPage } from '@shared/schema/compose.ts';

function hasFormula(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasFormula);
  if (typeof value !== 'object' || value === null) return false;
  if ('$formula' in value) return true;
  return Object.values(value).some(hasFormula);
}

const nonEmpty = (record: Readonly<Record<string, unknown>>) => Object.keys(record).length > 0;

/** Whether a page's title, meta or sharing image has a `{{ formula }}` (`meta-binder.ts`). */
export function metaHasFormula({ title, meta, metaImage }: PublishedPage): boolean {
  const texts = [title, ...Object.values(meta)].flatMap((map) => Object.values(map));
  return [...texts, metaImage ?? ''].some(hasPlaceholder);
}

export function pageNeedsEngine(data: PageData): boolean {
  return (
    metaHasFormula(data.page) ||
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
