import { defineComponent, label } from '../define.ts';

export interface ButtonProps {
  text: string;
  buttonType: 'none' | 'button' | 'submit';
  disabled: boolean;
  leftIcon: boolean;
  /** Lucide name, e.g. `plus`; shown only when `leftIcon` is on. */
  leftIconName: string;
  rightIcon: boolean;
  /** Lucide name, e.g. `arrow-right`; shown only when `rightIcon` is on. */
  rightIconName: string;
}

export const buttonDefinition = defineComponent({
  type: 'button',
  label: label('Button', 'Bouton'),
  category: 'basic',
  states: ['focus', 'disabled', 'active'],
  events: [
    { name: 'focus', label: label('On focus', 'Au focus') },
    { name: 'blur', label: label('On blur', 'À la perte du focus') },
  ],
  properties: {
    text: {
      type: 'text',
      label: label('Text', 'Texte'),
      // Default: "Button" / "Bouton".
      default: { $lang: { en: 'Button', fr: 'Bouton' } },
      section: 'settings',
      bindable: true,
      multiLang: true,
    },
    buttonType: {
      type: 'select',
      label: label('Button type', 'Type de bouton'),
      // Default: button (does not submit a form). `none` leaves the attribute out.
      default: 'button',
      section: 'settings',
      bindable: false,
      options: [
        { value: 'none', label: label('None', 'Aucun') },
        { value: 'button', label: label('Button', 'Bouton') },
        { value: 'submit', label: label('Submit', 'Envoyer') },
      ],
    },
    disabled: {
      type: 'boolean',
      label: label('Disabled', 'Désactivé'),
      // Default: false.
      default: false,
      section: 'settings',
      bindable: true,
    },
    leftIcon: {
      type: 'boolean',
      label: label('Left icon', 'Icône à gauche'),
      // Default: off, a plain text button.
      default: false,
      section: 'settings',
      bindable: true,
      group: label('Icons', 'Icônes'),
    },
    leftIconName: {
      type: 'icon',
      label: label('Left icon name', 'Nom de l’icône à gauche'),
      // Default: plus, the most common leading icon ("Add to cart", "New").
      default: 'plus',
      section: 'settings',
      bindable: true,
      hidden: (props) => props.leftIcon !== true,
      group: label('Icons', 'Icônes'),
    },
    rightIcon: {
      type: 'boolean',
      label: label('Right icon', 'Icône à droite'),
      // Default: off, a plain text button.
      default: false,
      section: 'settings',
      bindable: true,
      group: label('Icons', 'Icônes'),
    },
    rightIconName: {
      type: 'icon',
      label: label('Right icon name', 'Nom de l’icône à droite'),
      // Default: arrow-right, the most common trailing icon ("Continue", "Next").
      default: 'arrow-right',
      section: 'settings',
      bindable: true,
      hidden: (props) => props.rightIcon !== true,
      group: label('Icons', 'Icônes'),
    },
    backgroundColor: {
      type: 'color',
      label: label('Background colour', 'Couleur de fond'),
      // Default: not set, so the browser's (or the site's class) button look applies; a default
      // colour here would be written for every button without a matching text colour.
      default: null,
      section: 'style',
      bindable: true,
      responsive: true,
      states: true,
      classes: true,
    },
  },
});
