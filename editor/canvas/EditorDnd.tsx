/**
 * The editor's outer drag and drop (dnd-kit): palette items (`{ kind: 'new', componentType }`)
 * and the canvas selection's handle (`{ kind: 'move', elementId }`) are dropped on the canvas.
 * While dragging, the iframe lets the pointer through (`pointer-events: none`) and the drop
 * place is computed from the frame's own layout under the pointer (`drop-target.ts`); a line or
 * box shows it; empty slots open up as drop areas meanwhile (`DROP_AREAS_CSS`, put in the frame).
 * Dropping dispatches `insert-element` or `move-element` and ends the undo step.
 * Escape cancels (dnd-kit's pointer sensor); a few pixels of travel start a drag, so clicks
 * still click. The navigator's own reordering is a nested context of its own.
 */
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from '../app/use-dispatch.ts';
import { useEditorStore } from '../store/hooks.ts';
import { elementOn, pageElements } from '../store/tree.ts';
import {
  DROP_AREAS_CSS,
  dragDataOf,
  domFrameView,
  dropTargetAt,
  type DragData,
  type DropTarget,
} from './drop-target.ts';
import { CanvasFrameContext } from './frame-ref.ts';
import { useDndAccessibility } from './use-dnd-accessibility.ts';
import type { Point, Rect } from './geometry.ts';
import { componentLabel, elementLabel } from './label.ts';
import { frameScale, scaleRect, windowToFrame } from './scale.ts';
import './canvas.css';

/** Pixels of travel before a press becomes a drag. */
export const ACTIVATION_DISTANCE = 4;
/** Distance from the frame's top or bottom edge where a drag scrolls the page. */
const SCROLL_EDGE = 40;

/** The pointer's position in the window from a dnd-kit event: where it started plus the travel. */
function pointerOf(event: DragMoveEvent | DragEndEvent): Point | null {
  const start = event.activatorEvent as PointerEvent | MouseEvent | null;
  if (!start || typeof start.clientX !== 'number') return null;
  return { x: start.clientX + event.delta.x, y: start.clientY + event.delta.y };
}

/**
 * A rect of the frame's viewport in window coordinates, clipped to the visible frame (`scale`:
 * the frame's shown size / its own, `scale.ts`).
 */
function toWindow(rect: Rect, frame: DOMRect, scale: number): Rect {
  const shown = scaleRect(rect, scale);
  const left = Math.max(frame.left, shown.left + frame.left);
  const top = Math.max(frame.top, shown.top + frame.top);
  const rightEdge = Math.min(frame.right, shown.left + frame.left + shown.width);
  const bottomEdge = Math.min(frame.bottom, shown.top + frame.top + shown.height);
  return { left, top, width: Math.max(0, rightEdge - left), height: Math.max(0, bottomEdge - top) };
}

