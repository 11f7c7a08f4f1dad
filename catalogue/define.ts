/**
 * Property metadata of catalogue components. Pure data, no React: the editor builds its
 * settings and style sidebars from it, the runtime fills defaults and coerces values with it,
 * and the validate CLI (Node) reads it.
 */
import type { PropertyValue } from '@shared/schema/values.ts';

/** A label in every language of the editor. */
export interface Label {
  en: string;
  fr: string;
}

export type PropertyType =
  | 'text'
  | 'number'
  | 'boolean'
  | 'select'
  | 'image'
  | 'color'
  | 'length'
  | 'url'
  /** A list of items (bound to a formula), e.g. what a flexbox repeats its children for. */
  | 'list';

export interface PropertyOption {
  value: string;
  label: Label;
}

export interface PropertyBounds {
  min: number;
  max: number;
  step?: number;
  /** CSS unit of the number, e.g. `px`; absent for unitless numbers. */
  unit?: string;
}

export interface PropertyDefinition {
  type: PropertyType;
  label: Label;
  /** Default value; a `$lang` value for multi-language text. `null` means "not set". */
  default: PropertyValue;
  /**
   * `settings`: read from the element's `props` and passed to the component.
   * `style`: read from the element's `styles` and written to the page stylesheet (key = CSS property).
   */
  section: 'settings' | 'style';
  /** Can be bound to a formula. */
  bindable: boolean;
  /** Holds one value per language (`$lang`). */
  multiLang?: boolean;
  /** Can differ per breakpoint (tablet, mobile). */
  responsive?: boolean;
  /** For `select`: the allowed values. */
  options?: PropertyOption[];
  /** For `number` and `length`. */
  bounds?: PropertyBounds;
}

export type ComponentCategory = 'basic' | 'layout' | 'media' | 'form' | 'navigation' | 'data';

export interface ComponentDefinition {
  /** Element `type` in the site definition, e.g. `text`. */
  type: string;
  label: Label;
  category: ComponentCategory;
  properties: Record<string, PropertyDefinition>;
  /** Child slots, e.g. `['default']`; absent for components without children. */
  slots?: string[];
  /** Display modes the editor offers, e.g. `['block', 'inline']`. */
  displayModes?: string[];
  /** State overrides the editor offers (besides `hover`), e.g. `['focus', 'disabled']`. */
  states?: string[];
}

/** Declares a component's metadata; keeps literal types for the component's own props type. */
export function defineComponent<const D extends ComponentDefinition>(definition: D): D {
  return definition;
}

/** Shorthand for the `{ en, fr }` labels, which every property needs. */
export const label = (en: string, fr: string): Label => ({ en, fr });
