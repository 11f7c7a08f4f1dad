/**
 * The shape of a page's element tree, for the navigator: which element sits where, and nothing
 * else. The selector returns the same object until the tree's shape changes, so typing into a
 * field (a new element object, the same `children`) does not re-render the navigator's list.
 */
import { componentDefinitions } from '@catalogue/definitions.ts';
import type { Element, Section } from '@shared/schema/element.ts';
import type { SiteBundle } from '@shared/schema/site.ts';
import type { EditorState } from '../../store/state.ts';
import { pageSources, sameItems, type Place } from '../../store/tree.ts';

export interface NavSection {
  uid: string;
  title: string;
  /** Root element ids. */
  children: readonly string[];
  /** A section shared between pages (its own file). */
  shared: boolean;
}

export interface NavNode {
  type: string;
  children: Readonly<Record<string, readonly string[]>> | undefined;
}

export interface PageStructure {
  sections: readonly NavSection[];
  nodes: ReadonlyMap<string, NavNode>;
  /** Where each listed element sits. */
  places: ReadonlyMap<string, Place>;
  /** Row key of each element's parent: an element id, or `section:<uid>` for a section root. */
  parents: ReadonlyMap<string, string>;
}

export const sectionKey = (uid: string): string => `section:${uid}`;
export const slotKey = (parentId: string, slot: string): string => `slot:${parentId}:${slot}`;

/** A line of the navigator: a section title, an element, or a labelled slot of an element. */
export type NavRow =
  | {
      kind: 'section';
      key: string;
      uid: string;
      depth: 0;
      collapsible: boolean;
      expanded: boolean;
    }
  | {
      kind: 'element';
      key: string;
      id: string;
      depth: number;
      /** Has rows under it (children or slot groups). */
      collapsible: boolean;
      /** Those rows are shown. */
      expanded: boolean;
    }
  | { kind: 'slot'; key: string; parentId: string; slot: string; depth: number };

/** A component's slots: its definition's, else whatever its children list (unknown types). */
export function slotsOfNode(node: NavNode): readonly string[] {
  return componentDefinitions[node.type]?.slots ?? Object.keys(node.children ?? {});
}

/** True when the slot shows as a labelled group (dropdown: Trigger, Dropdown; tabs: Headers…). */
export const isLabelledSlot = (type: string, slot: string): boolean =>
  Boolean(componentDefinitions[type]?.slotLabels?.[slot]);

/** The slot a drop "into" the element row goes to: its first slot without a group label. */
export function intoSlot(node: NavNode): string | null {
  return slotsOfNode(node).find((slot) => !isLabelledSlot(node.type, slot)) ?? null;
}

function build(doc: SiteBundle, pageId: string): PageStructure | null {
  const page = doc.site.pages.find((p) => p.id === pageId);
  const file = doc.pages[pageId];
  if (!page || !file) return null;
  const sections: NavSection[] = [];
  const nodes = new Map<string, NavNode>();
  const places = new Map<string, Place>();
  const parents = new Map<string, string>();
  const addAll = (elements: Record<string, Element>) => {
    for (const element of Object.values(elements)) {
      nodes.set(element.id, { type: element.type, children: element.children });
      for (const [slot, ids] of Object.entries(element.children ?? {})) {
        ids.forEach((id, index) => {
          places.set(id, { kind: 'slot', parentId: element.id, slot, index });
          parents.set(id, element.id);
        });
      }
    }
  };
  addAll(file.elements);
  for (const uid of page.sections) {
    const own = file.sections[uid];
    const section = own ?? doc.sections[uid]?.section;
    if (!section) continue;
    if (!own) addAll(doc.sections[uid]?.elements ?? {});
    sections.push({
      uid,
      title: section.sectionTitle,
      children: section.children,
      shared: !own,
    });
    section.children.forEach((id, index) => {
      places.set(id, { kind: 'section', sectionUid: uid, index });
      parents.set(id, sectionKey(uid));
    });
  }
  return { sections, nodes, places, parents };
}

