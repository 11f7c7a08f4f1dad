/**
 * The canvas's live view of one page of the editor store: a mutable map of the page's elements
 * (its own and its shared sections'), its sections, and subscriptions by key. `sync` compares
 * the store's objects with the ones shown by reference (immer keeps every unchanged object
 * identical), replaces the changed ones in place, then calls their subscribers: an edit of one
 * element notifies that element alone. The runtime's `ElementView` subscribes through
 * `RenderContext.live`; sections and the page's section list subscribe with `section:{uid}` and
 * `page`.
 */
import type { Element, Section } from '@shared/schema/element.ts';
import type { SiteBundle } from '@shared/schema/site.ts';
import type { LiveElements } from '@runtime/render/context.ts';
import { pageSources, sameItems } from '../store/tree.ts';

/** Subscription key of a section, and of the page's section list. */
export const sectionKey = (uid: string) => `section:${uid}`;
export const PAGE_KEY = 'page';

export interface LiveChanges {
  /** Elements added, changed or removed. */
  elements: string[];
  /** Sections added, changed or removed. */
  sections: string[];
  /** The page's list of sections changed. */
  page: boolean;
}

export interface LiveSource extends LiveElements {
  /** The page's elements by id, updated in place. */
  readonly elements: Record<string, Element>;
  /** The page's sections by uid, updated in place. */
  readonly sections: Record<string, Section>;
  /** Section uids in display order (a new array when it changes). */
  readonly sectionUids: readonly string[];
  /**
   * Brings the view up to the document; returns what changed (subscribers already called).
   * `touched`: the ids of the page file's elements the change wrote (from its patches,
   * `touchedElements`). When it is given and nothing but the page file's element map changed,
   * only those ids are compared: a keystroke costs the same on a page of 2,000 elements as on
   * one of 20.
   */
  sync(doc: SiteBundle, touched?: ReadonlySet<string>): LiveChanges;
}

/**
 * `adopt` turns store objects into the ones shown (the frame passes `structuredClone`: objects
 * of the editor's window fail the `Object.prototype` checks of the frame's own code, e.g. a
 * `$lang` value would not be recognised). It is given the changed objects of a sync together,
 * once each: one `structuredClone` of 2,000 elements costs a fraction of 2,000 of one each.
 */
export function createLiveSource(
  pageId: string,
  adopt: <T>(values: T[]) => T[] = (values) => values,
): LiveSource {
  const listeners = new Map<string, Set<() => void>>();
  const elements: Record<string, Element> = {};
  const sections: Record<string, Section> = {};
  /** The store's objects the shown ones were made from, by id. */
  const elementOrigins = new Map<string, Element>();
  const sectionOrigins = new Map<string, Section>();
  let sectionUids: readonly string[] = [];
  let seen: unknown[] = [];

  const notify = (key: string) => {
    for (const listener of [...(listeners.get(key) ?? [])]) listener();
  };

  /** Makes `shown` hold `next`'s entries (adopted); returns the keys that differ. */
  const update = <T>(
    shown: Record<string, T>,
    origins: Map<string, T>,
    next: Record<string, T>,
  ): string[] => {
    const changed: string[] = [];
    const values: T[] = [];
    for (const id in next) {
      const value = next[id]!;
      if (origins.get(id) !== value) {
        origins.set(id, value);
        changed.push(id);
        values.push(value);
      }
    }
    const copies = adopt(values);
    changed.forEach((id, i) => (shown[id] = copies[i]!));
    for (const id of origins.keys()) {
      if (!Object.hasOwn(next, id)) {
        origins.delete(id);
        delete shown[id];
        changed.push(id);
      }
    }
    return changed;
  };

  return {
    elements,
    sections,
    get sectionUids() {
      return sectionUids;
    },
    subscribe(key, changed) {
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(changed);
      return () => {
        set.delete(changed);
        if (set.size === 0) listeners.delete(key);
      };
    },
    sync(doc, touched) {
      const sources = pageSources(doc, pageId);
      if (sameItems(sources, seen)) return { elements: [], sections: [], page: false };
      // Index 1 is the page file's element map (`pageSources`).
      const elementsOnly =
        touched !== undefined &&
        sources.length === seen.length &&
        sources.every((source, i) => i === 1 || source === seen[i]);
      seen = sources;
      if (elementsOnly) {
        const next = doc.pages[pageId]?.elements ?? {};
        const changed: string[] = [];
        const written: string[] = [];
        const values: Element[] = [];
        for (const id of touched) {
          const value = Object.hasOwn(next, id) ? next[id] : undefined;
          if (value === undefined) {
            if (!elementOrigins.delete(id)) continue;
            delete elements[id];
          } else if (elementOrigins.get(id) !== value) {
            elementOrigins.set(id, value);
            written.push(id);
            values.push(value);
          } else continue;
          changed.push(id);
        }
        const copies = values.length ? adopt(values) : values;
        written.forEach((id, i) => (elements[id] = copies[i]!));
        for (const id of changed) notify(id);
        return { elements: changed, sections: [], page: false };
      }
      const page = doc.site.pages.find((p) => p.id === pageId);
      const file = doc.pages[pageId];
      // The page file's own map is read as is; copied only when shared sections add theirs.
      let nextElements: Record<string, Element> = file?.elements ?? {};
      const nextSections: Record<string, Section> = {};
      for (const uid of page?.sections ?? []) {
        const own = file?.sections[uid];
        const shared = doc.sections[uid];
        if (own) nextSections[uid] = own;
        else if (shared) {
          nextSections[uid] = shared.section;
          if (nextElements === file?.elements) nextElements = { ...nextElements };
          Object.assign(nextElements, shared.elements);
        }
      }
      const changedElements = update(elements, elementOrigins, nextElements);
      const changedSections = update(sections, sectionOrigins, nextSections);
      const uids = page?.sections ?? [];
      const pageChanged = !sameItems(uids, sectionUids);
      if (pageChanged) sectionUids = [...uids];
      // Every map is up to date before anyone renders: a parent reads its new children.
      for (const uid of changedSections) notify(sectionKey(uid));
      for (const id of changedElements) notify(id);
      if (pageChanged) notify(PAGE_KEY);
      return { elements: changedElements, sections: changedSections, page: pageChanged };
    },
  };
}

/**
 * The ids of a page file's elements that these patches write, or undefined when a patch writes
 * anything else (the whole map, another file, the site): then everything is compared.
 */
export function touchedElements(
  patches: ReadonlyArray<{ path: ReadonlyArray<string | number> }>,
  pageId: string,
): Set<string> | undefined {
  const ids = new Set<string>();
  for (const { path } of patches) {
    if (path.length < 4 || path[0] !== 'pages' || path[1] !== pageId || path[2] !== 'elements') {
      return undefined;
    }
    ids.add(String(path[3]));
  }
  return ids;
}
