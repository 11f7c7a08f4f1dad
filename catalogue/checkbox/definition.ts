import { defineComponent, label } from '../define.ts';
import {
  DISABLED_PROPERTY,
  FORM_FIELD_PROPERTIES,
  FORM_GROUP,
  READONLY_PROPERTY,
} from '../form-fields.ts';

export interface CheckboxProps {
  /** The text beside the box: the control's accessible name. */
  label: string;
  /** Ticked at first; a bound formula's new result replaces what the visitor ticked. */
  value: boolean;
  disabled: boolean;
  readonly: boolean;
  required: boolean;
  /** Shown (and published as `error`) when a required box is not ticked on validation. */
  requiredMessage: string;
  /** Side of the box, px (12–48). */
  boxSize: number;
  /** Colour of the ticked box (CSS `accent-color`). */
  accentColor: string | null;
  fieldName: string;
  customValidation: boolean;
  /** A formula's result: a non-empty text makes the field invalid, with it as the message. */
  validation: string | null;
}

const BOX_GROUP = label('Box', 'Case');

export const checkboxDefinition = defineComponent({
  type: 'checkbox',
  label: label('Checkbox', 'Case à cocher'),
  category: 'form',
  displayModes: ['flex', 'inline-flex'],
  // Seeds §4: inputs have focus and readonly states.
  states: ['focus', 'readonly'],
  events: [
    { name: 'change', label: label('On change', 'Au changement'), payload: ['value'] },
    // As the button's (seeds §3): the box got or lost the keyboard focus.
    { name: 'focus', label: label('On focus', 'Au focus') },
    { name: 'blur', label: label('On blur', 'À la perte du focus') },
  ],
  // The same names as the other inputs: `components['<id>'].value` and `.error`.
  state: {
    value: { type: 'boolean', label: label('Checked', 'Cochée') },
    error: { type: 'text', label: label('Error message', 'Message d’erreur') },
  },
  properties: {
    label: {
      type: 'text',
      label: label('Label', 'Libellé'),
      // Default: "I agree" / "J’accepte", the most common use (terms, consent). Empty: the box
      // is named by its field name, else "Checkbox".
      default: { $lang: { en: 'I agree', fr: 'J’accepte' } },
      section: 'settings',
      bindable: true,
      multiLang: true,
    },
    value: {
      type: 'boolean',
      label: label('Checked at first', 'Cochée au départ'),
      // Default: off — consent must be given by the visitor, not pre-ticked.
      default: false,
      section: 'settings',
      bindable: true,
    },
    disabled: DISABLED_PROPERTY,
    // On: the box shows its state and takes the focus, but clicks and Space do not change it.
    readonly: READONLY_PROPERTY,
    boxSize: {
      type: 'number',
      label: label('Box size', 'Taille de la case'),
      // Default: 18 px, a little above the browser's 13 px so it is easy to hit; bounds 12–48 px.
      default: 18,
      section: 'settings',
      bindable: true,
      responsive: true,
      bounds: { min: 12, max: 48, step: 1, unit: 'px' },
      group: BOX_GROUP,
    },
    accentColor: {
      type: 'color',
      label: label('Accent colour', 'Couleur d’accentuation'),
      // Default: #1a5fb4, the blue of the form fields' focus ring; the tick is drawn in white
      // or black, whichever the browser finds more legible on it.
      default: '#1a5fb4',
      section: 'settings',
      bindable: true,
      states: true,
      group: BOX_GROUP,
    },
    required: {
      type: 'boolean',
      label: label('Required', 'Obligatoire'),
      // Default: off. On: a form around it does not submit while the box is not ticked.
      default: false,
      section: 'settings',
      bindable: true,
      group: FORM_GROUP,
    },
    requiredMessage: {
      type: 'text',
      label: label('Message when not ticked', 'Message si non cochée'),
      // Default: "This box must be ticked." / "Cette case doit être cochée." Used only while the
      // box is required, yet always shown: `required` may be bound to a formula the sidebar
      // cannot read.
      default: {
        $lang: { en: 'This box must be ticked.', fr: 'Cette case doit être cochée.' },
      },
      section: 'settings',
      bindable: true,
      multiLang: true,
      group: FORM_GROUP,
    },
    ...FORM_FIELD_PROPERTIES,
  },
});
