import type { FocusEvent } from 'react';
import {
  linkAttributes,
  type CatalogueComponentProps,
  type ComponentEmit,
  type ElementAttributes,
} from '../component.ts';
import { LazyIconGlyph } from '../icon/LazyIconGlyph.tsx';
import './Button.css';
import type { ButtonProps } from './definition.ts';

/** The element's own focus/blur handlers (workflows, state tracking), then the `focus`/`blur` events. */
function focusHandlers(attributes: ElementAttributes | undefined, emit: ComponentEmit | undefined) {
  if (!emit) return undefined;
  return {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      attributes?.onFocus?.(event);
      emit('focus');
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      attributes?.onBlur?.(event);
      emit('blur');
    },
  };
}

/**
 * A `<button>`, with optional lucide icons left and right of its text (decorative: the text is
 * the accessible name). With a link it is a plain `<a>` with the same class (so it looks the
 * same); a disabled link keeps no `href` and says `aria-disabled`. Calls no hooks: `IconGlyph`
 * is only created here, and loads its icon itself.
 */
export function Button({
  props,
  className,
  attributes,
  emit,
  ...link
}: CatalogueComponentProps<ButtonProps>) {
  const left = props.leftIcon === true && <LazyIconGlyph name={props.leftIconName} size="1em" />;
  const right = props.rightIcon === true && <LazyIconGlyph name={props.rightIconName} size="1em" />;
  // Icons sit on the text's line with a gap (`Button.css`, zero specificity: styles win).
  const classes = left || right ? `${className} b-button-icons` : className;
  // Without icons the text is the only child: React sets it as text content, no extra nodes.
  const content =
    left || right ? (
      <>
        {left}
        {props.text}
        {right}
      </>
    ) : (
      props.text
    );
  const handlers = focusHandlers(attributes, emit);
  if (link.href !== undefined) {
    const linkOrDisabled = props.disabled ? { 'aria-disabled': true } : linkAttributes(link);
    return (
      <a className={classes} {...attributes} {...handlers} {...linkOrDisabled}>
        {content}
      </a>
    );
  }
  return (
    <button
      {...attributes}
      {...handlers}
      className={classes}
      type={props.buttonType === 'none' ? undefined : props.buttonType}
      disabled={props.disabled}
    >
      {content}
    </button>
  );
}
