import { defineComponent, label } from '../define.ts';

export interface ImageProps {
  /** Empty means the catalogue's placeholder image. */
  url: string;
  alt: string;
  objectFit: 'fill' | 'cover' | 'contain';
  loading: 'lazy' | 'eager';
}

export const imageDefinition = defineComponent({
  type: 'image',
  label: label('Image', 'Image'),
  category: 'media',
  properties: {
    url: {
      type: 'image',
      label: label('Image', 'Image'),
      // Default: empty, shown as the bundled placeholder (`placeholder.svg`). The file is imported by
      // Image.tsx, not here, so that this metadata loads in Node without a bundler.
      default: '',
      section: 'settings',
      bindable: true,
    },
    alt: {
      type: 'text',
      label: label('Alternative text', 'Texte alternatif'),
      // Default: empty, i.e. a decorative image.
      default: { $lang: { en: '', fr: '' } },
      section: 'settings',
      bindable: true,
      multiLang: true,
    },
    objectFit: {
      type: 'select',
      label: label('Fit', 'Ajustement'),
      // Default: cover.
      default: 'cover',
      section: 'settings',
      bindable: true,
      options: [
        { value: 'fill', label: label('Fill', 'Remplir') },
        { value: 'cover', label: label('Cover', 'Couvrir') },
        { value: 'contain', label: label('Contain', 'Contenir') },
      ],
    },
    loading: {
      type: 'select',
      label: label('Loading', 'Chargement'),
      // Default: lazy, loaded when about to scroll into view.
      default: 'lazy',
      section: 'settings',
      bindable: false,
      options: [
        { value: 'lazy', label: label('Lazy', 'Différé') },
        { value: 'eager', label: label('Eager', 'Immédiat') },
      ],
    },
  },
});
