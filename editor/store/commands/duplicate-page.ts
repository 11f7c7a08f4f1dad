import { current, isDraft } from 'immer';
import type { Element, Section } from '@shared/schema/element.ts';
import type { PageFile } from '@shared/schema/site.ts';
import { CommandError, defineCommand } from '../command.ts';
import { freePageId, pageOf, slugOf, uniquePath } from './page-helpers.ts';

export interface DuplicatePagePayload {
  pageId: string;
  /** The copy's name (default: the page's name followed by " copy"). */
  name?: string;
}

const plain = <T>(value: T): T =>
  structuredClone(isDraft(value) ? current(value as object) : value) as T;

/**
 * Copies a page right after it: its entry in site.json (paths made unique with `-2`…) and its
 * file, where its own sections and elements get new ids (children, library roots and links to
 * its own sections follow). Shared sections stay shared. Shows the copy.
 */
export const duplicatePage = defineCommand({
  type: 'duplicate-page',
  apply(doc, { pageId, name }: DuplicatePagePayload, { newId }) {
    const source = pageOf(doc.site, pageId);
    const file = doc.pages[pageId];
    if (!file) throw new CommandError('command.page.noFile', { name: source.name });
    const copyName = (name?.trim() || `${source.name} copy`).slice(0, 200);
    const id = freePageId(doc, copyName, newId);

    const usedIds = new Set<string>();
    for (const f of Object.values(doc.pages))
      for (const key of Object.keys(f.elements)) usedIds.add(key);
    for (const f of Object.values(doc.sections))
      for (const key of Object.keys(f.elements)) usedIds.add(key);
    const fresh = (prefix: string, taken: (id: string) => boolean) => {
      let next = newId(prefix);
      while (taken(next)) next = newId(prefix);
      return next;
    };

    const elementIds = new Map<string, string>();
    for (const element of Object.values(file.elements)) {
      const next = fresh(element.type, (x) => usedIds.has(x));
      usedIds.add(next);
      elementIds.set(element.id, next);
    }
    const sectionUids = new Map<string, string>();
    const uidTaken = (uid: string) =>
      uid in doc.sections ||
      Object.values(doc.pages).some((f) => uid in f.sections) ||
      [...sectionUids.values()].includes(uid);
    for (const uid of Object.keys(file.sections)) sectionUids.set(uid, fresh('section', uidTaken));

    const mapId = (old: string) => elementIds.get(old) ?? old;
    const elements: Record<string, Element> = {};
    for (const element of Object.values(plain(file.elements))) {
      const copy: Element = { ...element, id: mapId(element.id) };
      if (element.children) {
        copy.children = Object.fromEntries(
          Object.entries(element.children).map(([slot, ids]) => [slot, ids.map(mapId)]),
        );
      }
      // A link to one of this page's own sections points at the copy's section.
      if (copy.link?.type === 'page' && copy.link.pageId === pageId) {
        const sectionId = copy.link.sectionId;
        copy.link = {
          ...copy.link,
          pageId: id,
          ...(sectionId !== undefined
            ? { sectionId: sectionUids.get(sectionId) ?? sectionId }
            : {}),
        };
      }
      elements[copy.id] = copy;
    }
    const sections: Record<string, Section> = {};
    for (const section of Object.values(plain(file.sections))) {
      const uid = sectionUids.get(section.uid) ?? section.uid;
      sections[uid] = { ...section, uid, children: section.children.map(mapId) };
    }
    const libraryComponents = Object.fromEntries(
      Object.entries(plain(file.libraryComponents)).map(([key, component]) => [
        key,
        { ...component, rootElementId: mapId(component.rootElementId) },
      ]),
    );
    const copyFile: PageFile = {
      ...plain(file),
      pageId: id,
      sections,
      elements,
      libraryComponents,
    };

    const entry = plain(source);
    const slug = slugOf(copyName) || 'page';
    const paths: Record<string, string> = {};
    for (const [lang, path] of Object.entries(entry.paths))
      paths[lang] = uniquePath(doc.site, lang, path === '/' ? `/${slug}` : path, id, slug);
    const index = doc.site.pages.findIndex((p) => p.id === pageId);
    doc.site.pages.splice(index + 1, 0, {
      ...entry,
      id,
      linkId: id,
      name: copyName,
      paths,
      sections: entry.sections.map((uid) => sectionUids.get(uid) ?? uid),
    });
    doc.pages[id] = copyFile;
    return { pageId: id, select: null };
  },
});