export function EditorDndProvider({ children }: { children: ReactNode }) {
  const store = useEditorStore();
  const dispatch = useDispatch();
  const { i18n } = useTranslation();
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const attachFrame = useCallback((frame: HTMLIFrameElement | null) => {
    frameRef.current = frame;
  }, []);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: ACTIVATION_DISTANCE } }),
  );
  const [dragging, setDragging] = useState<DragData | null>(null);
  const [indicator, setIndicator] = useState<{ kind: 'line' | 'box'; rect: Rect } | null>(null);
  const target = useRef<DropTarget | null>(null);
  /** The drop areas' `<style>` in the frame while a drag is on. */
  const dropAreas = useRef<HTMLStyleElement | null>(null);

  const reset = useCallback(() => {
    target.current = null;
    setDragging(null);
    setIndicator(null);
    dropAreas.current?.remove();
    dropAreas.current = null;
    if (frameRef.current) frameRef.current.style.pointerEvents = '';
  }, []);

  /** Works out the drop target at the pointer (window coordinates). */
  const track = useCallback(
    (point: Point | null, drag: DragData) => {
      const frame = frameRef.current;
      const frameWindow = frame?.contentWindow;
      const { doc, ui } = store.getState();
      target.current = null;
      if (!frame || !frameWindow || !point || !ui.pageId) return setIndicator(null);
      const box = frame.getBoundingClientRect();
      const inside =
        point.x >= box.left && point.x <= box.right && point.y >= box.top && point.y <= box.bottom;
      if (!inside) return setIndicator(null);
      // Near the top or bottom edge, the page scrolls under the pointer.
      if (point.y < box.top + SCROLL_EDGE) frameWindow.scrollBy(0, -16);
      else if (point.y > box.bottom - SCROLL_EDGE) frameWindow.scrollBy(0, 16);
      const pageId = ui.pageId;
      const view = domFrameView(frameWindow.document, () => {
        const { doc: current } = store.getState();
        return pageElements(current, pageId);
      });
      const scale = frameScale(frame, box);
      const found = dropTargetAt(doc, pageId, view, windowToFrame(point, box, scale), drag);
      target.current = found;
      setIndicator(
        found
          ? { kind: found.indicator.kind, rect: toWindow(found.indicator.rect, box, scale) }
          : null,
      );
    },
    [store],
  );

  const onDragStart = useCallback((event: DragStartEvent) => {
    const data = dragDataOf(event.active.data.current);
    if (!data) return;
    setDragging(data);
    const frame = frameRef.current;
    if (!frame) return;
    frame.style.pointerEvents = 'none';
    const frameDoc = frame.contentDocument;
    if (frameDoc && !dropAreas.current) {
      const style = frameDoc.createElement('style');
      style.dataset.canvasDropAreas = '';
      style.textContent = DROP_AREAS_CSS;
      frameDoc.head.append(style);
      dropAreas.current = style;
    }
  }, []);

  const onDragMove = useCallback(
    (event: DragMoveEvent) => {
      const data = dragDataOf(event.active.data.current);
      if (data) track(pointerOf(event), data);
    },
    [track],
  );

  const onDragEnd = useCallback(
    (event: DragEndEvent) => {
      const data = dragDataOf(event.active.data.current);
      if (data) track(pointerOf(event), data);
      const found = target.current;
      const pageId = store.getState().ui.pageId;
      reset();
      if (!data || !found || !pageId) return;
      const result =
        data.kind === 'new'
          ? dispatch({
              type: 'insert-element',
              payload: { pageId, componentType: data.componentType, target: found.place },
            })
          : dispatch({
              type: 'move-element',
              payload: { pageId, elementId: data.elementId, target: found.place },
            });
      if (result.ok) store.mark();
    },
    [dispatch, reset, store, track],
  );

  const label = useMemo(() => {
    if (!dragging) return null;
    if (dragging.kind === 'new') return componentLabel(dragging.componentType, i18n.language);
    const { doc, ui } = store.getState();
    const element = ui.pageId ? elementOn(doc, ui.pageId, dragging.elementId) : undefined;
    return element ? elementLabel(element, i18n.language) : dragging.elementId;
  }, [dragging, i18n.language, store]);

  const accessibility = useDndAccessibility();

  return (
    <CanvasFrameContext.Provider value={attachFrame}>
      <DndContext
        accessibility={accessibility}
        sensors={sensors}
        autoScroll={false}
        onDragStart={onDragStart}
        onDragMove={onDragMove}
        onDragEnd={onDragEnd}
        onDragCancel={reset}
      >
        {children}
        <DragOverlay dropAnimation={null}>
          {label !== null && (
            <div className="canvas-drag-overlay" data-testid="drag-overlay">
              {label}
            </div>
          )}
        </DragOverlay>
        {dragging && indicator && (
          <div
            className="canvas-drop"
            data-testid="drop-indicator"
            data-kind={indicator.kind}
            aria-hidden="true"
            style={{
              left: indicator.rect.left,
              top: indicator.rect.top,
              width: indicator.rect.width,
              height: indicator.rect.height,
            }}
          />
        )}
      </DndContext>
    </CanvasFrameContext.Provider>
  );
}
