import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComponentActionHandler } from '../component.ts';
import { coerceProp, defaultProps } from '../props.ts';
import { sharedChecks } from '../testing/shared-checks.tsx';
import { dropdownDefinition, type DropdownProps } from './definition.ts';
import { Dropdown, HOVER_CLOSE_DELAY } from './Dropdown.tsx';
import { dropdownSeeds } from './seeds.ts';

sharedChecks(dropdownDefinition, Dropdown, {
  seeds: dropdownSeeds,
  defaultText: { en: 'Open menu', fr: 'Ouvrir le menu' },
  // The trigger is a button-like control and the panel holds links or buttons: no link around.
  link: false,
});

const base = defaultProps<DropdownProps>(dropdownDefinition, 'en');

function show(props: Partial<DropdownProps> = {}) {
  const emit = vi.fn();
  const publish = vi.fn();
  let actions: Readonly<Record<string, ComponentActionHandler>> = {};
  const view = render(
    <Dropdown
      props={{ ...base, ...props }}
      className="b-d"
      emit={emit}
      publish={publish}
      registerActions={(handlers) => {
        actions = handlers;
        return () => undefined;
      }}
      slots={{
        trigger: <span>Account</span>,
        dropdown: (
          <nav>
            <a href="#profile">Profile</a>
            <a href="#orders">Orders</a>
          </nav>
        ),
      }}
    />,
  );
  const root = view.container.firstElementChild as HTMLElement;
  const trigger = root.querySelector<HTMLElement>('.b-dropdown-trigger')!;
  const panel = () => root.querySelector<HTMLElement>('.b-dropdown-panel');
  return { ...view, root, trigger, panel, emit, publish, actions: () => actions };
}

/**
 * happy-dom has no layout: a 1024×768 viewport (so flip and shift stay put), a 200×40 trigger
 * at (100, 0) and a 100×50 panel.
 */
function layout() {
  vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1024);
  vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(768);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('b-dropdown-trigger')
      ? DOMRect.fromRect({ x: 100, y: 0, width: 200, height: 40 })
      : DOMRect.fromRect({ x: 0, y: 0, width: 100, height: 50 });
  });
}

/** Lets Floating UI's asynchronous positioning land inside act(). */
const settle = () => act(async () => undefined);

