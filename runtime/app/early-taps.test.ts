// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForEarlyTaps, MAX_EARLY_TAPS } from './early-taps.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A trusted-looking click: happy-dom's `isTrusted` is false for synthetic events. */
function tap(element: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'isTrusted', { value: true });
  element.dispatchEvent(event);
  return event;
}

function page(html: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${html}</div><button id="outside">Out</button>`;
  return document.getElementById('root')!;
}

describe('taps before hydration', () => {
  it('clicks each tapped button again on replay, once, in the order of their last taps', () => {
    const root = page('<button id="menu">Menu</button><span role="button" id="add">Add</span>');
    const taps = listenForEarlyTaps(root);
    const menu = document.getElementById('menu')!;
    const add = document.getElementById('add')!;
    tap(menu);
    tap(add);
    tap(menu);
    const clicked: string[] = [];
    for (const element of [menu, add])
      element.addEventListener('click', () => clicked.push(element.id));
    taps.replay();
    expect(clicked).toEqual(['add', 'menu']);
    // Listening stopped: later taps are the app's.
    tap(menu);
    taps.replay();
    expect(clicked).toEqual(['add', 'menu', 'menu']);
  });

  it("holds back a button's default action (a submit button would post its form)", () => {
    const root = page('<form><button id="send">Send</button></form>');
    listenForEarlyTaps(root);
    expect(tap(document.getElementById('send')!).defaultPrevented).toBe(true);
  });

  it('leaves links, fields, disabled buttons, untrusted clicks and the rest of the document alone', () => {
    const root = page(
      '<a href="/cart" role="button" id="link"><span id="inner">Cart</span></a>' +
        '<input id="field"><button id="off" disabled>Off</button>' +
        '<button id="aria" aria-disabled="true">Off</button><button id="plain">Ok</button>',
    );
    const taps = listenForEarlyTaps(root);
    for (const id of ['link', 'inner', 'field', 'off', 'aria', 'outside'])
      expect(tap(document.getElementById(id)!).defaultPrevented).toBe(false);
    const plain = document.getElementById('plain')!;
    plain.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const clicks = vi.fn();
    for (const id of ['link', 'off', 'aria', 'outside', 'plain'])
      document.getElementById(id)!.addEventListener('click', clicks);
    taps.replay();
    expect(clicks).not.toHaveBeenCalled();
  });

  it('skips a button no longer in the page, keeps the last taps only, and forgets them on stop', () => {
    const root = page(
      Array.from({ length: MAX_EARLY_TAPS + 2 }, (_, i) => `<button id="b${i}">${i}</button>`).join(
        '',
      ),
    );
    const taps = listenForEarlyTaps(root);
    const buttons = [...root.querySelectorAll('button')];
    for (const button of buttons) tap(button);
    const clicked: string[] = [];
    for (const button of buttons) button.addEventListener('click', () => clicked.push(button.id));
    buttons.at(-1)!.remove();
    taps.replay();
    expect(clicked).toEqual(buttons.slice(2, -1).map((b) => b.id));

    const again = listenForEarlyTaps(root);
    tap(buttons[0]!);
    again.stop();
    clicked.length = 0;
    again.replay();
    expect(clicked).toEqual([]);
  });
});
