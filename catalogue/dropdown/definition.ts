import { defineComponent, label } from '../define.ts';

/** A dropdown's settings: how it opens, where its panel sits, and the panel's limits. */
export interface DropdownProps {
  triggerType: 'click' | 'hover' | 'right-click';
  position: 'top' | 'right' | 'bottom' | 'left';
  alignment: 'start' | 'center' | 'end';
  /** `12px` or `50%` (of the trigger's width), or null (no shift). */
  offsetX: string | null;
  /** `12px` or `50%` (of the trigger's height), or null (no shift). */
  offsetY: string | null;
  dropdownZIndex: number;
  disabled: boolean;
  animated: boolean;
  forceDisplayEditor: boolean;
  /** `300px`, or null (as tall as its content). */
  maxHeight: string | null;
}

const OFFSET_UNITS = [
  { unit: 'px', min: 1, max: 1000 },
  { unit: '%', min: 1, max: 100 },
];

export const dropdownDefinition = defineComponent({
  type: 'dropdown',
  label: label('Dropdown', 'Menu déroulant'),
  category: 'navigation',
  slots: ['trigger', 'dropdown'],
  addSlot: 'dropdown',
  // The navigator shows the children in these two groups (seeds §2).
  slotLabels: {
    trigger: label('Trigger', 'Déclencheur'),
    dropdown: label('Dropdown', 'Menu déroulant'),
  },
  displayModes: ['inline-block', 'block', 'inline-flex', 'flex'],
  events: [
    { name: 'open', label: label('On open', 'À l’ouverture') },
    { name: 'close', label: label('On close', 'À la fermeture') },
  ],
  actions: [
    { name: 'open', label: label('Open', 'Ouvrir') },
    { name: 'close', label: label('Close', 'Fermer') },
    { name: 'toggle', label: label('Toggle', 'Basculer') },
  ],
  state: { isOpen: { type: 'boolean', label: label('Is open', 'Est ouvert') } },
  properties: {
    triggerType: {
      type: 'select',
      label: label('Open on', 'Ouvrir au'),
      // Default: click, the one a touch screen can do too.
      default: 'click',
      section: 'settings',
      bindable: true,
      options: [
        { value: 'click', label: label('Click', 'Clic') },
        { value: 'hover', label: label('Hover', 'Survol') },
        { value: 'right-click', label: label('Right click', 'Clic droit') },
      ],
    },
    position: {
      type: 'select',
      label: label('Position', 'Position'),
      // Default: bottom (seeds), below the trigger; flips when there is no room.
      default: 'bottom',
      section: 'settings',
      bindable: true,
      responsive: true,
      options: [
        { value: 'top', label: label('Top', 'Haut') },
        { value: 'right', label: label('Right', 'Droite') },
        { value: 'bottom', label: label('Bottom', 'Bas') },
        { value: 'left', label: label('Left', 'Gauche') },
      ],
    },
    alignment: {
      type: 'select',
      label: label('Alignment', 'Alignement'),
      // Default: start, the panel's edge lined up with the trigger's left (or top) edge.
      default: 'start',
      section: 'settings',
      bindable: true,
      responsive: true,
      options: [
        { value: 'start', label: label('Start', 'Début') },
        { value: 'center', label: label('Center', 'Centre') },
        { value: 'end', label: label('End', 'Fin') },
      ],
    },
    offsetX: {
      type: 'length',
      label: label('Horizontal offset', 'Décalage horizontal'),
      // Default: not set (no shift). A % is of the trigger's width. A bound value must be a text
      // in px or % (seeds); anything else falls back to this default, with a warning.
      default: null,
      section: 'settings',
      bindable: true,
      responsive: true,
      units: OFFSET_UNITS,
      group: label('Offset', 'Décalage'),
    },
    offsetY: {
      type: 'length',
      label: label('Vertical offset', 'Décalage vertical'),
      // Default: not set (no shift, so a hover dropdown has no gap to cross). A % is of the
      // trigger's height. Same binding rule as offsetX.
      default: null,
      section: 'settings',
      bindable: true,
      responsive: true,
      units: OFFSET_UNITS,
      group: label('Offset', 'Décalage'),
    },
    dropdownZIndex: {
      type: 'number',
      label: label('Dropdown z-index', 'Z-index du menu'),
      // Default: 10, above the page's ordinary content (0–100, seeds).
      default: 10,
      section: 'settings',
      bindable: true,
      bounds: { min: 0, max: 100, step: 1 },
    },
    disabled: {
      type: 'boolean',
      label: label('Disabled', 'Désactivé'),
      // Default: false.
      default: false,
      section: 'settings',
      bindable: true,
    },
    animated: {
      type: 'boolean',
      label: label('Animated', 'Animé'),
      // Default: true, a short fade-in (none when the visitor asks for reduced motion).
      default: true,
      section: 'settings',
      bindable: false,
    },
    forceDisplayEditor: {
      type: 'boolean',
      label: label('Keep open in the editor', 'Garder ouvert dans l’éditeur'),
      // Default: false. The editor canvas opens the dropdown (its `open` action) while editing.
      default: false,
      section: 'settings',
      bindable: false,
      editorOnly: true,
    },
    maxHeight: {
      type: 'length',
      label: label('Max height', 'Hauteur max.'),
      // Default: not set (as tall as its content); 1–500 px (seeds), then the panel scrolls.
      default: null,
      section: 'settings',
      bindable: true,
      responsive: true,
      units: [{ unit: 'px', min: 1, max: 500 }],
    },
  },
});