describe('Dropdown', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('renders a closed, focusable button-like trigger with its slot and the class on the root', () => {
    const { root, trigger, panel } = show();
    expect(root.className).toBe('b-d b-dropdown-root');
    expect(trigger.textContent).toBe('Account');
    expect(trigger.tabIndex).toBe(0);
    expect(trigger.getAttribute('aria-haspopup')).toBe('true');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(panel()).toBeNull();
  });

  it('click: a click opens and a second click closes, raising open and close', async () => {
    const { trigger, panel, emit, publish } = show();
    fireEvent.click(trigger);
    await settle();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(panel()?.id);
    expect(panel()?.textContent).toBe('ProfileOrders');
    expect(emit).toHaveBeenLastCalledWith('open');
    expect(publish).toHaveBeenLastCalledWith({ isOpen: true });
    fireEvent.click(trigger);
    expect(panel()).toBeNull();
    expect(emit).toHaveBeenLastCalledWith('close');
    expect(publish).toHaveBeenLastCalledWith({ isOpen: false });
    // A right click does nothing in click mode.
    fireEvent.contextMenu(trigger);
    expect(panel()).toBeNull();
  });

  it('hover: mouseenter opens, mouseleave closes after a short delay that re-entering cancels', async () => {
    vi.useFakeTimers();
    const { root, trigger, panel, emit } = show({ triggerType: 'hover' });
    fireEvent.mouseEnter(root);
    await settle();
    expect(panel()).not.toBeNull();
    fireEvent.mouseLeave(root);
    act(() => vi.advanceTimersByTime(HOVER_CLOSE_DELAY - 10));
    fireEvent.mouseEnter(root);
    act(() => vi.advanceTimersByTime(HOVER_CLOSE_DELAY * 2));
    expect(panel()).not.toBeNull();
    fireEvent.mouseLeave(root);
    act(() => vi.advanceTimersByTime(HOVER_CLOSE_DELAY));
    expect(panel()).toBeNull();
    expect(emit.mock.calls).toEqual([['open'], ['close']]);
    // A tap (no hover on a touch screen) opens it, and a second one does not close it.
    fireEvent.click(trigger);
    fireEvent.click(trigger);
    await settle();
    expect(panel()).not.toBeNull();
  });

  it('right-click: the context menu opens it (the browser menu is prevented), a click does not', async () => {
    const { trigger, panel } = show({ triggerType: 'right-click' });
    fireEvent.click(trigger);
    expect(panel()).toBeNull();
    const notPrevented = fireEvent.contextMenu(trigger);
    await settle();
    expect(notPrevented).toBe(false);
    expect(panel()).not.toBeNull();
  });

  it('disabled: no click, hover, key or action opens it, and the trigger leaves the tab order', () => {
    const { root, trigger, panel, actions, emit } = show({ disabled: true });
    expect(trigger.getAttribute('aria-disabled')).toBe('true');
    expect(trigger.tabIndex).toBe(-1);
    fireEvent.click(trigger);
    fireEvent.mouseEnter(root);
    fireEvent.keyDown(trigger, { key: 'Enter' });
    act(() => void actions().open?.({}));
    expect(panel()).toBeNull();
    expect(emit).not.toHaveBeenCalled();
  });

  it('closes when it becomes disabled while open', async () => {
    const { trigger, panel, rerender } = show();
    fireEvent.click(trigger);
    await settle();
    rerender(<Dropdown props={{ ...base, disabled: true }} className="b-d" />);
    expect(panel()).toBeNull();
    rerender(<Dropdown props={base} className="b-d" />);
    expect(panel()).toBeNull();
  });

  it('keyboard: Enter and Space toggle it, ArrowDown opens it and focuses the first item', async () => {
    const { trigger, panel, getByText } = show();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    await settle();
    expect(panel()).not.toBeNull();
    fireEvent.keyDown(trigger, { key: ' ' });
    expect(panel()).toBeNull();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    await settle();
    expect(panel()).not.toBeNull();
    expect(document.activeElement).toBe(getByText('Profile'));
  });

  it('Escape closes it and gives the focus back to the trigger', async () => {
    const { trigger, panel, getByText, emit } = show();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    await settle();
    expect(document.activeElement).toBe(getByText('Profile'));
    fireEvent.keyDown(getByText('Profile'), { key: 'Escape' });
    expect(panel()).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(emit).toHaveBeenLastCalledWith('close');
  });

  it('a click outside closes it; a click inside does not', async () => {
    const { trigger, panel, getByText } = show();
    fireEvent.click(trigger);
    await settle();
    fireEvent.pointerDown(getByText('Orders'));
    expect(panel()).not.toBeNull();
    fireEvent.pointerDown(document.body);
    expect(panel()).toBeNull();
  });

  it('tabbing out of it closes it', async () => {
    const outside = document.body.appendChild(document.createElement('button'));
    const { trigger, panel } = show();
    fireEvent.click(trigger);
    await settle();
    fireEvent.blur(trigger, { relatedTarget: outside });
    expect(panel()).toBeNull();
    outside.remove();
  });

  it('runs the open, close and toggle actions', async () => {
    const { panel, actions } = show();
    act(() => void actions().open?.({}));
    await settle();
    expect(panel()).not.toBeNull();
    act(() => void actions().toggle?.({}));
    expect(panel()).toBeNull();
    act(() => void actions().toggle?.({}));
    await settle();
    expect(panel()).not.toBeNull();
    act(() => void actions().close?.({}));
    expect(panel()).toBeNull();
  });

  it('places the panel with its offsets: px as they are, % of the trigger size', async () => {
    layout();
    const { trigger, panel, actions } = show({ offsetX: '50%', offsetY: '12px' });
    act(() => void actions().open?.({}));
    // Below the trigger (40px) plus 12px; shifted right by half the trigger's 200px.
    await waitFor(() => expect(panel()?.style.top).toBe('52px'));
    expect(panel()?.style.left).toBe('200px');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });

  it('bound offsets that are not a text in px or % fall back to the default, with a warning', () => {
    const { offsetX } = dropdownDefinition.properties;
    for (const bad of ['12em', true, { x: 1 }, '']) {
      const warn = vi.fn();
      expect(coerceProp(offsetX, bad, ['en'], warn), JSON.stringify(bad)).toBeNull();
      if (bad !== '') expect(warn, JSON.stringify(bad)).toHaveBeenCalledOnce();
    }
    expect(coerceProp(offsetX, '2000px', ['en'])).toBe('1000px');
    expect(coerceProp(offsetX, '150%', ['en'])).toBe('100%');
  });

  it('a text the coercion lets through (not a length) counts as 0, with one warning', async () => {
    layout();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { actions, panel, rerender } = show({ offsetX: 'calc(2px)', maxHeight: 'tall' });
    act(() => void actions().open?.({}));
    await settle();
    await waitFor(() => expect(panel()?.style.left).toBe('100px'));
    expect(panel()?.style.maxHeight).toBe('');
    rerender(
      <Dropdown props={{ ...base, offsetX: 'calc(2px)', maxHeight: 'tall' }} className="b-d" />,
    );
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      '[baobab] dropdown: offset "calc(2px)" is not a length in px or %; using 0',
      '[baobab] dropdown: max height "tall" is not in px; none is used',
    ]);
  });

  it('clamps the z-index to 0–100 (coercion and render) and applies the max height', async () => {
    const warn = vi.fn();
    expect(coerceProp(dropdownDefinition.properties.dropdownZIndex, 500, ['en'], warn)).toBe(100);
    expect(coerceProp(dropdownDefinition.properties.dropdownZIndex, -3, ['en'], warn)).toBe(0);
    expect(warn).toHaveBeenCalledTimes(2);
    const { actions, panel } = show({ dropdownZIndex: 500, maxHeight: '240px' });
    act(() => void actions().open?.({}));
    await settle();
    expect(panel()?.style.zIndex).toBe('100');
    expect(panel()?.style.maxHeight).toBe('240px');
    cleanup();
    const odd = show({ dropdownZIndex: Number.NaN });
    act(() => void odd.actions().open?.({}));
    await settle();
    expect(odd.panel()?.style.zIndex).toBe('10');
  });

  it('animates the panel only when animated is on', async () => {
    const on = show();
    act(() => void on.actions().open?.({}));
    await settle();
    expect(on.panel()?.classList.contains('b-dropdown-panel--animated')).toBe(true);
    cleanup();
    const off = show({ animated: false });
    act(() => void off.actions().open?.({}));
    await settle();
    expect(off.panel()?.classList.contains('b-dropdown-panel--animated')).toBe(false);
  });
});
