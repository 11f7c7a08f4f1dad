import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComponentActionHandler } from '../component.ts';
import { defaultProps } from '../props.ts';
import { sharedChecks } from '../testing/shared-checks.tsx';
import { tabsDefinition, type TabsProps } from './definition.ts';
import { tabsSeeds } from './seeds.ts';
import { Tabs } from './Tabs.tsx';

sharedChecks(tabsDefinition, Tabs, {
  seeds: tabsSeeds,
  defaultText: { en: 'Tab 1', fr: 'Onglet 1' },
  // Tabs are controls themselves: a link around them would nest interactive content.
  link: false,
});

const base = defaultProps<TabsProps>(tabsDefinition, 'en');
const panels = ['Delivery', 'Returns', 'Payment'].map((text) => <p key={text}>{text} info</p>);

function show(props: Partial<TabsProps> = {}, lang = 'en') {
  const emit = vi.fn();
  const publish = vi.fn();
  let actions: Readonly<Record<string, ComponentActionHandler>> = {};
  const view = render(
    <Tabs
      props={{ ...base, ...props }}
      className="b-t"
      lang={lang}
      slots={{ tabsContent: panels }}
      emit={emit}
      publish={publish}
      registerActions={(handlers) => {
        actions = handlers;
        return () => undefined;
      }}
    />,
  );
  const tabs = () => view.getAllByRole('tab');
  /** Index of the selected tab, checking that the tab, tabindex and panel agree. */
  const active = () => {
    const selected = tabs().findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
    expect(tabs().map((tab) => tab.tabIndex)).toEqual(
      tabs().map((_, index) => (index === selected ? 0 : -1)),
    );
    const shown = [...view.container.querySelectorAll('[role="tabpanel"]')].filter(
      (panel) => !(panel as HTMLElement).hidden,
    );
    expect(shown).toHaveLength(1);
    expect(shown[0]?.getAttribute('aria-labelledby')).toBe(tabs()[selected]?.id);
    return selected;
  };
  return { ...view, tabs, active, emit, publish, actions: () => actions };
}

