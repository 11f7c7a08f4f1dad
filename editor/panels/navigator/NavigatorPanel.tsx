/**
 * The element navigator: the shown page's sections and their elements as a tree (children per
 * slot, labelled slot groups for dropdowns, tabs…). Rows select, hover, rename, hide and
 * collapse; dragging a row's handle reorders through `move-element`, in the navigator's own
 * dnd-kit context (nested in the editor's, which handles palette and canvas drags).
 */
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  type SortingStrategy,
} from '@dnd-kit/sortable';
import { getEventCoordinates } from '@dnd-kit/utilities';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from '../../app/use-dispatch.ts';
import { useEditor, useEditorStore } from '../../store/hooks.ts';
import { elementOn } from '../../store/tree.ts';
import { collapseStorageKey, createCollapseStore, type CollapseStore } from './collapse.ts';
import { createSpotStore, NavigatorContext, type NavigatorApi, type SpotStore } from './context.ts';
import { dropPlace, keyboardZone, zoneAt, type DropSpot } from './drop.ts';
import './navigator.css';
import { elementLabel } from '../../canvas/label.ts';
import { useDndAccessibility } from '../../canvas/use-dnd-accessibility.ts';
import { ElementRow, SectionRow, SlotRow } from './rows.tsx';
import {
  ancestorKeys,
  flattenRows,
  initiallyCollapsed,
  structureSelector,
  type NavRow,
  type PageStructure,
} from './structure.ts';
import { uiLang } from '@shared/i18n/label.ts';

export function NavigatorPanel() {
  const { t } = useTranslation();
  const pageId = useEditor((s) => s.ui.pageId);
  if (!pageId) return <p className="navigator-message">{t('navigator.noPage')}</p>;
  // A fresh tree (and collapse state) per page.
  return <PageTree key={pageId} pageId={pageId} />;
}

/** Rows never move while dragging (the drop indicator shows where it goes). */
const noShift: SortingStrategy = () => null;

/** The pointer's row when a pointer drives the drag; the nearest row for the keyboard. */
const collision: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const within = pointerWithin(args);
    if (within.length > 0) return within;
  }
  return closestCenter(args);
};

function PageTree({ pageId }: { pageId: string }) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const dispatch = useDispatch();
  const siteId = useEditor((s) => s.siteId);
  const select = useMemo(() => structureSelector(pageId), [pageId]);
  const structure = useEditor(select);
  // Made once per page (the tree is keyed by page): the structure when the page opens decides
  // the first collapse state; later changes do not.
  const [collapse] = useState(() =>
    createCollapseStore(collapseStorageKey(siteId, pageId), () => initiallyCollapsed(structure)),
  );
  const collapsed = useSyncExternalStore(collapse.subscribe, collapse.collapsed);
  const spot = useMemo(() => createSpotStore(), []);
  const api = useMemo<NavigatorApi>(() => ({ pageId, collapse, spot }), [pageId, collapse, spot]);
  const rows = useMemo(
    () => (structure ? flattenRows(structure, collapsed) : []),
    [structure, collapsed],
  );
  const keys = useMemo(() => rows.map((row) => row.key), [rows]);
  const firstKey = rows.find((row) => row.kind === 'element')?.key;
  const list = useRef<HTMLUListElement>(null);

  const { drag, onDragStart, onDragMove, onDragEnd, onDragCancel } = useTreeDrag({
    structure,
    rows,
    spot,
    list,
    move: (elementId, target) => {
      dispatch({ type: 'move-element', payload: { pageId, elementId, target } });
      store.mark();
    },
  });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onKeyDown = useTreeKeys(rows, collapse, list);
  const accessibility = useDndAccessibility();

  if (!structure) return <p className="navigator-message">{t('navigator.noPage')}</p>;
  if (structure.sections.length === 0) {
    return <p className="navigator-message">{t('navigator.emptyPage')}</p>;
  }
  return (
    <NavigatorContext.Provider value={api}>
      <DndContext
        accessibility={accessibility}
        sensors={sensors}
        collisionDetection={collision}
        onDragStart={onDragStart}
        onDragMove={onDragMove}
        onDragOver={onDragMove}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
      >
        <SelectionSync structure={structure} collapse={collapse} rows={rows} list={list} />
        <SortableContext items={keys} strategy={noShift}>
          <ul
            ref={list}
            className="navigator"
            role="tree"
            aria-label={t('navigator.tree')}
            aria-describedby="navigator-hint"
            onKeyDown={onKeyDown}
            onPointerLeave={() => store.setUi({ hover: null })}
          >
            {rows.map((row) => (
              <Row key={row.key} row={row} structure={structure} first={row.key === firstKey} />
            ))}
          </ul>
        </SortableContext>
        <DragOverlay dropAnimation={null} style={{ pointerEvents: 'none' }}>
          {drag && <DragPreview pageId={pageId} id={drag} />}
        </DragOverlay>
      </DndContext>
      <p className="navigator-hint" id="navigator-hint">
        {t('navigator.renameHint')}
      </p>
    </NavigatorContext.Provider>
  );
}

