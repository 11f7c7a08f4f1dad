import { linkAttributes, type CatalogueComponentProps } from '../component.ts';
import type { ImageProps } from './definition.ts';
import placeholderUrl from './placeholder.svg';

export { placeholderUrl };

/**
 * An `<img>`; width and height come from the element's styles (its class). With a link, a plain
 * `<a>` wraps it and the image keeps the class, so sizing rules target the image either way.
 */
export function Image({
  props,
  className,
  attributes,
  ...link
}: CatalogueComponentProps<ImageProps>) {
  const image = (
    <img
      className={className}
      src={props.url || placeholderUrl}
      alt={props.alt}
      loading={props.loading}
      {...attributes}
      style={{ objectFit: props.objectFit, ...attributes?.style }}
    />
  );
  return link.href !== undefined ? <a {...linkAttributes(link)}>{image}</a> : image;
}
