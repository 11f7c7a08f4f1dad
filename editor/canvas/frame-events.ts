/**
 * The author's pointer and keyboard inside the canvas frame. Every listener sits on the frame's
 * window in the capture phase, ahead of React's: clicks select the nearest element (its
 * `e-{id}` class) and never reach the components (no navigation, no workflows, no focus);
 * hovering sets `ui.hover`; a double click on a text-like element edits its text in place;
 * other key presses are forwarded to the editor's window, where the shortcuts live.
 */
import { catalogueEntry } from '@catalogue/registry.ts';
import { isFormulaValue } from '@shared/schema/constants.ts';
import type { CanvasBridge } from './bridge.ts';
import { elementIdOf } from './drop-target.ts';
import { frameScale, frameToWindow } from './scale.ts';
import type { CanvasSession } from './session.ts';

/** The property edited in place, when the component has it as plain text. */
export const INLINE_PROPERTY = 'text';

/** Whether an element's text can be edited in place: a text setting that is not a formula. */
export function inlineEditable(
  element: { type: string; props?: Record<string, unknown> } | undefined,
): boolean {
  if (!element) return false;
  const property = catalogueEntry(element.type)?.definition.properties[INLINE_PROPERTY];
  if (!property || property.section !== 'settings') return false;
  if (property.type !== 'text' && property.type !== 'longText') return false;
  return !isFormulaValue(element.props?.[INLINE_PROPERTY]);
}

/** A key press copied for another window (the editor's shortcuts listen there). */
export function forwardKey(event: KeyboardEvent, to: Window): boolean {
  const Keyboard = (to as Window & typeof globalThis).KeyboardEvent;
  const copy = new Keyboard('keydown', {
    key: event.key,
    code: event.code,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    shiftKey: event.shiftKey,
    altKey: event.altKey,
    bubbles: true,
    cancelable: true,
  });
  to.dispatchEvent(copy);
  return copy.defaultPrevented;
}

interface Editing {
  id: string;
  node: HTMLElement;
  /** The nodes React made, put back before React renders the committed text. */
  saved: ChildNode[];
  texts: Array<string | null>;
  original: string;
}

