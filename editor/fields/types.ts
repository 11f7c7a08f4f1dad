/** What every field editor receives: the property, the literal value shown, and how to change it. */
import type { PropertyDefinition } from '@catalogue/define.ts';
import type { ColorToken } from '@shared/schema/site-style.ts';
import type { JsonValue } from '@shared/schema/values.ts';

export interface FieldProps {
  /** Id of the field's main control, for its `<label htmlFor>`. */
  id: string;
  /** The property's name (some fields adapt, e.g. lengths offer `auto` for sizes and margins). */
  name: string;
  property: PropertyDefinition;
  /** The literal value to show (`$lang` already picked); undefined when nothing applies. */
  value: JsonValue | undefined;
  /** Shown when the value is empty, e.g. the default-language text. */
  placeholder?: string;
  /** The accessible name (the property's label in the editor language). */
  label: string;
  /** A new value; undefined removes it (back to the default or the inherited value). */
  onChange(next: JsonValue | undefined): void;
  /** The author is done with this edit (blur, picker released): ends the undo step. */
  onCommit(): void;
}

/** What fields need of the site being edited: where uploads go, the colours to offer. */
export interface FieldEnvironment {
  siteId: string;
  /** The site's colour tokens (`site.colors`): colour fields offer them as swatches. */
  colors?: readonly ColorToken[];
}
