/**
 * The carousel's props made safe to hand to swiper (pure): numbers in their bounds, known
 * effect, slides per view clamped to the slide count. The runtime already coerces bound values;
 * this also covers direct renders with odd props, which must never throw.
 */
import { carouselDefinition, SINGLE_SLIDE_EFFECTS, type CarouselProps } from './definition.ts';

type Effect = CarouselProps['effect'];
const EFFECTS: readonly string[] = carouselDefinition.properties.effect.options.map((o) => o.value);

export type CarouselSettings = Omit<CarouselProps, 'repeat'>;

function number(value: unknown, min: number, max: number, fallback: number): number {
  const n = typeof value === 'number' ? value : Number.NaN;
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
}
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

export function carouselSettings(props: Partial<CarouselProps> | null | undefined, count: number) {
  const p: Partial<CarouselProps> = props ?? {};
  const effect: Effect = EFFECTS.includes(String(p.effect)) ? (p.effect as Effect) : 'slide';
  const perView = Math.round(number(p.slidesPerView, 1, 10, 1));
  const settings: CarouselSettings = {
    // Seeds: "1 to number of slides"; single-slide effects show one whatever the setting.
    slidesPerView: SINGLE_SLIDE_EFFECTS.includes(effect)
      ? 1
      : Math.min(perView, Math.max(1, count)),
    spaceBetween: number(p.spaceBetween, 0, 500, 0),
    effect,
    transitionDuration: number(p.transitionDuration, 1, 20000, 300),
    navigation: flag(p.navigation, true),
    pagination: flag(p.pagination, false),
    loop: flag(p.loop, false),
    automatic: flag(p.automatic, false),
    automaticTiming: number(p.automaticTiming, 0, 20, 3),
    linearTransition: flag(p.linearTransition, false),
    mousewheel: flag(p.mousewheel, false),
    forceToAxis: flag(p.forceToAxis, false),
    invert: flag(p.invert, false),
    sensitivity: number(p.sensitivity, 0.1, 10, 1),
    previousIcon: text(p.previousIcon, 'chevron-left'),
    nextIcon: text(p.nextIcon, 'chevron-right'),
    bulletIcon: text(p.bulletIcon, 'circle'),
    activeBulletIcon: text(p.activeBulletIcon, 'circle-dot'),
  };
  return settings;
}

/** Centred effects keep the current slide in the middle (swiper's centeredSlides). */
export const isCentered = (settings: CarouselSettings) =>
  settings.effect === 'coverflow' || settings.effect === 'cards';

/**
 * Whether swiper's loop has enough slides (below this it warns and misbehaves): slides per view
 * plus the slides it moves around, which the cards effect raises by 3 on each side.
 */
export function loopFits(settings: CarouselSettings, count: number): boolean {
  let perView = settings.slidesPerView;
  const centered = isCentered(settings);
  if (centered && perView % 2 === 0) perView += 1;
  const moved =
    (centered ? Math.max(1, Math.ceil(perView / 2)) : 1) + (settings.effect === 'cards' ? 3 : 0);
  return count >= perView + moved * (settings.effect === 'cards' ? 2 : 1);
}

/** How many positions a carousel that does not loop can stop at (one bullet each). */
export function snapPositions(settings: CarouselSettings, count: number): number {
  if (isCentered(settings)) return Math.max(1, count);
  return Math.max(1, count - settings.slidesPerView + 1);
}
