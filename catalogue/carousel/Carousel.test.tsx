import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ComponentActionHandler } from '../component.ts';
import { defaultProps } from '../props.ts';
import { sharedChecks } from '../testing/shared-checks.tsx';
import { Carousel } from './Carousel.tsx';
import { carouselDefinition, type CarouselProps } from './definition.ts';
import { carouselSeeds } from './seeds.ts';
import { carouselSettings, loopFits, snapPositions } from './settings.ts';

const slides = (count: number) =>
  Array.from({ length: count }, (_, i) => <p key={i}>Slide {i + 1}</p>);

sharedChecks(carouselDefinition, Carousel, {
  seeds: carouselSeeds,
  // Arrows and bullets are buttons: inside a link they would be nested interactive controls.
  link: false,
  extra: { children: slides(3) },
});

/*
 * happy-dom has no layout: swiper would measure 0 px and refuse to move. Give every element a
 * 600×300 box, and end transitions by hand (a browser fires `transitionend` on the wrapper).
 */
const sizes = ['clientWidth', 'clientHeight', 'offsetWidth', 'offsetHeight'] as const;
const saved = sizes.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
beforeAll(() => {
  for (const name of sizes)
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get: () => (name.endsWith('Width') ? 600 : 300),
    });
});
afterAll(() => {
  sizes.forEach((name, i) => Object.defineProperty(HTMLElement.prototype, name, saved[i]!));
});

const endTransition = () =>
  act(() => {
    document.querySelector('.swiper-wrapper')?.dispatchEvent(new Event('transitionend'));
  });

const base = defaultProps<CarouselProps>(carouselDefinition, 'en');

function show(props: Partial<CarouselProps> = {}, count = 4, lang = 'en') {
  const publish = vi.fn();
  const emit = vi.fn();
  let actions: Readonly<Record<string, ComponentActionHandler>> = {};
  const registerActions = vi.fn((handlers: Readonly<Record<string, ComponentActionHandler>>) => {
    actions = handlers;
    return () => undefined;
  });
  const view = render(
    <Carousel
      props={{ ...base, ...props }}
      className="b-c"
      lang={lang}
      publish={publish}
      emit={emit}
      registerActions={registerActions}
    >
      {slides(count)}
    </Carousel>,
  );
  const current = () => publish.mock.lastCall?.[0]?.currentSlide as number | undefined;
  const act$ = async (name: string, args: Record<string, unknown> = {}) => {
    act(() => void actions[name]!(args));
    endTransition();
  };
  const click = (name: string) => {
    fireEvent.click(screen.getByRole('button', { name }));
    endTransition();
  };
  return { ...view, publish, emit, current, action: act$, click };
}

