import { defineComponent, label } from '../define.ts';

export interface ButtonProps {
  text: string;
  buttonType: 'none' | 'button' | 'submit';
  disabled: boolean;
}

export const buttonDefinition = defineComponent({
  type: 'button',
  label: label('Button', 'Bouton'),
  category: 'basic',
  states: ['focus', 'disabled', 'active'],
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
  },
});
