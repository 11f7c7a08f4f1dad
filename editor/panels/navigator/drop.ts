/**
 * Where a navigator drag drops: which part of the row under the pointer (before, after, into),
 * and the `Place` that makes for `move-element` (index counted before the moved element is
 * taken out, as the command expects).
 */
import type { Place } from '../../store/tree.ts';
import { intoSlot, isInside, type NavRow, type PageStructure } from './structure.ts';

export type DropZone = 'before' | 'after' | 'inside';

export interface DropSpot {
  /** The row key the drop is on. */
  key: string;
  zone: DropZone;
}

/**
 * The zone of a row the pointer is in, from its position inside the row (0 = top, 1 = bottom).
 * Sections and slot groups take drops into them; a container element has a middle "into" band
 * (half its height), and no "after" while its children show below it (that line would sit
 * above its first child, not after it); other elements split in two.
 */
export function zoneAt(row: NavRow, structure: PageStructure, ratio: number): DropZone {
  if (row.kind !== 'element') return 'inside';
  const node = structure.nodes.get(row.id);
  if (node && intoSlot(node)) {
    if (ratio < 0.25) return 'before';
    return ratio > 0.75 && !row.expanded ? 'after' : 'inside';
  }
  return ratio < 0.5 ? 'before' : 'after';
}

/**
 * The place a drop spot means for moving `movedId`, or null when there is nowhere to go: onto
 * itself, or inside itself. Sections and slot groups put it first in them; "into" an element
 * puts it last in that element's slot; before and after are beside the row's element.
 */
export function dropPlace(
  structure: PageStructure,
  row: NavRow,
  zone: DropZone,
  movedId: string,
): Place | null {
  if (row.kind === 'section') return { kind: 'section', sectionUid: row.uid, index: 0 };
  if (row.kind === 'slot') {
    if (isInside(structure, row.parentId, movedId)) return null;
    return { kind: 'slot', parentId: row.parentId, slot: row.slot, index: 0 };
  }
  if (row.id === movedId || isInside(structure, row.id, movedId)) return null;
  if (zone === 'inside') {
    const node = structure.nodes.get(row.id);
    const slot = node && intoSlot(node);
    if (!node || !slot) return null;
    return { kind: 'slot', parentId: row.id, slot, index: node.children?.[slot]?.length ?? 0 };
  }
  const place = structure.places.get(row.id);
  if (!place) return null;
  return { ...place, index: zone === 'before' ? place.index : place.index + 1 };
}

/**
 * A keyboard drag has no pointer: it goes before a row above the dragged one and after a row
 * below it (as in a sorted list), into a section or a slot group.
 */
export function keyboardZone(
  rows: readonly NavRow[],
  overKey: string,
  activeKey: string,
): DropZone {
  const over = rows.findIndex((row) => row.key === overKey);
  const row = rows[over];
  if (!row || row.kind !== 'element') return 'inside';
  return over > rows.findIndex((r) => r.key === activeKey) ? 'after' : 'before';
}
