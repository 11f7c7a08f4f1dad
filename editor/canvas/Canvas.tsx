/**
 * The canvas: a same-origin iframe (`frame.html`) sized to the breakpoint, which renders the
 * shown page with the runtime's renderer from this window's store (through the bridge set here
 * before it loads), and the editor's overlay over it: hover and selection outlines with the
 * element's label and its drag handle. The overlay is the editor's, not the components': it
 * follows the frame's scrolling, resizing and re-renders by measuring once per animation frame.
 */
import { useDndContext, useDraggable } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useDispatch } from '../app/use-dispatch.ts';
import { useEditor, useEditorStore } from '../store/hooks.ts';
import { BREAKPOINT_WIDTHS, type EditorState } from '../store/state.ts';
import { elementOn } from '../store/tree.ts';
import { useElementMenu } from '../app/ElementMenu.tsx';
import { saveHubOf } from '../save/hub.ts';
import { provideBridge } from './bridge.ts';
import './canvas.css';
import { CanvasProblems } from './CanvasProblems.tsx';
import { frameLoaded, placeCanvasFrame } from './frame-element.ts';
import { useAttachCanvasFrame } from './frame-ref.ts';
import type { Rect } from './geometry.ts';
import { elementLabel } from './label.ts';
import type { CanvasProblem } from './problems.ts';
import { DESKTOP_MIN_WIDTH, fitCanvas, scaleRect } from './scale.ts';

/**
 * `onReady` is called once, after the page's first render in the frame (the editor then fetches
 * what it left for later).
 */
export function Canvas({ onReady }: { onReady?: () => void } = {}) {
  const store = useEditorStore();
  const dispatch = useDispatch();
  const { t } = useTranslation();
  const breakpoint = useEditor((s) => s.ui.breakpoint);
  const attachFrame = useAttachCanvasFrame();
  const placed = useRef<HTMLIFrameElement | null>(null);
  const [frameWindow, setFrameWindow] = useState<Window | null>(null);
  const [renders, setRenders] = useState(0);
  const [editing, setEditing] = useState<string | null>(null);
  const [problems, setProblems] = useState<readonly CanvasProblem[]>([]);
  const dispatchRef = useRef(dispatch);
  const onReadyRef = useRef(onReady);
  const openMenu = useElementMenu();
  const openMenuRef = useRef(openMenu);
  useLayoutEffect(() => {
    dispatchRef.current = dispatch;
    openMenuRef.current = openMenu;
    onReadyRef.current = onReady;
  }, [dispatch, openMenu, onReady]);

  // Before the frame's script runs (it loads after this commit), the bridge is in place.
  useLayoutEffect(
    () =>
      provideBridge(window, {
        store,
        dispatch: (command) => dispatchRef.current(command),
        rendered: () => {
          if (document.documentElement.dataset.editorReady !== 'true') onReadyRef.current?.();
          document.documentElement.dataset.editorReady = 'true';
          setRenders((n) => n + 1);
        },
        editing: setEditing,
        contextMenu: (at) => openMenuRef.current(at),
        onSaved: (listener) => {
          const hub = saveHubOf(store);
          let last = hub.snapshot.state;
          return hub.subscribe(() => {
            const now = hub.snapshot.state;
            if (now === 'saved' && last !== 'saved') listener();
            last = now;
          });
        },
        problems: setProblems,
      }),
    [store],
  );
  useEffect(() => () => void delete document.documentElement.dataset.editorReady, []);

  // The iframe is placed by hand (`frame-element.ts`): the one the page started early is moved
  // in, keeping what it loaded. After the bridge above, so a frame already waiting finds it.
  const slot = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    const frame = placeCanvasFrame(slot.current!, store.getState().siteId);
    frame.className = 'canvas-frame';
    frame.dataset.testid = 'canvas-frame';
    placed.current = frame;
    attachFrame(frame);
    const loaded = () => setFrameWindow(frame.contentWindow);
    frame.addEventListener('load', loaded);
    if (frameLoaded(frame)) loaded();
    return () => {
      frame.removeEventListener('load', loaded);
      frame.remove();
      placed.current = null;
      attachFrame(null);
    };
  }, [store, attachFrame]);
  const title = t('canvas.frameTitle');
  useLayoutEffect(() => {
    placed.current?.setAttribute('title', title);
  }, [title]);

  // The canvas area's width: the frame is scaled down when it has not the room (`scale.ts`).
  const area = useRef<HTMLDivElement | null>(null);
  const [available, setAvailable] = useState<number | null>(null);
  useLayoutEffect(() => {
    const node = area.current;
    if (!node) return;
    // Measured now too, before the first paint: the observer's first call comes after it,
    // and its update a frame later, so the frame showed unscaled for a frame.
    setAvailable(node.clientWidth);
    const observer = new ResizeObserver(() => setAvailable(node.clientWidth));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const { width, scale } = fitCanvas(BREAKPOINT_WIDTHS[breakpoint], available);
  return (
    <>
      <div ref={area} className="canvas">
        <div
          className="canvas-stage"
          data-breakpoint={breakpoint}
          data-scale={scale}
          style={
            width === null
              ? { width: '100%', minWidth: DESKTOP_MIN_WIDTH }
              : { width: width * scale, minWidth: width * scale }
          }
        >
          <div
            ref={slot}
            className="canvas-slot"
            style={
              width === null
                ? undefined
                : { width, height: `${100 / scale}%`, transform: `scale(${scale})` }
            }
          />
          <Overlay frameWindow={frameWindow} renders={renders} editing={editing} scale={scale} />
        </div>
      </div>
      <CanvasProblems problems={problems} />
    </>
  );
}

interface Boxes {
  selection: Rect | null;
  hover: Rect | null;
}

const sameRect = (a: Rect | null, b: Rect | null) =>
  a === b ||
  (!!a &&
    !!b &&
    a.left === b.left &&
    a.top === b.top &&
    a.width === b.width &&
    a.height === b.height);

/** The first shown box of an element in the frame, in the frame's viewport coordinates. */
export function frameRect(frameWindow: Window, id: string | null): Rect | null {
  if (!id) return null;
  const node = frameWindow.document.querySelector(`.e-${id}`);
  if (!node) return null;
  const r = node.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) return null;
  return { left: r.left, top: r.top, width: r.width, height: r.height };
}

