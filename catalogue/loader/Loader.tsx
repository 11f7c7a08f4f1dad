import type { CSSProperties } from 'react';
import type { CatalogueComponentProps } from '../component.ts';
import { warnOnce } from '../warn-once.ts';
import { SPINNERS, type LoaderProps, type Spinner } from './definition.ts';
import './Loader.css';
import { labelIn } from '@shared/i18n/label.ts';

/** How many shapes each spinner draws (Loader.css animates them, staggered by `--i`). */
export const SPINNER_PARTS: Readonly<Record<Spinner, number>> = {
  plane: 1,
  chase: 6,
  bounce: 2,
  wave: 5,
  pulse: 1,
  flow: 3,
  swing: 2,
  circle: 12,
  'circle-fade': 12,
  grid: 9,
  fold: 4,
  wander: 3,
};

const TEXTS = { en: 'Loading', fr: 'Chargement' } as const;
const DEFAULT_SIZE = 40;

/** The size in px within 0–2000; anything that is not a number gives the default (40). */
export function loaderSize(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return DEFAULT_SIZE;
  return Math.min(2000, Math.max(0, number));
}

function spinnerOf(value: unknown): Spinner {
  if ((SPINNERS as readonly unknown[]).includes(value)) return value as Spinner;
  warnOnce(
    `loader-spinner:${String(value)}`,
    `Loader: unknown spinner ${JSON.stringify(value)}; showing "plane".`,
  );
  return 'plane';
}

/**
 * A CSS-only loading spinner. It is a `role="status"` region named "Loading" / "Chargement" (page
 * language); the shapes are decorative. Under `prefers-reduced-motion` the shapes stop moving
 * and the whole spinner only fades gently (Loader.css).
 */
export function Loader({
  props,
  className,
  attributes,
  lang,
}: CatalogueComponentProps<LoaderProps>) {
  const spinner = spinnerOf(props.spinner);
  const color = typeof props.color === 'string' && props.color.trim() ? props.color : undefined;
  const text = labelIn(TEXTS, lang);
  const style = {
    '--b-loader-size': `${loaderSize(props.size)}px`,
    '--b-loader-color': color,
    ...attributes?.style,
  } as CSSProperties;
  return (
    <div
      {...attributes}
      className={`b-loader-root ${className}`}
      role="status"
      aria-label={text}
      data-spinner={spinner}
      style={style}
    >
      <div className={`b-loader-spinner b-loader-${spinner}`} aria-hidden="true">
        {Array.from({ length: SPINNER_PARTS[spinner] }, (_, index) => (
          <div key={index} className="b-loader-part" style={{ '--i': index } as CSSProperties} />
        ))}
      </div>
      <span className="b-loader-text">{text}</span>
    </div>
  );
}
