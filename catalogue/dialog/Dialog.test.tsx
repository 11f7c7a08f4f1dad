import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueComponentProps, ComponentActionHandler } from '../component.ts';
import { defaultProps } from '../props.ts';
import { sharedChecks } from '../testing/shared-checks.tsx';
import { dialogDefinition, type DialogProps } from './definition.ts';
import { Dialog } from './Dialog.tsx';
import { dialogSeeds } from './seeds.ts';

sharedChecks(dialogDefinition, Dialog, {
  seeds: dialogSeeds,
  defaultText: { en: 'Open', fr: 'Ouvrir' },
  link: false,
});

type Props = CatalogueComponentProps<DialogProps>;
const base = defaultProps<DialogProps>(dialogDefinition, 'en');

const slots = {
  trigger: (
    <button type="button" data-testid="trigger">
      See the offer
    </button>
  ),
  content: (
    <div>
      <p>Free delivery this week.</p>
      <button type="button" data-testid="accept">
        Accept
      </button>
      <button type="button" data-testid="decline">
        Decline
      </button>
    </div>
  ),
  overlay: <span data-testid="overlay-child" />,
};

function show(settings: Partial<DialogProps> = {}, extra: Partial<Props> = {}) {
  const props = { ...base, ...settings };
  const view = render(
    <>
      <button type="button" data-testid="outside">
        Elsewhere
      </button>
      <Dialog props={props} className="b-d" lang="en" slots={slots} {...extra} />
    </>,
  );
  return {
    ...view,
    rerenderWith: (more: Partial<DialogProps>) =>
      view.rerender(
        <>
          <button type="button" data-testid="outside">
            Elsewhere
          </button>
          <Dialog
            props={{ ...props, ...more }}
            className="b-d"
            lang="en"
            slots={slots}
            {...extra}
          />
        </>,
      ),
  };
}

const byTestId = (id: string) => document.body.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
const dialog = () => document.body.querySelector<HTMLElement>('[role="dialog"]');
const layer = () => document.body.querySelector<HTMLElement>('.b-dialog-layer');
const openByTrigger = () => fireEvent.click(byTestId('trigger'));
/** Outside-press listeners start on the next tick (so the opening press does not count). */
const nextTick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** Renders with a runtime that records actions, events and published state. */
function showWithRuntime(settings: Partial<DialogProps> = {}) {
  let actions: Readonly<Record<string, ComponentActionHandler>> = {};
  const emit = vi.fn();
  const publish = vi.fn();
  const registerActions = vi.fn((handlers: Readonly<Record<string, ComponentActionHandler>>) => {
    actions = handlers;
    return () => undefined;
  });
  show(settings, { emit, publish, registerActions });
  const call = (name: string) => act(() => void actions[name]!({}));
  return { call, emit, publish };
}