describe('Carousel', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('makes every child a slide, labelled "n of count" in a carousel region', () => {
    show({}, 3);
    const region = screen.getByRole('region', { name: 'Carousel' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(region.className).toContain('b-c');
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(groups.every((g) => g.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    expect(groups[1]?.textContent).toBe('Slide 2');
  });

  it('names its controls in French', () => {
    show({ pagination: true }, 3, 'fr');
    expect(screen.getByRole('region', { name: 'Carrousel' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Diapositive précédente' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Diapositive suivante' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Aller à la diapositive 3' })).toBeDefined();
    expect(screen.getAllByRole('group')[0]?.getAttribute('aria-label')).toBe('1 sur 3');
  });

  it('moves on clicking the arrows, publishing currentSlide and raising slide-change', () => {
    const { current, emit, click } = show({}, 4);
    expect(current()).toBe(0);
    click('Next slide');
    expect(current()).toBe(1);
    expect(emit).toHaveBeenLastCalledWith('slide-change', { index: 1 });
    click('Next slide');
    expect(current()).toBe(2);
    click('Previous slide');
    expect(current()).toBe(1);
    expect(emit).toHaveBeenCalledTimes(3);
    expect(emit).toHaveBeenLastCalledWith('slide-change', { index: 1 });
  });

  it.each([false, true])('keeps the current slide when a setting changes (loop %s)', (loop) => {
    const { click, rerender, current, publish } = show({ loop }, 4);
    click('Next slide');
    click('Next slide');
    expect(current()).toBe(2);
    rerender(
      <Carousel props={{ ...base, loop, effect: 'fade' }} className="b-c" publish={publish}>
        {slides(4)}
      </Carousel>,
    );
    expect(current()).toBe(2);
    expect(document.querySelector('.swiper-slide-active')?.getAttribute('aria-label')).toBe(
      '3 of 4',
    );
  });

  it('disables the arrows at either end when it does not loop', () => {
    const { click } = show({}, 2);
    const previous = screen.getByRole('button', { name: 'Previous slide' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next slide' }) as HTMLButtonElement;
    expect([previous.disabled, next.disabled]).toEqual([true, false]);
    click('Next slide');
    expect([previous.disabled, next.disabled]).toEqual([false, true]);
  });

  it('runs the slideTo, next and previous actions, clamping the index', async () => {
    const { current, emit, action } = show({}, 5);
    await action('slideTo', { index: 3 });
    expect(current()).toBe(3);
    expect(emit).toHaveBeenLastCalledWith('slide-change', { index: 3 });
    await action('next');
    expect(current()).toBe(4);
    await action('previous');
    await action('previous');
    expect(current()).toBe(2);
    await action('slideTo', { index: 99 });
    expect(current()).toBe(4);
    await action('slideTo', { index: -3 });
    expect(current()).toBe(0);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await action('slideTo', { index: 'two' });
    expect(current()).toBe(0);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('wraps around with loop, both ways', async () => {
    const { current, click, emit } = show({ loop: true }, 4);
    click('Previous slide');
    expect(current()).toBe(3);
    expect(emit).toHaveBeenLastCalledWith('slide-change', { index: 3 });
    click('Next slide');
    expect(current()).toBe(0);
    expect(
      (screen.getByRole('button', { name: 'Previous slide' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('rewinds when there are too few slides for a loop, without swiper warnings', () => {
    const warn = vi.spyOn(console, 'warn');
    const { current, click } = show({ loop: true, slidesPerView: 2 }, 2);
    expect(warn).not.toHaveBeenCalled();
    click('Next slide');
    expect(current()).toBe(0);
    click('Previous slide');
    expect(current()).toBe(0);
    cleanup();
    show({ loop: true, effect: 'cards' }, 3);
    const next = screen.getByRole('button', { name: 'Next slide' });
    for (let i = 0; i < 3; i += 1) {
      fireEvent.click(next);
      endTransition();
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('advances by itself every automaticTiming seconds', () => {
    vi.useFakeTimers();
    const { current } = show({ automatic: true, automaticTiming: 2 }, 3);
    expect(current()).toBe(0);
    act(() => void vi.advanceTimersByTime(1900));
    expect(current()).toBe(0);
    act(() => void vi.advanceTimersByTime(200));
    expect(current()).toBe(1);
    endTransition();
    act(() => void vi.advanceTimersByTime(2100));
    expect(current()).toBe(2);
    endTransition();
    // At the last slide it goes back to the first.
    act(() => void vi.advanceTimersByTime(2100));
    expect(current()).toBe(0);
  });

  it('does not advance by itself when autoplay is off', () => {
    vi.useFakeTimers();
    const { current } = show({ automatic: false, automaticTiming: 1 }, 3);
    act(() => void vi.advanceTimersByTime(10000));
    expect(current()).toBe(0);
  });

  it('pauses autoplay while focus is inside', () => {
    vi.useFakeTimers();
    const { current } = show({ automatic: true, automaticTiming: 1 }, 3);
    const next = screen.getByRole('button', { name: 'Next slide' });
    fireEvent.focus(next);
    act(() => void vi.advanceTimersByTime(5000));
    expect(current()).toBe(0);
    fireEvent.blur(next);
    act(() => void vi.advanceTimersByTime(1100));
    expect(current()).toBe(1);
  });

  it.each(['slide', 'fade', 'coverflow', 'flip', 'cards'] as const)(
    'passes the %s effect to swiper',
    (effect) => {
      const { container, click, current } = show({ effect }, 3);
      const swiper = container.querySelector('.swiper');
      expect(swiper?.classList.contains(`swiper-${effect}`)).toBe(effect !== 'slide');
      click('Next slide');
      expect(current()).toBe(1);
    },
  );

  it('clamps slidesPerView to the number of slides', () => {
    const { container } = show({ slidesPerView: 5, pagination: true }, 3);
    const widths = [...container.querySelectorAll<HTMLElement>('.swiper-slide')].map(
      (slide) => slide.style.width,
    );
    // 600 px shared by 3 slides, not 5.
    expect(widths).toEqual(['200px', '200px', '200px']);
    // All of them fit: one position, so no bullets and no way forward.
    expect(screen.queryByRole('button', { name: 'Go to slide 1' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Next slide' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(carouselSettings({ ...base, slidesPerView: 8 }, 2).slidesPerView).toBe(2);
    expect(carouselSettings({ ...base, slidesPerView: 3, effect: 'fade' }, 5).slidesPerView).toBe(
      1,
    );
  });

  it('spaces slides by spaceBetween and shows several per view', () => {
    const { container } = show({ slidesPerView: 2, spaceBetween: 20 }, 4);
    const first = container.querySelector<HTMLElement>('.swiper-slide');
    expect(first?.style.width).toBe('290px');
    expect(first?.style.marginRight).toBe('20px');
  });

  it('has one bullet per position; a bullet goes to its slide and marks it current', () => {
    const { current, click } = show({ pagination: true, slidesPerView: 2 }, 5);
    const bullets = screen.getAllByRole('button', { name: /^Go to slide/ });
    expect(bullets).toHaveLength(4);
    expect(bullets[0]?.getAttribute('aria-current')).toBe('true');
    click('Go to slide 3');
    expect(current()).toBe(2);
    expect(screen.getByRole('button', { name: 'Go to slide 3' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(bullets[0]?.hasAttribute('aria-current')).toBe(false);
  });

  it('moves with the arrow keys on its controls', () => {
    const { current } = show({}, 3);
    const next = screen.getByRole('button', { name: 'Next slide' });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    endTransition();
    expect(current()).toBe(1);
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    endTransition();
    expect(current()).toBe(0);
  });

  it('hides the arrows when navigation is off, and controls with a single slide', () => {
    show({ navigation: false, pagination: true }, 3);
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(3);
    cleanup();
    show({ pagination: true }, 1);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('renders without slides and with odd props, without throwing', () => {
    const { container } = render(<Carousel props={{} as CarouselProps} className="b-c" />);
    expect(container.querySelector('.b-c')).not.toBeNull();
    cleanup();
    const odd = {
      slidesPerView: 'x',
      effect: 'cube',
      transitionDuration: -5,
      automaticTiming: null,
      previousIcon: 42,
    } as unknown as CarouselProps;
    show(odd, 2);
    expect(screen.getAllByRole('group')).toHaveLength(2);
  });

  it('shows a fallback for an unknown icon name and warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    show({ nextIcon: 'no-such-icon' }, 3);
    const next = screen.getByRole('button', { name: 'Next slide' });
    await waitFor(() => expect(next.querySelector('svg')).not.toBeNull());
    expect(next.querySelector('svg')?.getAttribute('class')).toContain('lucide-chevron-right');
    expect(next.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.lastCall?.[0])).toContain('no-such-icon');
  });
});

describe('carousel settings', () => {
  const settings = (props: Partial<CarouselProps>) => carouselSettings({ ...base, ...props }, 10);

  it('knows when swiper has enough slides to loop', () => {
    expect(loopFits(settings({}), 2)).toBe(true);
    expect(loopFits(settings({}), 1)).toBe(false);
    expect(loopFits(settings({ slidesPerView: 3 }), 3)).toBe(false);
    expect(loopFits(settings({ slidesPerView: 3 }), 4)).toBe(true);
    expect(loopFits(settings({ effect: 'cards' }), 8)).toBe(false);
    expect(loopFits(settings({ effect: 'cards' }), 9)).toBe(true);
  });

  it('counts the positions a carousel can stop at', () => {
    expect(snapPositions(settings({ slidesPerView: 3 }), 5)).toBe(3);
    expect(snapPositions(settings({ effect: 'coverflow', slidesPerView: 3 }), 5)).toBe(5);
    expect(snapPositions(settings({}), 0)).toBe(1);
  });
});