/** Installs the listeners; returns their removal. */
export function installFrameEvents(
  win: Window,
  bridge: CanvasBridge,
  session: () => Pick<CanvasSession, 'live'> | null,
  /** Where key presses go and whose focused field lets go: the editor's window. */
  parent: Window = win.parent,
): () => void {
  const realm = win as Window & typeof globalThis;
  const doc = win.document;
  const { store } = bridge;
  let editing: Editing | null = null;
  const known = () => session()?.live.elements ?? {};
  const idAt = (target: EventTarget | null) =>
    elementIdOf(target instanceof realm.Element ? target : null, known());
  const inEditing = (target: EventTarget | null) =>
    editing !== null && target instanceof realm.Node && editing.node.contains(target);

  const stopEditing = (commit: boolean) => {
    const current = editing;
    if (!current) return;
    editing = null;
    const text = current.node.textContent ?? '';
    current.node.removeAttribute('contenteditable');
    delete current.node.dataset.canvasEditing;
    current.node.removeEventListener('blur', onBlur);
    // Back to React's own nodes, so its next render updates the text it knows.
    current.node.replaceChildren(...current.saved);
    current.saved.forEach((node, i) => {
      const original = current.texts[i];
      if (original !== null && original !== undefined) (node as Text).data = original;
    });
    win.getSelection()?.removeAllRanges();
    bridge.editing(null);
    const pageId = store.getState().ui.pageId;
    if (!commit || text === current.original || !pageId) return;
    bridge.dispatch({
      type: 'set-property',
      payload: {
        pageId,
        elementId: current.id,
        section: 'settings',
        name: INLINE_PROPERTY,
        value: text,
        lang: store.getState().ui.lang,
      },
    });
    store.mark();
  };
  const onBlur = () => stopEditing(true);

  const startEditing = (id: string) => {
    const element = session()?.live.elements[id];
    if (!inlineEditable(element)) return;
    const node = doc.querySelector<HTMLElement>(`.e-${id}`);
    if (!node) return;
    const saved = [...node.childNodes];
    editing = {
      id,
      node,
      saved,
      texts: saved.map((n) => (n.nodeType === 3 ? (n as Text).data : null)),
      original: node.textContent ?? '',
    };
    node.setAttribute('contenteditable', 'plaintext-only');
    if (node.contentEditable !== 'plaintext-only') node.setAttribute('contenteditable', 'true');
    node.dataset.canvasEditing = 'true';
    node.focus({ preventScroll: true });
    const range = doc.createRange();
    range.selectNodeContents(node);
    const selection = win.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    node.addEventListener('blur', onBlur);
    bridge.editing(id);
  };

  /** Events the components never see, unless they happen inside the text being edited. */
  const block = (event: Event) => {
    if (inEditing(event.target)) return;
    event.stopPropagation();
  };
  const onMouseDown = (event: MouseEvent) => {
    if (inEditing(event.target)) return;
    event.stopPropagation();
    // No focus, no text selection in the page; the editor's focused field lets go (and commits).
    event.preventDefault();
    if (editing) stopEditing(true);
    const active = parent.document.activeElement as HTMLElement | null;
    if (active && active !== parent.document.body) active.blur?.();
    doc.body.focus({ preventScroll: true });
  };
  const onClick = (event: MouseEvent) => {
    if (inEditing(event.target)) return;
    event.stopPropagation();
    event.preventDefault();
    if (event.button !== 0) return;
    store.setUi({ selection: idAt(event.target) });
  };
  // Chromium sends no click (nor mousedown/mouseup) to a disabled button or input, but it does
  // send pointer events: selecting on pointerup lets the author pick a disabled control too.
  const onPointerUp = (event: PointerEvent) => {
    if (inEditing(event.target)) return;
    event.stopPropagation();
    if (event.button !== 0 || event.pointerType === 'touch') return;
    store.setUi({ selection: idAt(event.target) });
  };
  const onDoubleClick = (event: MouseEvent) => {
    if (inEditing(event.target)) return;
    event.stopPropagation();
    event.preventDefault();
    const id = idAt(event.target);
    if (!id) return;
    store.setUi({ selection: id });
    startEditing(id);
  };
  // A right click selects what is under it and opens the editor's element menu there (the
  // browser's own menu stays for the text being edited in place).
  const onContextMenu = (event: MouseEvent) => {
    if (inEditing(event.target)) return;
    event.stopPropagation();
    event.preventDefault();
    if (editing) stopEditing(true);
    store.setUi({ selection: idAt(event.target) });
    const frame = win.frameElement;
    const box = frame?.getBoundingClientRect();
    const at = { x: event.clientX, y: event.clientY };
    bridge.contextMenu(frame && box ? frameToWindow(at, box, frameScale(frame, box)) : at);
  };
  const onMove = (event: MouseEvent) => {
    store.setUi({ hover: idAt(event.target) });
  };
  const onLeave = (event: MouseEvent) => {
    if (event.relatedTarget === null) store.setUi({ hover: null });
  };
  const onKey = (event: KeyboardEvent) => {
    if (editing) {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        stopEditing(false);
      } else if (event.key === 'Enter' && !event.shiftKey) {
        event.preventDefault();
        event.stopPropagation();
        stopEditing(true);
      }
      return;
    }
    event.stopPropagation();
    if (parent !== win && forwardKey(event, parent)) event.preventDefault();
  };
  const onSubmit = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
  };

  const listeners: Array<[string, (event: never) => void]> = [
    ['mousedown', onMouseDown],
    ['click', onClick],
    ['dblclick', onDoubleClick],
    ['mousemove', onMove],
    ['mouseout', onLeave],
    ['keydown', onKey],
    ['submit', onSubmit],
    ['auxclick', block],
    ['contextmenu', onContextMenu],
    ['mouseup', block],
    ['pointerdown', block],
    ['pointerup', onPointerUp],
    ['touchstart', block],
    ['touchend', block],
  ];
  for (const [name, listener] of listeners)
    win.addEventListener(name, listener as EventListener, true);
  doc.body.tabIndex = -1;
  return () => {
    stopEditing(false);
    for (const [name, listener] of listeners)
      win.removeEventListener(name, listener as EventListener, true);
  };
}