/** The name the outlines show for an element of the shown page (null when it is not there). */
function labelOf(state: EditorState, id: string | null, lang: string): string | null {
  const element = state.ui.pageId && id ? elementOn(state.doc, state.ui.pageId, id) : undefined;
  return element ? elementLabel(element, lang) : null;
}

const Overlay = memo(function Overlay({
  frameWindow,
  renders,
  editing,
  scale,
}: {
  frameWindow: Window | null;
  renders: number;
  editing: string | null;
  /** The frame's shown size / its own (`scale.ts`): the outlines are drawn at the shown size. */
  scale: number;
}) {
  const store = useEditorStore();
  const { i18n } = useTranslation();
  const selection = useEditor((s) => s.ui.selection);
  const hover = useEditor((s) => s.ui.hover);
  const label = useEditor((s) => labelOf(s, s.ui.selection, i18n.language));
  const hoverLabel = useEditor((s) => labelOf(s, s.ui.hover, i18n.language));
  const { active } = useDndContext();
  // The outlines' boxes are written to their nodes, not rendered: a box that only moved or
  // changed size (an element growing as the author types, the frame scrolling) costs no React
  // render (one per measured frame was ~0.3 ms of each keystroke's frame). React renders what
  // an outline is: shown or not, its label above or inside.
  const rects = useRef<Boxes>({ selection: null, hover: null });
  const selectionNode = useRef<HTMLDivElement>(null);
  const hoverNode = useRef<HTMLDivElement>(null);
  const [shape, setShape] = useState<Shape>(NO_SHAPE);
  const shown = useRef<Shape>(NO_SHAPE);

  // After every render, before paint: an outline rendered anew takes its box.
  useLayoutEffect(() => {
    place(selectionNode.current, rects.current.selection);
    place(hoverNode.current, rects.current.hover);
  });

  useEffect(() => {
    if (!frameWindow) return;
    let frame = 0;
    const RO = (frameWindow as Window & typeof globalThis).ResizeObserver;
    // Called after layout, before paint: measured at once, the outlines follow in the same
    // frame. A second frame (a rAF from here, or a React update left for later) kept the
    // compositor ticking, and the next keystroke then waited for the next vsync (keystroke →
    // paint p50 at 2,000 elements, idle machine: 18.5 → 13.4–15.0 ms).
    const observer = new RO(() => measure(true));
    let observed: Element | null = null;
    const measure = (sync: boolean) => {
      cancelAnimationFrame(frame);
      frame = 0;
      const boxOf = (id: string | null) => {
        const rect = frameRect(frameWindow, id);
        return rect && scaleRect(rect, scale);
      };
      const next: Boxes = {
        selection: boxOf(selection),
        hover: hover === selection ? null : boxOf(hover),
      };
      const node = selection ? frameWindow.document.querySelector(`.e-${selection}`) : null;
      if (node !== observed) {
        if (observed) observer.unobserve(observed);
        if (node) observer.observe(node);
        observed = node;
      }
      const prev = rects.current;
      if (sameRect(prev.selection, next.selection) && sameRect(prev.hover, next.hover)) return;
      rects.current = next;
      place(selectionNode.current, next.selection);
      place(hoverNode.current, next.hover);
      const nextShape = shapeOf(next);
      if (sameShape(shown.current, nextShape)) return;
      shown.current = nextShape;
      // From a frame callback, synchronously: this frame paints the outlines where the
      // elements are now (not from the effect below: React is committing there).
      if (sync) flushSync(() => setShape(nextShape));
      else setShape(nextShape);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(() => measure(true));
    };
    measure(false);
    observer.observe(frameWindow.document.body);
    frameWindow.addEventListener('scroll', schedule, true);
    frameWindow.addEventListener('resize', schedule);
    const stop = store.subscribe(schedule);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      frameWindow.removeEventListener('scroll', schedule, true);
      frameWindow.removeEventListener('resize', schedule);
      stop();
    };
  }, [frameWindow, store, selection, hover, renders, scale]);

  return (
    <div className="canvas-overlay">
      {shape.hover !== 'none' && hover && !active && (
        <div ref={hoverNode} className="canvas-hover" data-testid="hover-outline">
          <span
            className={
              shape.hover === 'inside'
                ? 'canvas-hover-label canvas-label-inside'
                : 'canvas-hover-label'
            }
            data-testid="hover-label"
          >
            {hoverLabel ?? hover}
          </span>
        </div>
      )}
      {shape.selection !== 'none' && selection && (
        <div
          ref={selectionNode}
          className="canvas-selection"
          data-testid="selection-outline"
          data-element-id={selection}
        >
          {editing !== selection && (
            <SelectionLabel
              elementId={selection}
              label={label ?? selection}
              below={shape.selection === 'inside'}
            />
          )}
        </div>
      )}
    </div>
  );
});

