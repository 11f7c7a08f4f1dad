import type { CSSProperties } from 'react';
import { linkAttributes, type CatalogueComponentProps } from '../component.ts';
import type { IconProps } from './definition.ts';
import './Icon.css';
import { IconGlyph } from './IconGlyph.tsx';

const DEFAULT_SIZE = 24;

/** The size in px within 1–100; anything that is not a number gives the default. */
export function iconSize(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return DEFAULT_SIZE;
  return Math.min(100, Math.max(1, number));
}

/**
 * A lucide icon (loaded on demand, see IconGlyph) in a box of `fontSize` px, coloured with
 * `color` (default: the text colour). With a link the root is an `<a>`; its accessible name is
 * the icon's `label`.
 */
export function Icon({
  props,
  className,
  attributes,
  ...link
}: CatalogueComponentProps<IconProps>) {
  const size = iconSize(props.fontSize);
  const color = typeof props.color === 'string' && props.color.trim() ? props.color : undefined;
  const label = typeof props.label === 'string' && props.label.trim() ? props.label : undefined;
  const style = {
    '--b-icon-color': color,
    '--b-icon-size': `${size}px`,
    ...attributes?.style,
  } as CSSProperties;
  const glyph = (
    <IconGlyph
      name={typeof props.icon === 'string' ? props.icon : ''}
      size="var(--b-icon-size)"
      label={label}
    />
  );
  const rootClass = `b-icon-root ${className}`;
  if (link.href !== undefined)
    return (
      <a className={rootClass} {...attributes} {...linkAttributes(link)} style={style}>
        {glyph}
      </a>
    );
  return (
    <span className={rootClass} {...attributes} style={style}>
      {glyph}
    </span>
  );
}
