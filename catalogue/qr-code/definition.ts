import { defineComponent, label } from '../define.ts';

export const QR_ERROR_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export type QrErrorLevel = (typeof QR_ERROR_LEVELS)[number];

export interface QrCodeProps {
  /** The text the code holds (a booking reference, a link…); empty draws no code. */
  value: string;
  /** The accessible name (what a screen reader says for the picture). */
  label: string;
  /** Width and height in px (32–1024). */
  size: number;
  /** Colour of the dark modules. */
  color: string;
  /** Colour behind them (keep it light: readers look for dark on light). */
  background: string;
  /** Empty modules around the code, in modules (0–10; readers want 4). */
  margin: number;
  /** How much of the code may be damaged and still read: L 7 %, M 15 %, Q 25 %, H 30 %. */
  errorCorrection: QrErrorLevel;
}

export const qrCodeDefinition = defineComponent({
  type: 'qr-code',
  label: label('QR code', 'Code QR'),
  category: 'media',
  displayModes: ['inline-block', 'block'],
  properties: {
    value: {
      type: 'text',
      label: label('Value (the text it holds)', 'Valeur (le texte qu’il contient)'),
      // Default: empty, which draws no code (bind it to a reference or a link).
      default: '',
      section: 'settings',
      bindable: true,
    },
    label: {
      type: 'text',
      label: label('Accessible name', 'Nom accessible'),
      // Default: "QR code" / "Code QR", what a screen reader says for the picture.
      default: { $lang: { en: 'QR code', fr: 'Code QR' } },
      section: 'settings',
      bindable: true,
      multiLang: true,
    },
    size: {
      type: 'number',
      label: label('Size', 'Taille'),
      // Default: 192 px, readable by a phone's camera from a screen at arm's length.
      default: 192,
      section: 'settings',
      bindable: true,
      responsive: true,
      bounds: { min: 32, max: 1024, step: 1, unit: 'px', integer: true },
    },
    color: {
      type: 'color',
      label: label('Colour', 'Couleur'),
      // Default: black, the contrast readers expect.
      default: '#000000',
      section: 'settings',
      bindable: true,
    },
    background: {
      type: 'color',
      label: label('Background', 'Fond'),
      // Default: white (readers look for dark modules on a light ground).
      default: '#ffffff',
      section: 'settings',
      bindable: true,
    },
    margin: {
      type: 'number',
      label: label('Quiet zone (modules)', 'Marge (modules)'),
      // Default: 4 modules, the quiet zone the QR code standard asks for.
      default: 4,
      section: 'settings',
      bindable: true,
      bounds: { min: 0, max: 10, step: 1, integer: true },
    },
    errorCorrection: {
      type: 'select',
      label: label('Error correction', 'Correction d’erreurs'),
      // Default: M (15 %), the usual level for a code shown on a screen.
      default: 'M',
      section: 'settings',
      bindable: true,
      options: [
        { value: 'L', label: label('Low (7 %)', 'Faible (7 %)') },
        { value: 'M', label: label('Medium (15 %)', 'Moyenne (15 %)') },
        { value: 'Q', label: label('Quartile (25 %)', 'Quartile (25 %)') },
        { value: 'H', label: label('High (30 %)', 'Haute (30 %)') },
      ],
    },
  },
});
