import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComponentActionHandler } from '../component.ts';
import { defaultProps } from '../props.ts';
import { sharedChecks } from '../testing/shared-checks.tsx';
import { sliderDefinition, type SliderProps } from './definition.ts';
import { sliderSeeds } from './seeds.ts';
import { Slider } from './Slider.tsx';

const slides = (count: number) =>
  Array.from({ length: count }, (_, i) => <p key={i}>Slide {i + 1}</p>);

sharedChecks(sliderDefinition, Slider, {
  seeds: sliderSeeds,
  // Arrows and dots are buttons: inside a link they would be nested interactive controls.
  link: false,
  extra: { children: slides(3) },
});

const base = defaultProps<SliderProps>(sliderDefinition, 'en');

function show(props: Partial<SliderProps> = {}, count = 3, lang = 'en') {
  const publish = vi.fn();
  const emit = vi.fn();
  let actions: Readonly<Record<string, ComponentActionHandler>> = {};
  const element = (more: Partial<SliderProps> = {}) => (
    <Slider
      props={{ ...base, ...props, ...more }}
      className="b-s"
      lang={lang}
      publish={publish}
      emit={emit}
      registerActions={(handlers) => {
        actions = handlers;
        return () => undefined;
      }}
    >
      {slides(count)}
    </Slider>
  );
  const view = render(element());
  return {
    ...view,
    emit,
    publish,
    rerenderWith: (more: Partial<SliderProps>) => view.rerender(element(more)),
    /** The slide shown: the only one not inert, and the one the track is moved to. */
    shown: () => {
      const visible = screen
        .getAllByRole('group', { hidden: true })
        .filter(
          (g) => g.getAttribute('aria-roledescription') === 'slide' && !g.hasAttribute('inert'),
        );
      expect(visible).toHaveLength(1);
      const index = Number(visible[0]!.getAttribute('aria-label')!.split(' ')[0]) - 1;
      const track = view.container.querySelector<HTMLElement>('.b-slider-track');
      expect(track?.style.transform).toBe(`translateX(${-100 * index}%)`);
      expect(publish.mock.lastCall?.[0]).toEqual({ slideIndex: index });
      return index;
    },
    action: (name: string, args: Record<string, unknown> = {}) =>
      act(() => void actions[name]!(args)),
    click: (name: string) => fireEvent.click(screen.getByRole('button', { name })),
  };
}

