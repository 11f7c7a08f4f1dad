/**
 * Property metadata of catalogue components. Pure data, no React: the editor builds its
 * settings and style sidebars from it, the runtime fills defaults and coerces values with it,
 * and the validate CLI (Node) reads it.
 */
import type { Label } from '@shared/i18n/label.ts';
import type { PropertyValue } from '@shared/schema/values.ts';

export { label, type Label } from '@shared/i18n/label.ts';

export type PropertyType =
  | 'text'
  /** Several lines of text (textarea). */
  | 'longText'
  | 'number'
  | 'boolean'
  | 'select'
  | 'image'
  /** A video or other file URL (uploaded or typed). */
  | 'file'
  | 'color'
  /** A CSS colour or gradient (`linear-gradient(...)`), e.g. an image overlay. */
  | 'colorOrGradient'
  /** A number with a CSS unit, e.g. `12px` or `50%`; bounds per unit in `units`. */
  | 'length'
  | 'url'
  /** An icon name of the catalogue's icon set (lucide), e.g. `chevron-right`. */
  | 'icon'
  /** Source code: HTML, CSS or JSON (`language`). */
  | 'code'
  /** An ISO date `YYYY-MM-DD`. */
  | 'date'
  /** A list of items (bound to a formula), e.g. what a flexbox repeats its children for. */
  | 'list'
  /** A list of objects, each with the fields of `item` (e.g. map markers, select options). */
  | 'array'
  /** One object with the fields of `fields` (e.g. per-tag styles, a mask's animated placeholder). */
  | 'object';

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
  /** Whole numbers only (CSS `<integer>`: z-index, order); else any number within the bounds. */
  integer?: boolean;
}

/** Values of a component's other settings, which a hidden condition looks at. */
export type PropertyValues = Readonly<Record<string, unknown>>;

/** What a hidden condition may know besides the element's own values. */
export interface HiddenContext {
  /**
   * The `display` that lays this element out: its parent's, at the breakpoint edited, when the
   * parent's component lays the slot's children out itself (`layoutSlots`: a flexbox, a form).
   * Null for a section's root element and for a child the component puts in a box of its own
   * (a tab's panel, a column's cell, a carousel's slide), where the element is no flex or grid
   * item of its parent.
   */
  parentDisplay: string | null;
  /**
   * The element's properties bound to a formula at the breakpoint and state edited: their value
   * is not known in the editor (the values a condition sees leave them out), yet they are set.
   */
  bound?: ReadonlySet<string>;
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
  /** For `number`: min, max, step and unit. */
  bounds?: PropertyBounds;
  /**
   * For a `text` style property with a CSS grammar of its own: `transform` (functions such as
   * `rotate(45deg)`) or `ratio` (`16 / 9`). The field refuses what does not fit and
   * `validateSite` reports it (`shared/schema/css-values.ts`).
   */
  cssSyntax?: 'transform' | 'ratio';
  /** For `length`: the units offered, each with its bounds (first = default unit). */
  units?: PropertyBounds[];
  /** Can differ per state (hover, and the component's `states`). */
  states?: boolean;
  /** Can be set through a shared class (style properties). */
  classes?: boolean;
  /**
   * Hidden in the sidebar when this returns true for the component's current settings (e.g. the
   * custom position only for `sideModal: custom`). Pure; never affects rendering. `context` is
   * absent where nothing is known around the values (an object's fields): a condition on it
   * then keeps the property shown.
   */
  hidden?: (props: PropertyValues, context?: HiddenContext) => boolean;
  /** Only the editor reads it (e.g. "force display in editor"); the runtime ignores it. */
  editorOnly?: boolean;
  /** For `code`: the language of the source. */
  language?: 'html' | 'css' | 'json' | 'javascript';
  /** For `array`: the fields of one item. */
  item?: Record<string, PropertyDefinition>;
  /** For `object`: its fields. */
  fields?: Record<string, PropertyDefinition>;
  /** Sidebar group within the section, e.g. `Autoplay`, for long settings lists. */
  group?: Label;
}

/** An event a component raises; workflows whose trigger is `name` run with `context.event`. */
export interface ComponentEvent {
  name: string;
  label: Label;
  /** What `context.event` holds, for the editor's formula completion (e.g. `{ value }`). */
  payload?: string[];
}

/** An action workflows can call on a mounted component (seeds: dialog toggle, open, close). */
export interface ComponentAction {
  name: string;
  label: Label;
  /** Named arguments, e.g. `index` for a carousel's slide-to. */
  args?: Record<string, { type: PropertyType; label: Label }>;
}

/** State a component publishes for formulas (e.g. a form's `isSubmitting`, an input's `value`). */
export interface ComponentStateField {
  type: 'text' | 'number' | 'boolean' | 'list' | 'object';
  label: Label;
}

/**
 * A warning the editor shows on an element (e.g. a form container without a submit button), in
 * the editor's language.
 */
export interface EditorWarning {
  title: Label;
  message: Label;
}

/** What an editor check sees: the element's settings and the types and settings of its descendants. */
export interface EditorCheckContext {
  props: PropertyValues;
  /** Each descendant with its settings and the triggers of its workflows (`click`, `submit`…). */
  descendants: ReadonlyArray<{
    type: string;
    props: PropertyValues;
    events?: ReadonlyArray<{ trigger: string }>;
  }>;
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
  /**
   * Navigator group label per slot (seeds: Trigger and Dropdown for the dropdown, Headers and
   * Contents for tabs). Slots without one show under the element itself.
   */
  slotLabels?: Record<string, Label>;
  /**
   * The slot "add" fills (a click or Enter on a palette item) while an element of this type is
   * selected: the component's body (an accordion's or a dialog's content, a dropdown's panel, the
   * tabs' contents) rather than what opens it. Default: the first slot.
   */
  addSlot?: string;
  /**
   * Slots whose k-th child is shown at the k-th place of something else (tabs: child k of
   * `tabsContent` is the panel of tab k). A drop into a shown place past the last child fills
   * the places before it with empty flexboxes, so it lands where the author dropped it.
   */
  positionalSlots?: string[];
  /**
   * Slots whose children the element's own `display` lays out: they are its flex or grid items,
   * so the sidebar offers them the flex and grid item fields (grow, grid column…). Other slots'
   * children sit in boxes of the component's own (tabs' panels, columns' cells).
   */
  layoutSlots?: string[];
  /** Display modes the editor offers, e.g. `['block', 'inline']`. */
  displayModes?: string[];
  /** State overrides the editor offers (besides `hover`), e.g. `['focus', 'disabled']`. */
  states?: string[];
  /** Events beyond the DOM ones (click…), e.g. `change`, `submit`. */
  events?: ComponentEvent[];
  /** Actions workflows can call (`component-action`), e.g. dialog `toggle`, `open`, `close`. */
  actions?: ComponentAction[];
  /** State published for formulas: `components['<elementId>'].<name>`. */
  state?: Record<string, ComponentStateField>;
  /** Deprecated components still render old sites; the editor hides them from the palette. */
  deprecated?: { replacement: string; message: Label };
  /** Warnings the editor shows for an element of this type (pure). */
  editorChecks?: (context: EditorCheckContext) => EditorWarning[];
}

/** Declares a component's metadata; keeps literal types for the component's own props type. */
export function defineComponent<const D extends ComponentDefinition>(definition: D): D {
  return definition;
}

/** Shorthand for the `{ en, fr }` labels, which every property needs. */
