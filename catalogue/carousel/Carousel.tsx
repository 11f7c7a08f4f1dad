import {
  Children,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import {
  Autoplay,
  EffectCards,
  EffectCoverflow,
  EffectFade,
  EffectFlip,
  Mousewheel,
} from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-cards';
import 'swiper/css/effect-coverflow';
import 'swiper/css/effect-fade';
import 'swiper/css/effect-flip';
import type { CatalogueComponentProps } from '../component.ts';
import { useComponentActions, usePublishedState } from '../hooks.ts';
import './Carousel.css';
import { CarouselIcon } from './CarouselIcon.tsx';
import { carouselSettings, isCentered, loopFits, snapPositions } from './settings.ts';
import type { CarouselProps } from './definition.ts';
import { labelIn } from '@shared/i18n/label.ts';

const MODULES = [Autoplay, Mousewheel, EffectFade, EffectCoverflow, EffectFlip, EffectCards];

const TEXTS = {
  en: {
    carousel: 'Carousel',
    slide: (n: number, count: number) => `${n} of ${count}`,
    previous: 'Previous slide',
    next: 'Next slide',
    bullets: 'Choose a slide',
    goTo: (n: number) => `Go to slide ${n}`,
  },
  fr: {
    carousel: 'Carrousel',
    slide: (n: number, count: number) => `${n} sur ${count}`,
    previous: 'Diapositive précédente',
    next: 'Diapositive suivante',
    bullets: 'Choisir une diapositive',
    goTo: (n: number) => `Aller à la diapositive ${n}`,
  },
};

/**
 * A swiper slide show: every child of the `default` slot is a slide. The arrows and bullets are
 * our own buttons (named in the page language, lucide icons) driving swiper; the current slide
 * index is published as `currentSlide`, raised as `slide-change` and moved by the `slideTo`,
 * `next` and `previous` actions.
 */
export function Carousel(p: CatalogueComponentProps<CarouselProps>) {
  const { className, attributes, emit, lang } = p;
  const texts = labelIn(TEXTS, lang);
  const slides = Children.toArray(p.children);
  const count = slides.length;
  const settings = carouselSettings(p.props, count);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [index, setIndex] = useState(0);
  const current = Math.min(index, Math.max(0, count - 1));
  const emitted = useRef(current);

  // Too few slides for swiper's loop (it would warn and misbehave): rewind from the last slide
  // to the first instead, which is what a visitor sees as looping.
  const loop = settings.loop && loopFits(settings, count);
  const rewind = settings.loop && !loop;
  const positions = loop || rewind ? count : snapPositions(settings, count);

  const goTo = (target: number) => {
    const swiper = swiperRef.current;
    if (!swiper || swiper.destroyed || count === 0) return;
    const clamped = Math.min(count - 1, Math.max(0, Math.round(target)));
    if (loop) swiper.slideToLoop(clamped);
    else swiper.slideTo(clamped);
  };
  const next = () => swiperRef.current?.slideNext();
  const previous = () => swiperRef.current?.slidePrev();

  useComponentActions(p.registerActions, {
    slideTo: (args) => {
      const target = Number(args.index);
      if (Number.isFinite(target)) goTo(target);
      else
        console.warn(`carousel: slideTo needs a number index, got ${JSON.stringify(args.index)}`);
    },
    next,
    previous,
  });
  usePublishedState(p.publish, { currentSlide: current });

  const onRealIndexChange = (swiper: SwiperInstance) => {
    setIndex(swiper.realIndex);
    if (swiper.realIndex === emitted.current) return;
    emitted.current = swiper.realIndex;
    emit?.('slide-change', { index: swiper.realIndex });
  };

  // Keyboard and pointer users get the same pause: autoplay stops while focus is inside.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    attributes?.onFocus?.(event);
    if (swiperRef.current?.autoplay?.running) swiperRef.current.autoplay.pause();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    attributes?.onBlur?.(event);
    const inside =
      event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget);
    if (!inside && swiperRef.current?.autoplay?.paused) swiperRef.current.autoplay.resume();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    attributes?.onKeyDown?.(event);
    if (!(event.target instanceof HTMLElement) || !event.target.closest('.b-carousel-control'))
      return;
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  const style = {
    ...attributes?.style,
    '--swiper-wrapper-transition-timing-function': settings.linearTransition ? 'linear' : undefined,
  } as CSSProperties;
  // What swiper cannot change on a live instance remounts it (at the current slide).
  const {
    previousIcon: _p,
    nextIcon: _n,
    bulletIcon: _b,
    activeBulletIcon: _a,
    ...swiperSettings
  } = settings;
  const structure = JSON.stringify([swiperSettings, count]);

  return (
    <div
      {...attributes}
      className={`${className} b-carousel-root`}
      style={style}
      role="region"
      aria-roledescription="carousel"
      aria-label={texts.carousel}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <Swiper
        key={structure}
        className="b-carousel-swiper"
        modules={MODULES}
        aria-live={settings.automatic ? 'off' : 'polite'}
        initialSlide={current}
        slidesPerView={settings.slidesPerView}
        spaceBetween={settings.spaceBetween}
        centeredSlides={isCentered(settings)}
        effect={settings.effect}
        fadeEffect={{ crossFade: true }}
        speed={settings.transitionDuration}
        loop={loop}
        rewind={rewind}
        autoplay={
          settings.automatic && count > 1
            ? {
                delay: settings.automaticTiming * 1000,
                disableOnInteraction: false,
                pauseOnMouseEnter: true,
              }
            : false
        }
        mousewheel={
          settings.mousewheel
            ? {
                enabled: true,
                forceToAxis: settings.forceToAxis,
                invert: settings.invert,
                sensitivity: settings.sensitivity,
              }
            : false
        }
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        onRealIndexChange={onRealIndexChange}
      >
        {slides.map((slide, i) => (
          <SwiperSlide
            key={i}
            className="b-carousel-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={texts.slide(i + 1, count)}
          >
            {slide}
          </SwiperSlide>
        ))}
      </Swiper>
      {settings.navigation && count > 1 && (
        <>
          <button
            type="button"
            className="b-carousel-control b-carousel-nav b-carousel-previous"
            aria-label={texts.previous}
            disabled={!settings.loop && current === 0}
            onClick={previous}
          >
            <CarouselIcon name={settings.previousIcon} fallback="chevron-left" />
          </button>
          <button
            type="button"
            className="b-carousel-control b-carousel-nav b-carousel-next"
            aria-label={texts.next}
            disabled={!settings.loop && current >= positions - 1}
            onClick={next}
          >
            <CarouselIcon name={settings.nextIcon} fallback="chevron-right" />
          </button>
        </>
      )}
      {settings.pagination && positions > 1 && (
        <div className="b-carousel-pagination" role="group" aria-label={texts.bullets}>
          {Array.from({ length: positions }, (_, i) => {
            const active = i === Math.min(current, positions - 1);
            return (
              <button
                key={i}
                type="button"
                className="b-carousel-control b-carousel-bullet"
                aria-label={texts.goTo(i + 1)}
                aria-current={active ? 'true' : undefined}
                onClick={() => goTo(i)}
              >
                <CarouselIcon
                  name={active ? settings.activeBulletIcon : settings.bulletIcon}
                  fallback={active ? 'circle-dot' : 'circle'}
                />
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
