import {
  Children,
  useEffect,
  useEffectEvent,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import type { CatalogueComponentProps } from '../component.ts';
import { useComponentActions, usePublishedState } from '../hooks.ts';
import type { SliderProps } from './definition.ts';
import './Slider.css';
import { labelIn } from '@shared/i18n/label.ts';

const TEXTS = {
  en: {
    slider: 'Slide show',
    slide: (n: number, count: number) => `${n} of ${count}`,
    previous: 'Previous slide',
    next: 'Next slide',
    dots: 'Choose a slide',
    goTo: (n: number) => `Go to slide ${n}`,
    stop: 'Stop automatic slide show',
    start: 'Start automatic slide show',
  },
  fr: {
    slider: 'Diaporama',
    slide: (n: number, count: number) => `${n} sur ${count}`,
    previous: 'Diapositive précédente',
    next: 'Diapositive suivante',
    dots: 'Choisir une diapositive',
    goTo: (n: number) => `Aller à la diapositive ${n}`,
    stop: 'Arrêter le défilement automatique',
    start: 'Démarrer le défilement automatique',
  },
};

const number = (value: unknown, min: number, max: number, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.min(max, Math.max(min, value))
    : fallback;
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const clamp = (n: number, count: number) => Math.min(Math.max(0, count - 1), Math.max(0, n));

/** Keys typed into a field inside a slide are the field's, not the slider's. */
const isField = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="b-slider-chevron">
      <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </svg>
  );
}

/**
 * A light slide show: the slides sit in a row and a CSS transform shows one. Arrows, dots,
 * arrow keys (when it has focus), autoplay (paused while hovered or focused, with a stop
 * button) and the `next`, `previous` and `goTo` actions move it; `slideIndex` is both a
 * setting (bindable) and published state, and every move the slider makes raises `change`.
 */
export function Slider(p: CatalogueComponentProps<SliderProps>) {
  const { className, attributes, emit, lang } = p;
  const texts = labelIn(TEXTS, lang);
  const props: Partial<SliderProps> = p.props ?? {};
  const slides = Children.toArray(p.children);
  const count = slides.length;
  const loop = flag(props.loop, false);
  const autoplay = flag(props.autoplay, false);
  const interval = number(props.interval, 1, 60, 5);
  const duration = number(props.transitionDuration, 0, 5000, 400);

  // `slideIndex` sets the slide; a new value of it (a bound variable changing) wins over the
  // visitor's moves, which are kept in state until then.
  const requested = Math.round(number(props.slideIndex, 0, 1000, 0));
  const [position, setPosition] = useState({ index: requested, requested });
  let index = position.index;
  if (position.requested !== requested) {
    index = requested;
    setPosition({ index, requested });
  }
  const current = clamp(index, count);

  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const move = (target: number, wrap: boolean) => {
    if (count === 0 || !Number.isFinite(target)) return;
    const n =
      wrap && loop
        ? ((Math.round(target) % count) + count) % count
        : clamp(Math.round(target), count);
    if (n === current) return;
    setPosition({ index: n, requested });
    emit?.('change', { index: n });
  };
  const next = () => move(current + 1, true);
  const previous = () => move(current - 1, true);

  useComponentActions(p.registerActions, {
    next,
    previous,
    goTo: (args) => {
      const target = Number(args.index);
      if (Number.isFinite(target)) move(target, false);
      else console.warn(`slider: goTo needs a number index, got ${JSON.stringify(args.index)}`);
    },
  });
  usePublishedState(p.publish, { slideIndex: current });

  const playing =
    autoplay && !stopped && !hovered && !focused && count > 1 && (loop || current < count - 1);
  const advance = useEffectEvent(next);
  useEffect(() => {
    if (!playing) return undefined;
    // Restarted by every move, so a slide always gets its full interval.
    const timer = setTimeout(() => advance(), interval * 1000);
    return () => clearTimeout(timer);
  }, [playing, current, interval]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    attributes?.onKeyDown?.(event);
    if (isField(event.target)) return;
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else if (event.key === 'Home') move(0, false);
    else if (event.key === 'End') move(count - 1, false);
    else return;
    event.preventDefault();
  };
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    attributes?.onFocus?.(event);
    setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    attributes?.onBlur?.(event);
    const to = event.relatedTarget;
    if (!(to instanceof Node && event.currentTarget.contains(to))) setFocused(false);
  };
  const onMouseEnter = (event: MouseEvent<HTMLDivElement>) => {
    attributes?.onMouseEnter?.(event);
    setHovered(true);
  };
  const onMouseLeave = (event: MouseEvent<HTMLDivElement>) => {
    attributes?.onMouseLeave?.(event);
    setHovered(false);
  };

  const style = { ...attributes?.style, '--b-slider-duration': `${duration}ms` } as CSSProperties;
  const controls = count > 1;

  return (
    <div
      {...attributes}
      className={`${className} b-slider-root`}
      style={style}
      role="region"
      aria-roledescription="carousel"
      aria-label={texts.slider}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
    >
      <div className="b-slider-viewport" aria-live={playing ? 'off' : 'polite'}>
        <div className="b-slider-track" style={{ transform: `translateX(${-100 * current}%)` }}>
          {slides.map((slide, i) => (
            <div
              key={i}
              className="b-slider-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={texts.slide(i + 1, count)}
              // Slides out of view are out of the tab order and of assistive technologies.
              inert={i !== current}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {controls && flag(props.showArrows, true) && (
        <>
          <button
            type="button"
            className="b-slider-control b-slider-arrow b-slider-previous"
            aria-label={texts.previous}
            disabled={!loop && current === 0}
            onClick={previous}
          >
            <Chevron direction="left" />
          </button>
          <button
            type="button"
            className="b-slider-control b-slider-arrow b-slider-next"
            aria-label={texts.next}
            disabled={!loop && current === count - 1}
            onClick={next}
          >
            <Chevron direction="right" />
          </button>
        </>
      )}
      {controls && (flag(props.showDots, true) || autoplay) && (
        <div className="b-slider-bar">
          {autoplay && (
            <button
              type="button"
              className="b-slider-control b-slider-play"
              aria-label={stopped ? texts.start : texts.stop}
              onClick={() => setStopped(!stopped)}
            >
              <span className={stopped ? 'b-slider-play-icon' : 'b-slider-pause-icon'} />
            </button>
          )}
          {flag(props.showDots, true) && (
            <div className="b-slider-dots" role="group" aria-label={texts.dots}>
              {slides.map((_, i) => (
                <button
                  key={i}
                  type="button"
                  className="b-slider-control b-slider-dot"
                  aria-label={texts.goTo(i + 1)}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => move(i, false)}
                />
              ))}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
