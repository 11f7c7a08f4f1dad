import { defineComponent, label } from '../define.ts';

/** The spinners, in the seeds' order; each is pure CSS (Loader.css), in the style of SpinKit. */
export const SPINNERS = [
  'plane',
  'chase',
  'bounce',
  'wave',
  'pulse',
  'flow',
  'swing',
  'circle',
  'circle-fade',
  'grid',
  'fold',
  'wander',
] as const;
export type Spinner = (typeof SPINNERS)[number];

export interface LoaderProps {
  spinner: Spinner;
  /** CSS colour; empty means the surrounding text colour. */
  color: string;
  /** Width and height in px (0–2000). */
  size: number;
}

const SPINNER_LABELS: Record<Spinner, [string, string]> = {
  plane: ['Plane', 'Plan'],
  chase: ['Chase', 'Poursuite'],
  bounce: ['Bounce', 'Rebond'],
  wave: ['Wave', 'Vague'],
  pulse: ['Pulse', 'Pulsation'],
  flow: ['Flow', 'Flux'],
  swing: ['Swing', 'Balancier'],
  circle: ['Circle', 'Cercle'],
  'circle-fade': ['Fading circle', 'Cercle estompé'],
  grid: ['Grid', 'Grille'],
  fold: ['Fold', 'Pliage'],
  wander: ['Wander', 'Errance'],
};

export const loaderDefinition = defineComponent({
  type: 'loader',
  label: label('Loader', 'Indicateur de chargement'),
  category: 'basic',
  displayModes: ['inline-block', 'block', 'inline-flex', 'flex'],
  properties: {
    spinner: {
      type: 'select',
      label: label('Spinner', 'Animation'),
      // Default: plane (the seeds' default), a single rotating square.
      default: 'plane',
      section: 'settings',
      bindable: true,
      options: SPINNERS.map((value) => ({
        value,
        label: label(...SPINNER_LABELS[value]),
      })),
    },
    color: {
      type: 'color',
      label: label('Colour', 'Couleur'),
      // Default: empty, i.e. the text colour around the loader (`currentColor`), so it matches
      // the theme it is placed in.
      default: '',
      section: 'settings',
      bindable: true,
    },
    size: {
      type: 'number',
      label: label('Size', 'Taille'),
      // Default: 40 px, the usual size of an inline spinner (SpinKit's).
      default: 40,
      section: 'settings',
      bindable: true,
      responsive: true,
      bounds: { min: 0, max: 2000, step: 1, unit: 'px' },
    },
  },
});