describe('Tabs', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the tab labels while the Headers slot is empty, in the page language', () => {
    expect(
      show()
        .tabs()
        .map((tab) => tab.textContent),
    ).toEqual(['Tab 1', 'Tab 2', 'Tab 3']);
    cleanup();
    expect(
      show({}, 'fr')
        .tabs()
        .map((tab) => tab.textContent),
    ).toEqual(['Onglet 1', 'Onglet 2', 'Onglet 3']);
  });

  it('uses the Headers slot children as headers, one per tab', () => {
    render(
      <Tabs
        props={base}
        className="b-t"
        slots={{ tabsList: [<b key="a">A</b>, <b key="b">B</b>], tabsContent: panels }}
      />,
    );
    // Three panels, two headers: the third gets the fallback label.
    expect(document.querySelectorAll('[role="tab"]')).toHaveLength(3);
    expect([...document.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).toEqual([
      'A',
      'B',
      'Tab 3',
    ]);
  });

  it('falls back to "Tab n" for junk labels, with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // What a formula could give: texts, objects with or without a label.
    const junk: unknown[] = [{ label: 'Sizes' }, 'Care', { label: 7 }, { nope: 1 }];
    const { tabs } = show({ tabLabels: junk as TabsProps['tabLabels'] });
    expect(tabs().map((tab) => tab.textContent)).toEqual(['Sizes', 'Care', '7', 'Tab 4']);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('tab label 4');
  });

  it('starts on the tab of value and publishes it', () => {
    const { active, publish, getByText } = show({ value: 2 });
    expect(active()).toBe(2);
    expect(publish).toHaveBeenLastCalledWith({ activeIndex: 2 });
    expect(getByText('Payment info').closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(
      false,
    );
  });

  it.each([
    [-1, 0, 'is outside 0–2'],
    [7, 2, 'is outside 0–2'],
    [1.7, 1, 'is not a whole number'],
    [Number.NaN, 0, 'is not a number'],
    ['1' as unknown as number, 0, 'is not a number'],
  ])('clamps a value of %s to tab %s, with a warning', (value, expected, why) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(show({ value }).active()).toBe(expected);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain(why);
  });

  it('follows value when it changes; a click shows another panel and raises change', () => {
    const { active, tabs, rerender, emit, publish } = show();
    fireEvent.click(tabs()[1]!);
    expect(active()).toBe(1);
    expect(emit).toHaveBeenLastCalledWith('change', { value: 1 });
    expect(publish).toHaveBeenLastCalledWith({ activeIndex: 1 });
    fireEvent.click(tabs()[1]!);
    expect(emit).toHaveBeenCalledOnce();
    rerender(
      <Tabs props={{ ...base, value: 2 }} className="b-t" slots={{ tabsContent: panels }} />,
    );
    expect(active()).toBe(2);
  });

  it('keyboard (horizontal): ArrowRight/Left move focus and selection, wrapping; Home/End', () => {
    const { tabs, active } = show();
    const key = (k: string) => fireEvent.keyDown(document.activeElement!, { key: k });
    tabs()[0]!.focus();
    key('ArrowRight');
    expect(active()).toBe(1);
    expect(document.activeElement).toBe(tabs()[1]);
    key('End');
    expect(active()).toBe(2);
    key('ArrowRight');
    expect(active()).toBe(0);
    key('ArrowLeft');
    expect(active()).toBe(2);
    key('Home');
    expect(active()).toBe(0);
    expect(document.activeElement).toBe(tabs()[0]);
    key('ArrowDown');
    expect(active()).toBe(0);
  });

  it('keyboard (vertical): ArrowDown/Up move, ArrowLeft/Right do nothing', () => {
    const { tabs, active, getByRole } = show({ tabsPosition: 'left' });
    expect(getByRole('tablist').getAttribute('aria-orientation')).toBe('vertical');
    tabs()[0]!.focus();
    fireEvent.keyDown(tabs()[0]!, { key: 'ArrowRight' });
    expect(active()).toBe(0);
    fireEvent.keyDown(tabs()[0]!, { key: 'ArrowDown' });
    expect(active()).toBe(1);
    fireEvent.keyDown(tabs()[1]!, { key: 'ArrowUp' });
    fireEvent.keyDown(tabs()[0]!, { key: 'ArrowUp' });
    expect(active()).toBe(2);
    expect(document.activeElement).toBe(tabs()[2]);
  });

  it('runs setTab; an index out of range is refused with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { actions, active, emit } = show();
    act(() => void actions().setTab?.({ index: 2 }));
    expect(active()).toBe(2);
    expect(emit).toHaveBeenLastCalledWith('change', { value: 2 });
    for (const index of [3, -1, 0.5, 'x']) act(() => void actions().setTab?.({ index }));
    expect(active()).toBe(2);
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('gives each panel the transition class and the duration as a custom property', () => {
    const panelOf = (view: ReturnType<typeof show>) =>
      view.container.querySelector('[role="tabpanel"]')!;
    const fade = show();
    expect(panelOf(fade).className).toBe('b-tabs-panel b-tabs-panel--fade');
    const root = fade.container.firstElementChild as HTMLElement;
    expect(root.style.getPropertyValue('--b-tabs-duration')).toBe('0.4s');
    cleanup();
    const slide = show({ transition: 'fadeLeftRight', transitionDuration: 1.5 });
    expect(panelOf(slide).className).toBe('b-tabs-panel b-tabs-panel--fadeLeftRight');
    expect(
      (slide.container.firstElementChild as HTMLElement).style.getPropertyValue(
        '--b-tabs-duration',
      ),
    ).toBe('1.5s');
    cleanup();
    expect(panelOf(show({ transition: 'fadeTopBottom' })).className).toContain(
      'b-tabs-panel--fadeTopBottom',
    );
    cleanup();
    expect(panelOf(show({ transition: 'none' })).className).toBe('b-tabs-panel');
  });

  it('lays the headers out from position and alignments', () => {
    const view = show({
      tabsPosition: 'right',
      horizontalAlignment: 'stretch',
      verticalAlignment: 'center',
    });
    const root = view.container.firstElementChild as HTMLElement;
    expect(root.dataset.position).toBe('right');
    // Beside the panels the main axis is vertical: centred along it, stretched across it.
    expect(root.style.getPropertyValue('--b-tabs-justify')).toBe('center');
    expect(root.style.getPropertyValue('--b-tabs-align')).toBe('stretch');
    expect(view.getByRole('tablist').hasAttribute('data-fill')).toBe(false);
    cleanup();
    const top = show({ horizontalAlignment: 'stretch' });
    expect(top.getByRole('tablist').hasAttribute('data-fill')).toBe(true);
  });

  it('renders no tablist when there are neither labels nor children', () => {
    const { container } = render(<Tabs props={{ ...base, tabLabels: [] }} className="b-t" />);
    expect(container.querySelector('[role="tablist"]')).toBeNull();
    expect(container.querySelector('.b-t')).not.toBeNull();
  });
});