describe('Dialog: opening and closing', () => {
  afterEach(cleanup);

  it('opens by the trigger into a portal on the body, and says so on the trigger', () => {
    const { container } = show({ animation: 'none' });
    expect(dialog()).toBeNull();
    expect(byTestId('trigger').getAttribute('aria-expanded')).toBe('false');
    openByTrigger();
    expect(dialog()).not.toBeNull();
    expect(container.contains(dialog())).toBe(false);
    expect(dialog()?.textContent).toContain('Free delivery');
    expect(byTestId('trigger').getAttribute('aria-expanded')).toBe('true');
    expect(byTestId('trigger').getAttribute('aria-controls')).toBe(dialog()?.id);
    expect(byTestId('trigger').getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('does not open by the trigger when triggerClickOpens is off, nor show it when trigger is off', () => {
    show({ triggerClickOpens: false });
    openByTrigger();
    expect(dialog()).toBeNull();
    cleanup();
    show({ trigger: false });
    expect(document.body.querySelector('[data-testid="trigger"]')).toBeNull();
  });

  it('opens, closes and toggles through the actions, emitting open/close and publishing isOpen', () => {
    const { call, emit, publish } = showWithRuntime({ animation: 'none' });
    expect(publish).toHaveBeenLastCalledWith({ isOpen: false });
    call('open');
    expect(dialog()).not.toBeNull();
    expect(emit).toHaveBeenLastCalledWith('open');
    expect(publish).toHaveBeenLastCalledWith({ isOpen: true });
    call('open');
    expect(emit).toHaveBeenCalledTimes(1);
    call('close');
    expect(dialog()).toBeNull();
    expect(emit).toHaveBeenLastCalledWith('close');
    expect(publish).toHaveBeenLastCalledWith({ isOpen: false });
    call('toggle');
    expect(dialog()).not.toBeNull();
    call('toggle');
    expect(dialog()).toBeNull();
    expect(emit.mock.calls.map(([event]) => event)).toEqual(['open', 'close', 'open', 'close']);
  });

  it('keeps the content for the exit animation, with duration and easing as custom properties', () => {
    vi.useFakeTimers();
    try {
      const { call } = showWithRuntime({
        animation: 'zoom',
        animationDuration: 500,
        animationEasing: 'ease-out',
      });
      call('open');
      expect(layer()?.style.getPropertyValue('--b-dialog-duration')).toBe('500ms');
      expect(layer()?.style.getPropertyValue('--b-dialog-easing')).toBe('ease-out');
      expect(layer()?.classList.contains('b-dialog-layer--animation-zoom')).toBe(true);
      call('close');
      expect(layer()?.dataset.state).toBe('closing');
      act(() => vi.advanceTimersByTime(499));
      expect(dialog()).not.toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(dialog()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts open with initialOpen, and follows the setting when it changes', () => {
    const { rerenderWith } = show({ initialOpen: true, animation: 'none' });
    expect(dialog()).not.toBeNull();
    rerenderWith({ initialOpen: false, animation: 'none' });
    expect(dialog()).toBeNull();
  });

  it('does not open by the trigger when disabled (workflow actions still open it)', () => {
    const { call } = showWithRuntime({ disabled: true, animation: 'none' });
    openByTrigger();
    expect(dialog()).toBeNull();
    expect(byTestId('trigger').getAttribute('aria-disabled')).toBe('true');
    call('open');
    expect(dialog()).not.toBeNull();
    cleanup();
    render(<Dialog props={{ ...base, disabled: true }} className="b-d" lang="fr" />);
    const builtIn = document.body.querySelector('button');
    expect(builtIn?.textContent).toBe('Ouvrir');
    expect(builtIn?.disabled).toBe(true);
  });

  it('makes a trigger slot without a control of its own a keyboard button', () => {
    render(
      <Dialog
        props={{ ...base, animation: 'none' }}
        className="b-d"
        slots={{ trigger: <span>Details</span>, content: <p>More</p> }}
      />,
    );
    const wrapper = document.body.querySelector<HTMLElement>('.b-dialog-trigger')!;
    expect(wrapper.getAttribute('role')).toBe('button');
    expect(wrapper.tabIndex).toBe(0);
    fireEvent.keyDown(wrapper, { key: 'Enter' });
    expect(dialog()).not.toBeNull();
    expect(wrapper.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('Dialog: Esc', () => {
  afterEach(cleanup);

  it('stays open on Esc when escClose is off', () => {
    show({ animation: 'none' });
    openByTrigger();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(dialog()).not.toBeNull();
  });

  it('closes on Esc when escClose is on', () => {
    show({ animation: 'none', escClose: true });
    openByTrigger();
    fireEvent.keyDown(dialog()!, { key: 'Escape' });
    expect(dialog()).toBeNull();
  });
});

describe('Dialog: overlay and outside clicks', () => {
  afterEach(cleanup);
  const overlay = () => document.body.querySelector<HTMLElement>('.b-dialog-overlay');

  it('closes on an overlay click when overlayClickCloses is on, with the overlay slot inside', () => {
    show({ animation: 'none' });
    openByTrigger();
    expect(overlay()?.contains(byTestId('overlay-child'))).toBe(true);
    fireEvent.click(dialog()!);
    expect(dialog()).not.toBeNull();
    fireEvent.click(overlay()!);
    expect(dialog()).toBeNull();
  });

  it('stays open on an overlay click when overlayClickCloses is off', () => {
    show({ animation: 'none', overlayClickCloses: false });
    openByTrigger();
    fireEvent.click(overlay()!);
    expect(dialog()).not.toBeNull();
  });

  it('without an overlay, closes on a press outside only when clickOutsideCloses is on', async () => {
    show({ animation: 'none', overlay: false, clickOutsideCloses: true });
    openByTrigger();
    expect(overlay()).toBeNull();
    await nextTick();
    fireEvent.pointerDown(byTestId('accept'));
    expect(dialog()).not.toBeNull();
    fireEvent.pointerDown(document.body.querySelector('.b-dialog-blocker')!);
    expect(dialog()).toBeNull();
    cleanup();

    show({ animation: 'none', overlay: false, clickOutsideCloses: false });
    openByTrigger();
    await nextTick();
    fireEvent.pointerDown(document.body);
    expect(dialog()).not.toBeNull();
  });

  it('a non-blocking layer (type none) lets the page be used and closes on an outside press', async () => {
    show({ animation: 'none', type: 'none', clickOutsideCloses: true });
    openByTrigger();
    expect(overlay()).toBeNull();
    expect(document.body.querySelector('.b-dialog-blocker')).toBeNull();
    expect(dialog()?.hasAttribute('aria-modal')).toBe(false);
    await nextTick();
    fireEvent.pointerDown(byTestId('outside'));
    expect(dialog()).toBeNull();
  });
});

describe('Dialog: focus', () => {
  afterEach(cleanup);

  it('traps focus in a modal dialog and gives it back to the trigger on closing', async () => {
    show({ animation: 'none', escClose: true });
    // Clicking does not focus in happy-dom: focus starts on the body, and still ends on the trigger.
    openByTrigger();
    expect(dialog()?.getAttribute('aria-modal')).toBe('true');
    expect(dialog()?.getAttribute('aria-label')).toBe('Dialog');
    await waitFor(() => expect(document.activeElement).toBe(byTestId('accept')));
    // Tab from the last control wraps to the first, Shift+Tab from the first to the last.
    byTestId('decline').focus();
    fireEvent.keyDown(byTestId('decline'), { key: 'Tab' });
    expect(document.activeElement).toBe(byTestId('accept'));
    fireEvent.keyDown(byTestId('accept'), { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(byTestId('decline'));
    // Focus that escapes (a click or script elsewhere) is brought back.
    byTestId('outside').focus();
    await waitFor(() => expect(dialog()?.contains(document.activeElement)).toBe(true));

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(dialog()).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(byTestId('trigger')));
  });

  it('does not trap focus when preventInteractionsOutside is off', async () => {
    show({ animation: 'none', preventInteractionsOutside: false });
    openByTrigger();
    expect(dialog()?.hasAttribute('aria-modal')).toBe(false);
    expect(document.activeElement).toBe(dialog());
    byTestId('outside').focus();
    await nextTick();
    expect(document.activeElement).toBe(byTestId('outside'));
  });
});

describe('Dialog: page scroll', () => {
  afterEach(cleanup);

  it('locks the body scroll while open and unlocks it on closing', () => {
    const { call } = showWithRuntime({ animation: 'none' });
    document.body.style.overflow = 'scroll';
    call('open');
    expect(document.body.style.overflow).toBe('hidden');
    call('close');
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('leaves the scroll alone when preventScroll is off', () => {
    const { call } = showWithRuntime({ animation: 'none', preventScroll: false });
    call('open');
    expect(document.body.style.overflow).toBe('');
  });

  it('unlocks when an open dialog is removed from the page', () => {
    show({ initialOpen: true });
    expect(document.body.style.overflow).toBe('hidden');
    cleanup();
    expect(document.body.style.overflow).toBe('');
  });
});

describe('Dialog: placement and odd values', () => {
  afterEach(cleanup);

  it('places a sheet on its side and a custom modal at its offsets', () => {
    show({ initialOpen: true, type: 'sheet', sideSheet: 'left', animation: 'slide-in' });
    expect(layer()?.className).toContain('b-dialog-layer--sheet-left');
    // A sheet slides in from its own side.
    expect(layer()?.className).toContain('b-dialog-layer--from-left');
    cleanup();
    show({
      initialOpen: true,
      sideModal: 'custom',
      customPositionX: '40px',
      customPositionY: '25%',
    });
    expect(layer()?.className).toContain('b-dialog-layer--side-custom');
    expect(layer()?.style.getPropertyValue('--b-dialog-x')).toBe('40px');
    expect(layer()?.style.getPropertyValue('--b-dialog-y')).toBe('25%');
  });

  it('renders the defaults for junk settings, warning once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const junk = { ...base, type: 'popover', animationDuration: 'slow', initialOpen: true };
    render(<Dialog props={junk as unknown as DialogProps} className="b-d" />);
    render(<Dialog props={junk as unknown as DialogProps} className="b-d" />);
    expect(layer()?.className).toContain('b-dialog-layer--modal');
    expect(layer()?.style.getPropertyValue('--b-dialog-duration')).toBe('300ms');
    expect(warn.mock.calls.filter(([m]) => String(m).includes('type:'))).toHaveLength(1);
    warn.mockRestore();
  });

  it('has no axe violations while open', async () => {
    show({ initialOpen: true });
    await act(async () => undefined);
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