/** What React renders of an outline: none, or shown with its label above or inside the box. */
type OutlineShape = 'none' | 'above' | 'inside';
interface Shape {
  selection: OutlineShape;
  hover: OutlineShape;
}
const NO_SHAPE: Shape = { selection: 'none', hover: 'none' };

/** Room above a box for its label (px): a box nearer the frame's top shows it inside. */
const SELECTION_LABEL_ROOM = 22;
const HOVER_LABEL_ROOM = 18;

/** An outline's shape for its box: a box too near the frame's top shows its label inside. */
const outlineShape = (rect: Rect | null, room: number): OutlineShape =>
  rect === null ? 'none' : rect.top < room ? 'inside' : 'above';

const shapeOf = (boxes: Boxes): Shape => ({
  selection: outlineShape(boxes.selection, SELECTION_LABEL_ROOM),
  hover: outlineShape(boxes.hover, HOVER_LABEL_ROOM),
});

const sameShape = (a: Shape, b: Shape) => a.selection === b.selection && a.hover === b.hover;

/** Writes a box to its outline's node (none while the outline is not rendered). */
function place(node: HTMLElement | null, rect: Rect | null): void {
  if (!node || !rect) return;
  node.style.transform = `translate(${rect.left}px, ${rect.top}px)`;
  node.style.width = `${rect.width}px`;
  node.style.height = `${rect.height}px`;
}

/** Memoised: an outline that follows its element as it grows (typing) re-renders alone. */
const SelectionLabel = memo(function SelectionLabel({
  elementId,
  label,
  below,
}: {
  elementId: string;
  label: string;
  below: boolean;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef } = useDraggable({
    id: 'canvas-selection',
    data: { kind: 'move', elementId },
  });
  return (
    <div className={below ? 'canvas-label canvas-label-inside' : 'canvas-label'}>
      <button
        ref={setNodeRef}
        type="button"
        className="canvas-drag"
        data-testid="selection-drag"
        {...attributes}
        {...listeners}
        aria-label={t('canvas.drag', { name: label })}
        title={t('canvas.drag', { name: label })}
      >
        <GripVertical size={12} aria-hidden="true" />
      </button>
      <span data-testid="selection-label">{label}</span>
    </div>
  );
});
