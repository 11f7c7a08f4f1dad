import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Command } from '../store/commands/index.ts';
import { testStore } from '../store/testing.ts';
import type { CanvasBridge } from './bridge.ts';
import { inlineEditable, installFrameEvents } from './frame-events.ts';
import { createLiveSource } from './live-source.ts';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.body.innerHTML = '';
});

/** The fixture page's hero as the runtime renders it, with the frame's listeners installed. */
function setup() {
  document.body.innerHTML =
    '<section data-section="hero"><div class="e-box"><h1 class="e-title">Hello</h1>' +
    '<a class="e-cta" href="/faq"><span>Go</span></a></div></section>';
  const store = testStore();
  const live = createLiveSource('home');
  live.sync(store.getState().doc);
  const dispatched: Command[] = [];
  const bridge: CanvasBridge = {
    store,
    dispatch: (command) => {
      dispatched.push(command);
      return store.dispatch(command);
    },
    rendered: () => {},
    editing: vi.fn(),
    contextMenu: vi.fn(),
    onSaved: () => () => {},
    problems: () => {},
  };
  const parent = new EventTarget() as unknown as Window;
  Object.assign(parent, { KeyboardEvent, document: { activeElement: null, body: null } });
  const keys: KeyboardEvent[] = [];
  (parent as unknown as EventTarget).addEventListener('keydown', (e) => {
    keys.push(e as KeyboardEvent);
    e.preventDefault();
  });
  stop = installFrameEvents(window, bridge, () => ({ live }), parent);
  const node = (selector: string) => document.querySelector<HTMLElement>(selector)!;
  return { store, bridge, dispatched, keys, node };
}

const mouse = (type: string) => new MouseEvent(type, { bubbles: true, cancelable: true });

describe('the canvas frame events', () => {
  it('selects the nearest element on click, and the components never see it', () => {
    const { store, node } = setup();
    const seen = vi.fn();
    node('.e-cta').addEventListener('click', seen);
    const click = mouse('click');
    node('.e-cta span').dispatchEvent(click);
    expect(store.getState().ui.selection).toBe('cta');
    expect(seen).not.toHaveBeenCalled();
    expect(click.defaultPrevented).toBe(true);
    node('section').dispatchEvent(mouse('click'));
    expect(store.getState().ui.selection).toBeNull();
  });

  it('opens the element menu on a right click, the element under it selected', () => {
    const { store, node, bridge } = setup();
    const seen = vi.fn();
    node('.e-cta').addEventListener('contextmenu', seen);
    const menu = new MouseEvent('contextmenu', {
      bubbles: true,
      cancelable: true,
      clientX: 40,
      clientY: 12,
    });
    node('.e-cta span').dispatchEvent(menu);
    expect(store.getState().ui.selection).toBe('cta');
    expect(menu.defaultPrevented).toBe(true);
    expect(seen).not.toHaveBeenCalled();
    // No frame element around the test window: the frame's own coordinates.
    expect(bridge.contextMenu).toHaveBeenCalledWith({ x: 40, y: 12 });
  });

  it('sets the hover from the pointer', () => {
    const { store, node } = setup();
    node('.e-title').dispatchEvent(mouse('mousemove'));
    expect(store.getState().ui.hover).toBe('title');
  });

  it('forwards key presses to the editor window', () => {
    const { keys } = setup();
    const press = new KeyboardEvent('keydown', {
      key: 'z',
      ctrlKey: true,
      bubbles: true,
      cancelable: true,
    });
    document.body.dispatchEvent(press);
    expect(keys.map((k) => [k.key, k.ctrlKey])).toEqual([['z', true]]);
    expect(press.defaultPrevented).toBe(true);
  });

  it('edits a text in place: Enter commits with set-property in the content language', () => {
    const { node, dispatched, keys, bridge } = setup();
    node('.e-title').dispatchEvent(mouse('dblclick'));
    expect(node('.e-title').getAttribute('contenteditable')).toBeTruthy();
    expect(bridge.editing).toHaveBeenCalledWith('title');
    const textNode = node('.e-title').firstChild as Text;
    textNode.data = 'Hello there';
    node('.e-title').dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
    );
    expect(keys).toEqual([]);
    expect(node('.e-title').hasAttribute('contenteditable')).toBe(false);
    expect(dispatched).toEqual([
      {
        type: 'set-property',
        payload: {
          pageId: 'home',
          elementId: 'title',
          section: 'settings',
          name: 'text',
          value: 'Hello there',
          lang: 'en',
        },
      },
    ]);
    // React's own text node is back, holding what React rendered, for React to update.
    expect(node('.e-title').firstChild).toBe(textNode);
    expect(textNode.data).toBe('Hello');
  });

  it('cancels an edit with Escape', () => {
    const { node, dispatched } = setup();
    node('.e-title').dispatchEvent(mouse('dblclick'));
    (node('.e-title').firstChild as Text).data = 'Nope';
    node('.e-title').dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
    );
    expect(dispatched).toEqual([]);
    expect(node('.e-title').textContent).toBe('Hello');
  });

  it('edits only plain text settings in place', () => {
    expect(inlineEditable({ type: 'text', props: { text: 'a' } })).toBe(true);
    expect(inlineEditable({ type: 'button', props: {} })).toBe(true);
    expect(inlineEditable({ type: 'text', props: { text: { $formula: 'x' } } })).toBe(false);
    expect(inlineEditable({ type: 'flexbox' })).toBe(false);
    expect(inlineEditable(undefined)).toBe(false);
  });
});