describe('Slider', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is a carousel region of slides labelled "n of count"', () => {
    show({}, 3);
    const region = screen.getByRole('region', { name: 'Slide show' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(region.className).toContain('b-s');
    const slidesShown = region.querySelectorAll('[aria-roledescription="slide"]');
    expect([...slidesShown].map((s) => s.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    expect(slidesShown[2]?.textContent).toBe('Slide 3');
  });

  it('names its controls in French', () => {
    show({ autoplay: true }, 3, 'fr');
    expect(screen.getByRole('region', { name: 'Diaporama' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Diapositive précédente' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Diapositive suivante' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Aller à la diapositive 2' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Arrêter le défilement automatique' })).toBeDefined();
  });

  it('starts at slideIndex, clamped to the slides', () => {
    expect(show({ slideIndex: 1 }, 3).shown()).toBe(1);
    cleanup();
    expect(show({ slideIndex: 7 }, 3).shown()).toBe(2);
    cleanup();
    expect(show({ slideIndex: -2 }, 3).shown()).toBe(0);
    cleanup();
    expect(show({ slideIndex: Number.NaN }, 3).shown()).toBe(0);
  });

  it('follows a new slideIndex (a bound value changing) without raising change', () => {
    const { rerenderWith, shown, emit, click } = show({ slideIndex: 0 }, 4);
    click('Next slide');
    expect(shown()).toBe(1);
    rerenderWith({ slideIndex: 3 });
    expect(shown()).toBe(3);
    expect(emit).toHaveBeenCalledTimes(1);
    // The same value again keeps where the visitor went.
    click('Previous slide');
    rerenderWith({ slideIndex: 3 });
    expect(shown()).toBe(2);
  });

  it('moves with the arrows and stops at either end without loop', () => {
    const { shown, emit, click } = show({}, 3);
    const previous = screen.getByRole('button', { name: 'Previous slide' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next slide' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    click('Next slide');
    expect(shown()).toBe(1);
    expect(emit).toHaveBeenLastCalledWith('change', { index: 1 });
    click('Next slide');
    expect(shown()).toBe(2);
    expect(next.disabled).toBe(true);
    click('Previous slide');
    expect(shown()).toBe(1);
    expect(emit).toHaveBeenCalledTimes(3);
  });

  it('wraps around with loop, both ways', () => {
    const { shown, emit, click } = show({ loop: true }, 3);
    expect(
      (screen.getByRole('button', { name: 'Previous slide' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    click('Previous slide');
    expect(shown()).toBe(2);
    expect(emit).toHaveBeenLastCalledWith('change', { index: 2 });
    click('Next slide');
    expect(shown()).toBe(0);
  });

  it('runs the next, previous and goTo actions, clamping goTo', () => {
    const { shown, action, emit } = show({ loop: true }, 4);
    action('goTo', { index: 2 });
    expect(shown()).toBe(2);
    expect(emit).toHaveBeenLastCalledWith('change', { index: 2 });
    action('next');
    action('next');
    expect(shown()).toBe(0);
    action('previous');
    expect(shown()).toBe(3);
    action('goTo', { index: 40 });
    expect(shown()).toBe(3);
    action('goTo', { index: -1 });
    expect(shown()).toBe(0);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    action('goTo', { index: 'first' });
    expect(shown()).toBe(0);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('goes to a slide from its dot, marked current', () => {
    const { shown, click } = show({}, 4);
    click('Go to slide 3');
    expect(shown()).toBe(2);
    expect(screen.getByRole('button', { name: 'Go to slide 3' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Go to slide 1' }).hasAttribute('aria-current')).toBe(
      false,
    );
  });

  it('moves with the arrow keys, Home and End, but not while typing in a slide', () => {
    const { shown, container } = show({}, 4);
    const region = screen.getByRole('region');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(shown()).toBe(2);
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(shown()).toBe(1);
    fireEvent.keyDown(region, { key: 'End' });
    expect(shown()).toBe(3);
    fireEvent.keyDown(region, { key: 'Home' });
    expect(shown()).toBe(0);
    const input = document.createElement('input');
    container.querySelector('.b-slider-slide')!.append(input);
    fireEvent.keyDown(input, { key: 'ArrowRight' });
    expect(shown()).toBe(0);
  });

  it('advances every interval with autoplay, and stops at the last slide without loop', () => {
    vi.useFakeTimers();
    const { shown, emit } = show({ autoplay: true, interval: 2 }, 3);
    act(() => void vi.advanceTimersByTime(1999));
    expect(shown()).toBe(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(shown()).toBe(1);
    expect(emit).toHaveBeenLastCalledWith('change', { index: 1 });
    act(() => void vi.advanceTimersByTime(2000));
    expect(shown()).toBe(2);
    act(() => void vi.advanceTimersByTime(10000));
    expect(shown()).toBe(2);
  });

  it('loops with autoplay and restarts the interval after a manual move', () => {
    vi.useFakeTimers();
    const { shown, click } = show({ autoplay: true, interval: 2, loop: true }, 2);
    act(() => void vi.advanceTimersByTime(2000));
    expect(shown()).toBe(1);
    act(() => void vi.advanceTimersByTime(1500));
    click('Go to slide 1');
    expect(shown()).toBe(0);
    act(() => void vi.advanceTimersByTime(1500));
    expect(shown()).toBe(0);
    act(() => void vi.advanceTimersByTime(500));
    expect(shown()).toBe(1);
  });

  it('pauses autoplay while hovered or focused, and on its stop button', () => {
    vi.useFakeTimers();
    const { shown, click } = show({ autoplay: true, interval: 1, loop: true }, 3);
    const region = screen.getByRole('region');
    fireEvent.mouseEnter(region);
    act(() => void vi.advanceTimersByTime(5000));
    expect(shown()).toBe(0);
    fireEvent.mouseLeave(region);
    fireEvent.focus(region);
    act(() => void vi.advanceTimersByTime(5000));
    expect(shown()).toBe(0);
    fireEvent.blur(region);
    act(() => void vi.advanceTimersByTime(1000));
    expect(shown()).toBe(1);
    click('Stop automatic slide show');
    act(() => void vi.advanceTimersByTime(5000));
    expect(shown()).toBe(1);
    click('Start automatic slide show');
    // Clicking focused nothing here (fireEvent), so it plays again at once.
    act(() => void vi.advanceTimersByTime(1000));
    expect(shown()).toBe(2);
  });

  it('does not advance without autoplay', () => {
    vi.useFakeTimers();
    const { shown } = show({ autoplay: false, interval: 1 }, 3);
    act(() => void vi.advanceTimersByTime(10000));
    expect(shown()).toBe(0);
  });

  it('sets the transition duration and hides arrows and dots on request', () => {
    const { container } = show({ transitionDuration: 1200, showArrows: false, showDots: false }, 3);
    const root = container.querySelector<HTMLElement>('.b-s');
    expect(root?.style.getPropertyValue('--b-slider-duration')).toBe('1200ms');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('shows no controls for a single slide and renders with no slides or odd props', () => {
    show({}, 1);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    cleanup();
    const { container } = render(<Slider props={{} as SliderProps} className="b-s" />);
    expect(container.querySelector('.b-s')).not.toBeNull();
    cleanup();
    const odd = { slideIndex: 'x', loop: 'yes', interval: -4 } as unknown as SliderProps;
    show(odd, 2);
    expect(screen.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(2);
  });
});
