import { linkAttributes, type CatalogueComponentProps } from '../component.ts';
import type { TextProps } from './definition.ts';

/** A run of text in the chosen tag; with a link, the `<a>` itself carries the class. */
export function Text({
  props,
  className,
  attributes,
  ...link
}: CatalogueComponentProps<TextProps>) {
  if (link.href !== undefined) {
    return (
      <a className={className} {...attributes} {...linkAttributes(link)}>
        {props.text}
      </a>
    );
  }
  if (props.tag === 'button') {
    // A text shown as a button must not submit a surrounding form.
    return (
      <button type="button" className={className} {...attributes}>
        {props.text}
      </button>
    );
  }
  const Tag = props.tag;
  return (
    <Tag className={className} {...attributes}>
      {props.text}
    </Tag>
  );
}
