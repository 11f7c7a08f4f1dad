import { defineComponent, label } from '../define.ts';

export interface IconProps {
  /** Lucide icon name in kebab-case, e.g. `star`, `chevron-right`. */
  icon: string;
  /** CSS colour; empty means the surrounding text colour. */
  color: string;
  /** Width and height in px (1–100). */
  fontSize: number;
  /** Accessible name; empty means a decorative icon. */
  label: string;
}

export const iconDefinition = defineComponent({
  type: 'icon',
  label: label('Icon', 'Icône'),
  category: 'basic',
  displayModes: ['inline-flex', 'flex', 'inline-block', 'block'],
  properties: {
    icon: {
      type: 'icon',
      label: label('Icon', 'Icône'),
      // Default: star, a recognisable icon so a new element is visible at once.
      default: 'star',
      section: 'settings',
      bindable: true,
    },
    color: {
      type: 'color',
      label: label('Colour', 'Couleur'),
      // Default: empty, i.e. the text colour around the icon (`currentColor`), like a glyph.
      default: '',
      section: 'settings',
      bindable: true,
      states: true,
    },
    fontSize: {
      type: 'number',
      label: label('Size', 'Taille'),
      // Default: 24 px, the size lucide icons are drawn at (crisp strokes).
      default: 24,
      section: 'settings',
      bindable: true,
      responsive: true,
      bounds: { min: 1, max: 100, step: 1, unit: 'px' },
    },
    label: {
      type: 'text',
      label: label('Accessible name', 'Nom accessible'),
      // Default: empty, i.e. a decorative icon hidden from screen readers. Give one when the icon
      // alone carries meaning (e.g. an icon-only link).
      default: { $lang: { en: '', fr: '' } },
      section: 'settings',
      bindable: true,
      multiLang: true,
    },
  },
});
