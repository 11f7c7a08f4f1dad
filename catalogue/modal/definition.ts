import { defineComponent, label, type PropertyDefinition, type PropertyValues } from '../define.ts';

export type ModalAnimation =
  'fade' | 'fromTop' | 'fromRight' | 'fromLeft' | 'fromBottom' | 'zoomIn' | 'zoomOut';
export type ModalPosition =
  | 'top-left'
  | 'top'
  | 'top-right'
  | 'left'
  | 'middle'
  | 'right'
  | 'bottom-left'
  | 'bottom'
  | 'bottom-right'
  | 'custom';

export interface ModalProps {
  display: boolean;
  animation: ModalAnimation;
  position: ModalPosition;
  /** Lengths such as `10%` or `80px`, for `position: custom`. */
  positionLeft: string;
  positionTop: string;
  zIndex: number;
  backdrop: boolean;
  backdropColor: string;
  /** A CSS `transition` value for showing and hiding. */
  transition: string;
  ariaLabel: string;
}

const notCustom = (p: PropertyValues) => (p.position ?? 'middle') !== 'custom';

/** An offset of the custom position: 0–100 % of the viewport or 0–1000 px (seeds). */
const offset = (en: string, fr: string): PropertyDefinition => ({
  type: 'length',
  label: label(en, fr),
  // Default: 0% (the viewport's edge; the seeds give none), like the dialog's custom position.
  default: '0%',
  section: 'settings',
  bindable: true,
  responsive: true,
  units: [
    { unit: '%', min: 0, max: 100, step: 1 },
    { unit: 'px', min: 0, max: 1000, step: 1 },
  ],
  hidden: notCustom,
});

const option = <V extends string>(value: V, en: string, fr: string) => ({
  value,
  label: label(en, fr),
});

/**
 * The older modal: a box over the page shown while `display` is true (usually bound to a
 * variable a workflow sets), placed on a 3×3 grid or at custom offsets. It never closes itself:
 * a backdrop click raises `on-backdrop-click` for a workflow to act on.
 */
export const modalDefinition = defineComponent({
  type: 'modal',
  label: label('Modal', 'Fenêtre modale'),
  category: 'layout',
  slots: ['default'],
  events: [{ name: 'on-backdrop-click', label: label('On backdrop click', 'Au clic sur le fond') }],
  properties: {
    display: {
      type: 'boolean',
      label: label('Display', 'Afficher'),
      // Default: false (the seeds give none): a modal shows when a workflow or binding says so.
      default: false,
      section: 'settings',
      bindable: true,
    },
    animation: {
      type: 'select',
      label: label('Animation', 'Animation'),
      // Default: fade, as the seeds give.
      default: 'fade',
      section: 'settings',
      bindable: false,
      options: [
        option('fade', 'Fade', 'Fondu'),
        option('fromTop', 'From the top', 'Depuis le haut'),
        option('fromRight', 'From the right', 'Depuis la droite'),
        option('fromLeft', 'From the left', 'Depuis la gauche'),
        option('fromBottom', 'From the bottom', 'Depuis le bas'),
        option('zoomIn', 'Zoom in', 'Zoom avant'),
        option('zoomOut', 'Zoom out', 'Zoom arrière'),
      ],
    },
    position: {
      type: 'select',
      label: label('Position', 'Position'),
      // Default: middle, as the seeds give.
      default: 'middle',
      section: 'settings',
      bindable: false,
      responsive: true,
      options: [
        option('top-left', 'Top left', 'En haut à gauche'),
        option('top', 'Top', 'En haut'),
        option('top-right', 'Top right', 'En haut à droite'),
        option('left', 'Left', 'À gauche'),
        option('middle', 'Middle', 'Au milieu'),
        option('right', 'Right', 'À droite'),
        option('bottom-left', 'Bottom left', 'En bas à gauche'),
        option('bottom', 'Bottom', 'En bas'),
        option('bottom-right', 'Bottom right', 'En bas à droite'),
        option('custom', 'Custom', 'Personnalisée'),
      ],
    },
    positionLeft: offset('Left offset', 'Décalage à gauche'),
    positionTop: offset('Top offset', 'Décalage en haut'),
    zIndex: {
      type: 'number',
      label: label('Stacking order (z-index)', 'Ordre d’empilement (z-index)'),
      // Default: 10 (the seeds give only 0–100): above ordinary page content.
      default: 10,
      section: 'settings',
      bindable: true,
      bounds: { min: 0, max: 100, step: 1 },
    },
    backdrop: {
      type: 'boolean',
      label: label('Backdrop', 'Fond'),
      // Default: on, as the seeds give. With it the modal is modal (focus kept inside).
      default: true,
      section: 'settings',
      bindable: true,
    },
    backdropColor: {
      type: 'color',
      label: label('Backdrop color', 'Couleur du fond'),
      // Default: half-transparent black (the seeds give none): dims the page, keeps it visible.
      default: 'rgba(0, 0, 0, 0.5)',
      section: 'settings',
      bindable: true,
      hidden: (p) => p.backdrop === false,
    },
    transition: {
      type: 'text',
      label: label('Transition', 'Transition'),
      // Default: "all .3s ease", as the seeds give (a CSS transition value).
      default: 'all .3s ease',
      section: 'settings',
      bindable: false,
    },
    ariaLabel: {
      type: 'text',
      label: label('Accessible name', 'Nom accessible'),
      // Default: "Modal" / "Fenêtre modale": what screen readers announce.
      default: { $lang: { en: 'Modal', fr: 'Fenêtre modale' } },
      section: 'settings',
      bindable: true,
      multiLang: true,
    },
  },
});