function Row({ row, structure, first }: { row: NavRow; structure: PageStructure; first: boolean }) {
  if (row.kind === 'element') {
    return (
      <ElementRow
        id={row.id}
        first={first}
        depth={row.depth}
        collapsible={row.collapsible}
        expanded={row.expanded}
      />
    );
  }
  if (row.kind === 'slot') {
    return <SlotRow rowKey={row.key} parentId={row.parentId} slot={row.slot} depth={row.depth} />;
  }
  const section = structure.sections.find((s) => s.uid === row.uid);
  return (
    <SectionRow
      uid={row.uid}
      title={section?.title ?? row.uid}
      shared={section?.shared ?? false}
      collapsible={row.collapsible}
      expanded={row.expanded}
    />
  );
}

function DragPreview({ pageId, id }: { pageId: string; id: string }) {
  const { i18n } = useTranslation();
  const element = useEditor((s) => elementOn(s.doc, pageId, id));
  if (!element) return null;
  return (
    <div className="navigator-drag-preview">{elementLabel(element, uiLang(i18n.language))}</div>
  );
}

/**
 * When the selection changes (on the canvas, by undo…): open its ancestors, then bring its row
 * into view once it is rendered. A component of its own so a selection change does not
 * re-render the list.
 */
function SelectionSync({
  structure,
  collapse,
  rows,
  list,
}: {
  structure: PageStructure;
  collapse: CollapseStore;
  rows: readonly NavRow[];
  list: RefObject<HTMLUListElement | null>;
}) {
  const selection = useEditor((s) => s.ui.selection);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (selection) collapse.expand(ancestorKeys(structure, selection));
  }, [selection, structure, collapse]);
  useEffect(() => {
    if (!selection) {
      shown.current = null;
      return;
    }
    if (shown.current === selection) return;
    const row = list.current?.querySelector<HTMLElement>(`[data-row-key="${selection}"]`);
    if (!row) return;
    shown.current = selection;
    row.scrollIntoView?.({ block: 'nearest' });
  }, [selection, rows, list]);
  return null;
}

interface TreeDragOptions {
  structure: PageStructure | null;
  rows: readonly NavRow[];
  spot: SpotStore;
  list: RefObject<HTMLUListElement | null>;
  move(elementId: string, target: NonNullable<ReturnType<typeof dropPlace>>): void;
}

/**
 * The drag of a row's handle: follows the real pointer (not dnd-kit's measured rects, which go
 * stale when the list scrolls) to find the row and the part of it under it, shows the spot, and
 * moves the element there on drop.
 */
