import { defineComponent, label } from '../define.ts';

export const TEXT_TAGS = ['p', 'h1', 'h2', 'h3', 'h4', 'button', 'div'] as const;
export type TextTag = (typeof TEXT_TAGS)[number];

export interface TextProps {
  text: string;
  tag: TextTag;
}

export const textDefinition = defineComponent({
  type: 'text',
  label: label('Text', 'Texte'),
  category: 'basic',
  properties: {
    text: {
      type: 'text',
      label: label('Text', 'Texte'),
      // Default: a visible placeholder in each language, so a new text is never empty.
      default: { $lang: { en: 'New text', fr: 'Nouveau texte' } },
      section: 'settings',
      bindable: true,
      multiLang: true,
    },
    tag: {
      type: 'select',
      label: label('HTML tag', 'Balise HTML'),
      // Default: p (paragraph).
      default: 'p',
      section: 'settings',
      bindable: true,
      options: [
        { value: 'p', label: label('Paragraph', 'Paragraphe') },
        { value: 'h1', label: label('Heading 1', 'Titre 1') },
        { value: 'h2', label: label('Heading 2', 'Titre 2') },
        { value: 'h3', label: label('Heading 3', 'Titre 3') },
        { value: 'h4', label: label('Heading 4', 'Titre 4') },
        { value: 'button', label: label('Button', 'Bouton') },
        { value: 'div', label: label('Block (div)', 'Bloc (div)') },
      ],
    },
  },
});