/** True when every element of the page has the type and children it had in `structure`. */
function sameShape(doc: SiteBundle, pageId: string, structure: PageStructure): boolean {
  const page = doc.site.pages.find((p) => p.id === pageId);
  const file = doc.pages[pageId];
  if (!page || !file) return false;
  let count = 0;
  const check = (elements: Record<string, Element>) => {
    for (const element of Object.values(elements)) {
      const node = structure.nodes.get(element.id);
      if (!node || node.type !== element.type || node.children !== element.children) return false;
      count += 1;
    }
    return true;
  };
  if (!check(file.elements)) return false;
  const sectionsNow: Section[] = [];
  for (const uid of page.sections) {
    const own = file.sections[uid];
    const section = own ?? doc.sections[uid]?.section;
    if (!section) continue;
    if (!own && !check(doc.sections[uid]?.elements ?? {})) return false;
    sectionsNow.push(section);
  }
  return (
    count === structure.nodes.size &&
    sectionsNow.length === structure.sections.length &&
    sectionsNow.every((section, i) => {
      const known = structure.sections[i];
      return (
        known?.uid === section.uid &&
        known.title === section.sectionTitle &&
        known.children === section.children
      );
    })
  );
}

/**
 * A selector of the page's structure that returns the previous object while the shape is the
 * same: a cheap reference check when the page's files did not change (selection, hover), one
 * pass comparing `children` references when they did (a property edit).
 */
export function structureSelector(
  pageId: string | null,
): (state: EditorState) => PageStructure | null {
  let last: { sources: unknown[]; structure: PageStructure | null } | null = null;
  return (state) => {
    if (!pageId) return null;
    const now = pageSources(state.doc, pageId);
    if (last && sameItems(last.sources, now)) return last.structure;
    const structure =
      last?.structure && sameShape(state.doc, pageId, last.structure)
        ? last.structure
        : build(state.doc, pageId);
    last = { sources: now, structure };
    return structure;
  };
}

/** The navigator's lines in display order, skipping what is inside collapsed rows. */
export function flattenRows(structure: PageStructure, collapsed: ReadonlySet<string>): NavRow[] {
  const rows: NavRow[] = [];
  const seen = new Set<string>();
  const visit = (id: string, depth: number) => {
    const node = structure.nodes.get(id);
    if (!node || seen.has(id)) return;
    seen.add(id);
    const slots = slotsOfNode(node);
    const hasContent = slots.some(
      (slot) => isLabelledSlot(node.type, slot) || (node.children?.[slot]?.length ?? 0) > 0,
    );
    const expanded = hasContent && !collapsed.has(id);
    rows.push({ kind: 'element', key: id, id, depth, collapsible: hasContent, expanded });
    if (!expanded) return;
    for (const slot of slots) {
      const children = node.children?.[slot] ?? [];
      if (isLabelledSlot(node.type, slot)) {
        rows.push({ kind: 'slot', key: slotKey(id, slot), parentId: id, slot, depth: depth + 1 });
        for (const child of children) visit(child, depth + 2);
      } else {
        for (const child of children) visit(child, depth + 1);
      }
    }
  };
  for (const section of structure.sections) {
    const key = sectionKey(section.uid);
    const collapsible = section.children.length > 0;
    const expanded = collapsible && !collapsed.has(key);
    rows.push({ kind: 'section', key, uid: section.uid, depth: 0, collapsible, expanded });
    if (!expanded) continue;
    for (const id of section.children) visit(id, 1);
  }
  return rows;
}

/** Row keys to expand so an element's row shows: its parents up to its section. */
export function ancestorKeys(structure: PageStructure, id: string): string[] {
  const out: string[] = [];
  let current = structure.parents.get(id);
  while (current && !out.includes(current)) {
    out.push(current);
    current = structure.parents.get(current);
  }
  return out;
}

/** True when `id` is `ancestor` or inside it. */
export function isInside(structure: PageStructure, id: string, ancestor: string): boolean {
  return id === ancestor || ancestorKeys(structure, id).includes(ancestor);
}

/** Beyond this many elements a page opens in the navigator with its containers closed. */
export const BIG_PAGE = 300;

/**
 * What starts collapsed: nothing on an ordinary page; on a big one every element with
 * children, so the navigator opens on the page's outline instead of thousands of rows (the
 * selection's ancestors still open when it changes).
 */
export function initiallyCollapsed(structure: PageStructure | null): Set<string> {
  if (!structure || structure.nodes.size <= BIG_PAGE) return new Set();
  const out = new Set<string>();
  for (const [id, node] of structure.nodes) {
    if (Object.values(node.children ?? {}).some((ids) => ids.length > 0)) out.add(id);
  }
  return out;
}