function useTreeDrag({ structure, rows, spot, list, move }: TreeDragOptions) {
  const [drag, setDrag] = useState<string | null>(null);
  const pointer = useRef<{ x: number; y: number } | null>(null);
  const rowsByKey = useMemo(() => new Map(rows.map((row) => [row.key, row])), [rows]);

  useEffect(() => {
    if (!drag) return;
    const track = (event: PointerEvent) => {
      pointer.current = { x: event.clientX, y: event.clientY };
    };
    window.addEventListener('pointermove', track, true);
    return () => window.removeEventListener('pointermove', track, true);
  }, [drag]);

  const spotFor = useCallback(
    (event: DragMoveEvent): { spot: DropSpot; movedId: string } | null => {
      const movedId = String(event.active.id);
      if (!structure) return null;
      const start = getEventCoordinates(event.activatorEvent);
      let key: string | null = null;
      let zone: DropSpot['zone'] | null = null;
      if (start) {
        // A pointer drag: the row under the pointer now, and where in its height.
        const at = pointer.current ?? { x: start.x + event.delta.x, y: start.y + event.delta.y };
        const node = document.elementFromPoint(at.x, at.y)?.closest<HTMLElement>('[data-row-key]');
        key = node && list.current?.contains(node) ? (node.dataset.rowKey ?? null) : null;
        const row = key ? rowsByKey.get(key) : undefined;
        if (node && row) {
          const rect = node.getBoundingClientRect();
          zone = zoneAt(row, structure, rect.height > 0 ? (at.y - rect.top) / rect.height : 0.5);
        }
      } else if (event.over) {
        key = String(event.over.id);
        zone = keyboardZone(rows, key, movedId);
      }
      const row = key ? rowsByKey.get(key) : undefined;
      if (!row || !zone || !dropPlace(structure, row, zone, movedId)) return null;
      return { spot: { key: row.key, zone }, movedId };
    },
    [structure, rows, rowsByKey, list],
  );

  const onDragStart = useCallback((event: DragStartEvent) => {
    pointer.current = null;
    setDrag(String(event.active.id));
  }, []);
  const onDragMove = useCallback(
    (event: DragMoveEvent) => spot.set(spotFor(event)?.spot ?? null),
    [spot, spotFor],
  );
  const onDragEnd = useCallback(
    (event: DragEndEvent) => {
      const found = spotFor(event);
      const row = found && rowsByKey.get(found.spot.key);
      const target =
        found && row && structure && dropPlace(structure, row, found.spot.zone, found.movedId);
      spot.set(null);
      setDrag(null);
      if (found && target) move(found.movedId, target);
    },
    [spot, spotFor, rowsByKey, structure, move],
  );
  const onDragCancel = useCallback(() => {
    spot.set(null);
    setDrag(null);
  }, [spot]);
  return { drag, onDragStart, onDragMove, onDragEnd, onDragCancel };
}

/** Arrow keys walk the tree (and select), Left/Right fold and unfold. */
function useTreeKeys(
  rows: readonly NavRow[],
  collapse: CollapseStore,
  list: RefObject<HTMLUListElement | null>,
) {
  const store = useEditorStore();
  return useCallback(
    (event: KeyboardEvent<HTMLUListElement>) => {
      const target = event.target as HTMLElement;
      if (target.getAttribute('role') !== 'treeitem') return;
      const key = target.dataset.rowKey;
      const index = rows.findIndex((row) => row.key === key);
      const row = rows[index];
      if (!row) return;
      const focus = (next: NavRow | undefined) => {
        if (!next) return;
        if (next.kind === 'element') store.setUi({ selection: next.id });
        list.current?.querySelector<HTMLElement>(`[data-row-key="${next.key}"]`)?.focus();
      };
      const elementRows = (from: number, step: 1 | -1) => {
        for (let i = from + step; i >= 0 && i < rows.length; i += step) {
          if (rows[i]?.kind === 'element') return rows[i];
        }
        return undefined;
      };
      switch (event.key) {
        case 'ArrowDown':
          focus(elementRows(index, 1));
          break;
        case 'ArrowUp':
          focus(elementRows(index, -1));
          break;
        case 'ArrowRight':
          if (row.kind === 'element' && row.collapsible && !row.expanded) collapse.toggle(row.key);
          break;
        case 'ArrowLeft':
          if (row.kind === 'element' && row.expanded) collapse.toggle(row.key);
          break;
        default:
          return;
      }
      event.preventDefault();
    },
    [rows, collapse, list, store],
  );
}
