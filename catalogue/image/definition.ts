import { defineComponent, label } from '../define.ts';

export interface ImageProps {
  /** Empty means the catalogue's placeholder image. */
  url: string;
  alt: string;
  objectFit: 'fill' | 'cover' | 'contain';
  loading: 'lazy' | 'eager';
  /** A CSS colour or gradient drawn over the image; empty for none. */
  overlay: string;
  /** A CSS filter applied to the image, e.g. `grayscale(1) blur(2px)`; empty for none. */
  filter: string;
  /** Size in px of the image file, when known: `width`/`height` attributes, so no layout shift. */
  width: number | null;
  height: number | null;
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
    overlay: {
      type: 'colorOrGradient',
      label: label('Overlay', 'Calque de couleur'),
      // Default: empty, no overlay. E.g. `rgba(0, 0, 0, 0.4)` or `linear-gradient(#0000, #000a)`
      // to keep a caption readable over a photo.
      default: '',
      section: 'settings',
      bindable: true,
    },
    filter: {
      type: 'text',
      label: label('Filter (CSS)', 'Filtre (CSS)'),
      // Default: empty, the image as it is. A CSS filter such as `grayscale(1)` or `blur(2px)`;
      // it applies to the image only, not to the overlay.
      default: '',
      section: 'settings',
      bindable: true,
    },
    width: {
      type: 'number',
      label: label('File width (px)', 'Largeur du fichier (px)'),
      // Default: not known. The editor fills it in when the image is chosen; rendered as the
      // img's `width` attribute so the browser reserves the image's proportions before it loads.
      // The element's width and height styles still decide the displayed size.
      default: null,
      section: 'settings',
      bindable: true,
      bounds: { min: 1, max: 20000, step: 1, unit: 'px' },
      group: label('File size', 'Taille du fichier'),
    },
    height: {
      type: 'number',
      label: label('File height (px)', 'Hauteur du fichier (px)'),
      // Default: not known; see width.
      default: null,
      section: 'settings',
      bindable: true,
      bounds: { min: 1, max: 20000, step: 1, unit: 'px' },
      group: label('File size', 'Taille du fichier'),
    },
  },
});
