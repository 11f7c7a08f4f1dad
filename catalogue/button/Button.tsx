import { linkAttributes, type CatalogueComponentProps } from '../component.ts';
import type { ButtonProps } from './definition.ts';

/**
 * A `<button>`. With a link it is a plain `<a>` with the same class (so it looks the same); a
 * disabled link keeps no `href` and says `aria-disabled`.
 */
export function Button({
  props,
  className,
  attributes,
  ...link
}: CatalogueComponentProps<ButtonProps>) {
  if (link.href !== undefined) {
    const linkOrDisabled = props.disabled ? { 'aria-disabled': true } : linkAttributes(link);
    return (
      <a className={className} {...attributes} {...linkOrDisabled}>
        {props.text}
      </a>
    );
  }
  return (
    <button
      {...attributes}
      className={className}
      type={props.buttonType === 'none' ? undefined : props.buttonType}
      disabled={props.disabled}
    >
      {props.text}
    </button>
  );
}
