/**
 * Every style map of a site with its file and JSON path: elements' own styles and their
 * overrides' (breakpoint, state), sections' styles, in pages and shared sections. The site's
 * style checks walk them (`site-style-problems.ts`, `style-value-problems.ts`).
 */
import type { ElementMap } from './element.ts';
import { pageFilePath, sectionFilePath } from './files.ts';
import type { SiteBundle } from './site.ts';
import type { PropertyMap } from './values.ts';

export type StyleMapVisit = (
  file: string,
  path: PropertyKey[],
  styles: PropertyMap | undefined,
) => void;

function eachElement(file: string, elements: ElementMap, visit: StyleMapVisit): void {
  for (const [id, element] of Object.entries(elements)) {
    visit(file, ['elements', id, 'styles'], element.styles);
    for (const [key, override] of Object.entries(element.overrides ?? {}))
      visit(file, ['elements', id, 'overrides', key, 'styles'], override.styles);
  }
}

export function eachStyleMap(bundle: SiteBundle, visit: StyleMapVisit): void {
  for (const [pageId, file] of Object.entries(bundle.pages)) {
    const path = pageFilePath(pageId);
    eachElement(path, file.elements, visit);
    for (const [uid, section] of Object.entries(file.sections))
      visit(path, ['sections', uid, 'styles'], section.styles);
  }
  for (const [uid, file] of Object.entries(bundle.sections)) {
    const path = sectionFilePath(uid);
    eachElement(path, file.elements, visit);
    visit(path, ['section', 'styles'], file.section.styles);
  }
}
