/**
 * HTML ids across the elements a page shows (`element.htmlId`, written as text): one that is a
 * section's anchor on the page (the runtime keeps the anchor and leaves the element without
 * id, so a link to the section still lands there), and one that two elements of the page carry.
 * Warnings, at `$.elements.<id>.htmlId` of the file holding the element; ids given by formulas
 * are checked by the runtime only.
 */
import { sectionAnchors } from '../routing/section-anchor.ts';
import type { ElementMap } from './element.ts';
import { pageFilePath, sectionFilePath } from './files.ts';
import { said } from './problem-texts.ts';
import { jsonPath, problemOf, type Problem } from './problems.ts';
import type { SiteBundle } from './site.ts';

export function htmlIdProblems(bundle: SiteBundle): Problem[] {
  const problems = new Map<string, Problem>();
  for (const page of bundle.site.pages) {
    const file = bundle.pages[page.id];
    if (!file) continue;
    const sections = page.sections.flatMap((uid) => {
      const section = file.sections[uid] ?? bundle.sections[uid]?.section;
      return section ? [{ uid, sectionTitle: section.sectionTitle }] : [];
    });
    const titles = new Map(sections.map((s) => [s.uid, s.sectionTitle || s.uid]));
    const anchors = new Map<string, string>();
    for (const [uid, anchor] of sectionAnchors(sections)) anchors.set(anchor, titles.get(uid)!);

    const sources: Array<[string, ElementMap]> = [[pageFilePath(page.id), file.elements]];
    for (const uid of page.sections) {
      const shared = bundle.sections[uid];
      if (shared) sources.push([sectionFilePath(uid), shared.elements]);
    }
    const owners = new Map<string, string>();
    for (const [path, elements] of sources) {
      for (const [elementId, element] of Object.entries(elements)) {
        const id = element.htmlId;
        if (typeof id !== 'string') continue;
        const at = jsonPath(['elements', elementId, 'htmlId']);
        const section = anchors.get(id);
        const other = owners.get(id);
        const text =
          section !== undefined
            ? said('htmlIdIsAnchor', { id, section, page: page.id })
            : other !== undefined
              ? said('htmlIdRepeated', { id, other, page: page.id })
              : null;
        if (!other) owners.set(id, elementId);
        if (!text) continue;
        const problem = problemOf(path, at, text, 'warning');
        problems.set(`${path}\u0000${at}\u0000${problem.message}`, problem);
      }
    }
  }
  return [...problems.values()];
}
