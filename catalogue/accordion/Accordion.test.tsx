import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComponentActionHandler } from '../component.ts';
import { sharedChecks } from '../testing/shared-checks.tsx';
import { Accordion } from './Accordion.tsx';
import { accordionDefinition, type AccordionProps } from './definition.ts';
import { accordionSeeds } from './seeds.ts';

sharedChecks(accordionDefinition, Accordion, {
  seeds: accordionSeeds,
  defaultText: { en: 'Show details', fr: 'Afficher les détails' },
  // The toggle is a button-like control: a link around it would nest interactive content.
  link: false,
});

const base: AccordionProps = { initValue: false, animated: true };
const slots = {
  toggle: <span>Delivery times</span>,
  content: <p>Two to five working days.</p>,
};

function show(props: Partial<AccordionProps> = {}) {
  const emit = vi.fn();
  const publish = vi.fn();
  let actions: Readonly<Record<string, ComponentActionHandler>> = {};
  const view = render(
    <Accordion
      props={{ ...base, ...props }}
      className="b-a"
      slots={slots}
      emit={emit}
      publish={publish}
      registerActions={(handlers) => {
        actions = handlers;
        return () => undefined;
      }}
    />,
  );
  const root = view.container.firstElementChild as HTMLElement;
  const toggle = root.querySelector<HTMLElement>('[role="button"]')!;
  const region = root.querySelector<HTMLElement>('[role="region"]')!;
  const isOpen = () => {
    const expanded = toggle.getAttribute('aria-expanded') === 'true';
    // Every sign of the state agrees.
    expect(region.inert).toBe(!expanded);
    expect(region.dataset.state).toBe(expanded ? 'open' : 'closed');
    expect(root.classList.contains('b-accordion-root--active')).toBe(expanded);
    return expanded;
  };
  return { ...view, root, toggle, region, isOpen, emit, publish, actions: () => actions };
}

describe('Accordion', () => {
  afterEach(cleanup);

  it('starts closed by default (init value off), its content out of reach', () => {
    const { root, isOpen, region, publish } = show();
    expect(root.className).toBe('b-a b-accordion-root');
    expect(isOpen()).toBe(false);
    expect(region.hasAttribute('inert')).toBe(true);
    expect(root.dataset.state).toBe('closed');
    expect(publish).toHaveBeenLastCalledWith({ isOpen: false });
  });

  it('starts open with init value on', () => {
    const { isOpen, root, publish } = show({ initValue: true });
    expect(isOpen()).toBe(true);
    expect(root.dataset.state).toBe('open');
    expect(publish).toHaveBeenLastCalledWith({ isOpen: true });
  });

  it('follows init value when it changes (a bound value resolving later)', () => {
    const { isOpen, rerender } = show();
    rerender(<Accordion props={{ ...base, initValue: true }} className="b-a" slots={slots} />);
    expect(isOpen()).toBe(true);
  });

  it('a click on the toggle opens and closes it, raising open/close and change', () => {
    const { toggle, isOpen, emit, publish } = show();
    fireEvent.click(toggle);
    expect(isOpen()).toBe(true);
    expect(publish).toHaveBeenLastCalledWith({ isOpen: true });
    fireEvent.click(toggle);
    expect(isOpen()).toBe(false);
    expect(emit.mock.calls).toEqual([
      ['open'],
      ['change', { value: true }],
      ['close'],
      ['change', { value: false }],
    ]);
  });

  it('Enter and Space on the focused toggle toggle it; other keys do not', () => {
    const { toggle, isOpen } = show();
    expect(toggle.tabIndex).toBe(0);
    fireEvent.keyDown(toggle, { key: 'Enter' });
    expect(isOpen()).toBe(true);
    const notPrevented = fireEvent.keyDown(toggle, { key: ' ' });
    expect(notPrevented).toBe(false); // Space does not scroll the page
    expect(isOpen()).toBe(false);
    fireEvent.keyDown(toggle, { key: 'a' });
    expect(isOpen()).toBe(false);
  });

  it('ignores keys pressed inside the toggle’s own controls', () => {
    render(
      <Accordion
        props={base}
        className="b-a"
        slots={{ toggle: <input aria-label="Search" />, content: <p>Results</p> }}
      />,
    );
    const input = document.querySelector('input')!;
    fireEvent.keyDown(input, { key: ' ' });
    expect(document.querySelector('[role="button"]')?.getAttribute('aria-expanded')).toBe('false');
  });

  it('runs the toggle, open and close actions', () => {
    const { actions, isOpen, emit } = show();
    act(() => void actions().toggle?.({}));
    expect(isOpen()).toBe(true);
    act(() => void actions().open?.({}));
    expect(isOpen()).toBe(true);
    act(() => void actions().close?.({}));
    expect(isOpen()).toBe(false);
    act(() => void actions().close?.({}));
    // open and close that change nothing raise nothing.
    expect(emit.mock.calls.map((call) => call[0])).toEqual(['open', 'change', 'close', 'change']);
  });

  it('links the toggle and the region both ways (aria-controls, aria-labelledby)', () => {
    const { toggle, region } = show();
    expect(toggle.getAttribute('aria-controls')).toBe(region.id);
    expect(region.getAttribute('aria-labelledby')).toBe(toggle.id);
    expect(toggle.id).not.toBe(region.id);
    expect(toggle.textContent).toBe('Delivery times');
    expect(region.textContent).toBe('Two to five working days.');
  });

  it('animates the height only when animated is on', () => {
    expect(show().region.classList.contains('b-accordion-content--animated')).toBe(true);
    cleanup();
    expect(
      show({ animated: false }).region.classList.contains('b-accordion-content--animated'),
    ).toBe(false);
  });

  it('spreads the renderer attributes on the root', () => {
    const onClick = vi.fn();
    render(<Accordion props={base} className="b-a" attributes={{ onClick }} slots={slots} />);
    fireEvent.click(document.querySelector('[role="button"]')!);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
