/**
 * The `repeat` values of an element's ancestors, outermost first: what gives `context.item` in
 * the preview. Parents come from a map built once per page file and shared sections (not a scan
 * of the page per ancestor), since the field reads it on every change of the page.
 */
import type { Element } from '@shared/schema/element.ts';
import type { PageFile, SiteBundle } from '@shared/schema/site.ts';

interface ParentIndex {
  sections: SiteBundle['sections'];
  parents: Map<string, string>;
  elements: Map<string, Element>;
}

const indexes = new WeakMap<PageFile, ParentIndex>();

function parentIndex(doc: SiteBundle, pageId: string): ParentIndex | null {
  const file = doc.pages[pageId];
  if (!file) return null;
  const cached = indexes.get(file);
  if (cached && cached.sections === doc.sections) return cached;
  const parents = new Map<string, string>();
  const elements = new Map<string, Element>();
  const add = (all: Record<string, Element>) => {
    for (const element of Object.values(all)) {
      elements.set(element.id, element);
      for (const ids of Object.values(element.children ?? {})) {
        for (const child of ids) parents.set(child, element.id);
      }
    }
  };
  add(file.elements);
  const page = doc.site.pages.find((p) => p.id === pageId);
  for (const uid of page?.sections ?? []) {
    const shared = doc.sections[uid];
    if (shared) add(shared.elements);
  }
  const index = { sections: doc.sections, parents, elements };
  indexes.set(file, index);
  return index;
}

/** The ancestors' `repeat` settings (bound or literal), outermost first; empty when none. */
export function repeatChain(
  doc: SiteBundle,
  pageId: string | null | undefined,
  elementId: string | null | undefined,
): unknown[] {
  if (!pageId || !elementId) return [];
  const index = parentIndex(doc, pageId);
  if (!index) return [];
  const chain: unknown[] = [];
  const seen = new Set<string>();
  let current = index.parents.get(elementId);
  while (current && !seen.has(current)) {
    seen.add(current);
    const repeat = index.elements.get(current)?.props?.repeat;
    if (repeat !== undefined && repeat !== null) chain.unshift(repeat);
    current = index.parents.get(current);
  }
  return chain;
}
