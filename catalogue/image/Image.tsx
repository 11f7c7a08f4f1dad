import type { CSSProperties } from 'react';
import { linkAttributes, type CatalogueComponentProps } from '../component.ts';
import type { ImageProps } from './definition.ts';
import './Image.css';
import placeholderUrl from './placeholder.svg';

export { placeholderUrl };

/** A size attribute: a positive number of px, else none. */
const size = (value: number | null) =>
  typeof value === 'number' && value > 0 ? Math.round(value) : undefined;

/**
 * An `<img>`; width and height come from the element's styles (its class). The filter applies to
 * the image; the file's size, when known, becomes its `width`/`height` attributes.
 *
 * With an overlay, a `<span>` frame carries the class and holds the image (filling it) and the
 * overlay layer over it, so the element's sizing, margins and radius apply to both. With a link,
 * a plain `<a>` wraps the image (or its frame), which keeps the class, so sizing rules target the
 * image either way.
 */
export function Image({
  props,
  className,
  attributes,
  ...link
}: CatalogueComponentProps<ImageProps>) {
  const own = Boolean(props.url);
  const overlay = typeof props.overlay === 'string' ? props.overlay.trim() : '';
  const style: CSSProperties = { objectFit: props.objectFit, filter: props.filter || undefined };
  const image = (framed: boolean) => (
    <img
      className={framed ? 'b-image-img' : className}
      src={own ? props.url : placeholderUrl}
      alt={props.alt}
      loading={props.loading}
      width={own ? size(props.width) : undefined}
      height={own ? size(props.height) : undefined}
      {...(framed ? {} : attributes)}
      style={framed ? style : { ...style, ...attributes?.style }}
    />
  );
  const root = overlay ? (
    <span className={`${className} b-image-frame`} {...attributes}>
      {image(true)}
      <span
        className="b-image-overlay"
        aria-hidden="true"
        style={{ '--b-image-overlay': overlay } as CSSProperties}
      />
    </span>
  ) : (
    image(false)
  );
  return link.href !== undefined ? <a {...linkAttributes(link)}>{root}</a> : root;
}
