import { defineComponent, label } from '../define.ts';

/** A flexbox's one setting is `repeat`; its layout is entirely styles. */
export interface FlexboxProps {
  /** A list (bound to a formula): the `default` slot's children render once per item. */
  repeat: unknown[] | null;
}

export const flexboxDefinition = defineComponent({
  type: 'flexbox',
  label: label('Flexbox', 'Flexbox'),
  category: 'layout',
  slots: ['default'],
  // Its children are its own flex (or grid) items.
  layoutSlots: ['default'],
  // Style properties: their defaults are written to the page stylesheet for every flexbox.
  properties: {
    repeat: {
      type: 'list',
      label: label(
        'Repeat children for each item of',
        'Répéter les enfants pour chaque élément de',
      ),
      // Default: not set (children render once). Bound to a list such as a collection's data.
      default: null,
      section: 'settings',
      bindable: true,
    },
    display: {
      type: 'select',
      label: label('Display', 'Affichage'),
      // Default: flex.
      default: 'flex',
      section: 'style',
      bindable: false,
      responsive: true,
      options: [
        { value: 'flex', label: label('Flex', 'Flex') },
        { value: 'none', label: label('Hidden', 'Masqué') },
      ],
    },
    flexDirection: {
      type: 'select',
      label: label('Direction', 'Direction'),
      // Default: row.
      default: 'row',
      section: 'style',
      bindable: false,
      responsive: true,
      options: [
        { value: 'row', label: label('Row', 'Ligne') },
        { value: 'column', label: label('Column', 'Colonne') },
        { value: 'row-reverse', label: label('Row, reversed', 'Ligne inversée') },
        { value: 'column-reverse', label: label('Column, reversed', 'Colonne inversée') },
      ],
    },
    flexWrap: {
      type: 'select',
      label: label('Wrap', 'Retour à la ligne'),
      // Default: nowrap.
      default: 'nowrap',
      section: 'style',
      bindable: false,
      responsive: true,
      options: [
        { value: 'nowrap', label: label('No wrap', 'Sans retour') },
        { value: 'wrap', label: label('Wrap', 'Avec retour') },
      ],
    },
    gap: {
      type: 'length',
      label: label('Gap', 'Espacement'),
      // Default: not set (0).
      default: null,
      section: 'style',
      bindable: false,
      responsive: true,
      // A length: bounds per unit (a `bounds` on a length is not read by the coercion).
      units: [{ min: 0, max: 1000, step: 1, unit: 'px' }],
    },
  },
});
