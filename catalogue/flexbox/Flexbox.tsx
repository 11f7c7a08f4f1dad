import { linkAttributes, type CatalogueComponentProps } from '../component.ts';
import type { FlexboxProps } from './definition.ts';

/** A container for its `default` slot; with a link, the `<a>` itself is the container. */
export function Flexbox({
  className,
  children,
  attributes,
  props: _props,
  slots: _slots,
  ...link
}: CatalogueComponentProps<FlexboxProps>) {
  if (link.href !== undefined) {
    return (
      <a className={className} {...attributes} {...linkAttributes(link)}>
        {children}
      </a>
    );
  }
  return (
    <div className={className} {...attributes}>
      {children}
    </div>
  );
}
