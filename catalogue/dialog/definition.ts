import { defineComponent, label, type PropertyDefinition, type PropertyValues } from '../define.ts';

export type DialogType = 'none' | 'modal' | 'sheet';
export type DialogSide = 'left' | 'center' | 'right' | 'custom';
export type DialogSheetSide = 'left' | 'top' | 'right' | 'bottom';
export type DialogAlign = 'top' | 'center' | 'bottom' | 'custom';
export type DialogAnimation = 'none' | 'fade' | 'slide-in' | 'zoom';
export type DialogDirection = 'top' | 'left' | 'bottom' | 'right';
export type DialogEasing = 'linear' | 'ease' | 'ease-in' | 'ease-out' | 'ease-in-out';

export interface DialogProps {
  type: DialogType;
  sideModal: DialogSide;
  /** A length such as `20%` or `120px`. */
  customPositionX: string;
  customPositionY: string;
  sideSheet: DialogSheetSide;
  align: DialogAlign;
  animation: DialogAnimation;
  slideInDirection: DialogDirection;
  /** Milliseconds. */
  animationDuration: number;
  animationEasing: DialogEasing;
  preventScroll: boolean;
  escClose: boolean;
  trigger: boolean;
  triggerClickOpens: boolean;
  overlay: boolean;
  clickOutsideCloses: boolean;
  overlayClickCloses: boolean;
  preventInteractionsOutside: boolean;
  disabled: boolean;
  initialOpen: boolean;
  ariaLabel: string;
}

/** A setting as the sidebar holds it, with the default when it is not set yet. */
const read = (p: PropertyValues, name: string, fallback: unknown) => p[name] ?? fallback;
const typeOf = (p: PropertyValues) => read(p, 'type', 'modal');
const isModalType = (p: PropertyValues) => typeOf(p) === 'modal';
const blocks = (p: PropertyValues) => typeOf(p) !== 'none';
const sideCustom = (p: PropertyValues) =>
  isModalType(p) && read(p, 'sideModal', 'center') === 'custom';
const alignCustom = (p: PropertyValues) =>
  isModalType(p) && !sideCustom(p) && read(p, 'align', 'center') === 'custom';
const animated = (p: PropertyValues) => read(p, 'animation', 'fade') !== 'none';

const LAYOUT = label('Layout', 'Disposition');
const ANIMATION = label('Animation', 'Animation');
const BEHAVIOUR = label('Behaviour', 'Comportement');

/** A position offset: 0–100 % of the viewport or 0–1000 px. */
const offset = (
  en: string,
  fr: string,
  hidden: (p: PropertyValues) => boolean,
): PropertyDefinition => ({
  type: 'length',
  label: label(en, fr),
  // Default: 0% (the viewport's edge), as the seeds give.
  default: '0%',
  section: 'settings',
  bindable: true,
  responsive: true,
  units: [
    { unit: '%', min: 0, max: 100, step: 1 },
    { unit: 'px', min: 0, max: 1000, step: 1 },
  ],
  hidden,
  group: LAYOUT,
});

const flag = (
  en: string,
  fr: string,
  value: boolean,
  hidden?: (p: PropertyValues) => boolean,
): PropertyDefinition => ({
  type: 'boolean',
  label: label(en, fr),
  default: value,
  section: 'settings',
  bindable: true,
  group: BEHAVIOUR,
  ...(hidden ? { hidden } : {}),
});

export const dialogDefinition = defineComponent({
  type: 'dialog',
  label: label('Dialog', 'Boîte de dialogue'),
  category: 'layout',
  // The root holds the trigger; the content is a layer of its own over the page.
  displayModes: ['block', 'inline-block', 'flex', 'inline-flex'],
  states: ['focus', 'disabled'],
  slots: ['trigger', 'content', 'overlay'],
  addSlot: 'content',
  slotLabels: {
    trigger: label('Trigger', 'Déclencheur'),
    content: label('Content', 'Contenu'),
    overlay: label('Overlay', 'Voile'),
  },
  events: [
    { name: 'open', label: label('On open', 'À l’ouverture') },
    { name: 'close', label: label('On close', 'À la fermeture') },
  ],
  actions: [
    { name: 'toggle', label: label('Toggle', 'Ouvrir ou fermer') },
    { name: 'open', label: label('Open', 'Ouvrir') },
    { name: 'close', label: label('Close', 'Fermer') },
  ],
  state: { isOpen: { type: 'boolean', label: label('Is open', 'Est ouverte') } },
  properties: {
    type: {
      type: 'select',
      label: label('Type', 'Type'),
      // Default: modal (centred box over the page), as the seeds give. `none` is a floating
      // layer the content's own styles place, without overlay and without blocking the page.
      default: 'modal',
      section: 'settings',
      bindable: false,
      responsive: true,
      options: [
        { value: 'none', label: label('None', 'Aucun') },
        { value: 'modal', label: label('Modal', 'Modale') },
        { value: 'sheet', label: label('Sheet', 'Panneau') },
      ],
      group: LAYOUT,
    },
    sideModal: {
      type: 'select',
      label: label('Side', 'Côté'),
      // Default: center, as the seeds give. `custom` places it at customPositionX/Y.
      default: 'center',
      section: 'settings',
      bindable: false,
      responsive: true,
      options: [
        { value: 'left', label: label('Left', 'Gauche') },
        { value: 'center', label: label('Center', 'Centre') },
        { value: 'right', label: label('Right', 'Droite') },
        { value: 'custom', label: label('Custom', 'Personnalisé') },
      ],
      hidden: (p) => !isModalType(p),
      group: LAYOUT,
    },
    customPositionX: offset('Position X', 'Position X', (p) => !sideCustom(p)),
    // Also the vertical offset of `align: custom` (the one number that alignment needs).
    customPositionY: offset('Position Y', 'Position Y', (p) => !sideCustom(p) && !alignCustom(p)),
    sideSheet: {
      type: 'select',
      label: label('Sheet side', 'Côté du panneau'),
      // Default: top, as the seeds give.
      default: 'top',
      section: 'settings',
      bindable: false,
      responsive: true,
      options: [
        { value: 'left', label: label('Left', 'Gauche') },
        { value: 'top', label: label('Top', 'Haut') },
        { value: 'right', label: label('Right', 'Droite') },
        { value: 'bottom', label: label('Bottom', 'Bas') },
      ],
      hidden: (p) => typeOf(p) !== 'sheet',
      group: LAYOUT,
    },
    align: {
      type: 'select',
      label: label('Vertical alignment', 'Alignement vertical'),
      // Default: center (the seeds give none): a modal sits in the middle of the screen.
      default: 'center',
      section: 'settings',
      bindable: false,
      responsive: true,
      options: [
        { value: 'top', label: label('Top', 'Haut') },
        { value: 'center', label: label('Center', 'Centre') },
        { value: 'bottom', label: label('Bottom', 'Bas') },
        { value: 'custom', label: label('Custom', 'Personnalisé') },
      ],
      hidden: (p) => !isModalType(p) || sideCustom(p),
      group: LAYOUT,
    },
    animation: {
      type: 'select',
      label: label('Animation', 'Animation'),
      // Default: fade (the seeds give none): a short, unobtrusive entrance.
      default: 'fade',
      section: 'settings',
      bindable: false,
      options: [
        { value: 'none', label: label('None', 'Aucune') },
        { value: 'fade', label: label('Fade', 'Fondu') },
        { value: 'slide-in', label: label('Slide in', 'Glissement') },
        { value: 'zoom', label: label('Zoom', 'Zoom') },
      ],
      group: ANIMATION,
    },
    slideInDirection: {
      type: 'select',
      label: label('Slide in from', 'Glisser depuis'),
      // Default: bottom (the seeds give none): the content rises into place. A sheet always
      // slides in from its own side, so this is for modals and `none`.
      default: 'bottom',
      section: 'settings',
      bindable: false,
      options: [
        { value: 'top', label: label('Top', 'Haut') },
        { value: 'left', label: label('Left', 'Gauche') },
        { value: 'bottom', label: label('Bottom', 'Bas') },
        { value: 'right', label: label('Right', 'Droite') },
      ],
      hidden: (p) => read(p, 'animation', 'fade') !== 'slide-in' || typeOf(p) === 'sheet',
      group: ANIMATION,
    },
    animationDuration: {
      type: 'number',
      label: label('Duration (ms)', 'Durée (ms)'),
      // Default: 300 ms, as the seeds give.
      default: 300,
      section: 'settings',
      bindable: true,
      bounds: { min: 0, max: 10000, step: 50, unit: 'ms' },
      hidden: (p) => !animated(p),
      group: ANIMATION,
    },
    animationEasing: {
      type: 'select',
      label: label('Easing', 'Accélération'),
      // Default: linear, as the seeds give.
      default: 'linear',
      section: 'settings',
      bindable: false,
      options: [
        { value: 'linear', label: label('Linear', 'Linéaire') },
        { value: 'ease', label: label('Ease', 'Douce') },
        { value: 'ease-in', label: label('Ease in', 'Douce au début') },
        { value: 'ease-out', label: label('Ease out', 'Douce à la fin') },
        { value: 'ease-in-out', label: label('Ease in and out', 'Douce au début et à la fin') },
      ],
      hidden: (p) => !animated(p),
      group: ANIMATION,
    },
    // Default: on, as the seeds give: the page behind does not scroll while the dialog is open.
    preventScroll: flag('Prevent page scroll', 'Bloquer le défilement de la page', true),
    // Default: off, as the seeds give: Esc does nothing unless the author allows it.
    escClose: flag('Close on Esc', 'Fermer avec Échap', false),
    // Default: on, as the seeds give: the trigger slot is shown.
    trigger: flag('Show trigger', 'Afficher le déclencheur', true),
    // Default: on, as the seeds give.
    triggerClickOpens: flag(
      'Clicking the trigger opens',
      'Un clic sur le déclencheur ouvre',
      true,
      (p) => read(p, 'trigger', true) === false,
    ),
    // Default: on, as the seeds give. Not for `type: none`, which never covers the page.
    overlay: flag('Overlay', 'Voile', true, (p) => !blocks(p)),
    // Default: off, as the seeds give. Applies when nothing covers the page (no overlay).
    clickOutsideCloses: flag(
      'Clicking outside closes',
      'Un clic à l’extérieur ferme',
      false,
      (p) => blocks(p) && read(p, 'overlay', true) !== false,
    ),
    // Default: on, as the seeds give.
    overlayClickCloses: flag(
      'Clicking the overlay closes',
      'Un clic sur le voile ferme',
      true,
      (p) => !blocks(p) || read(p, 'overlay', true) === false,
    ),
    // Default: on, as the seeds give: a modal dialog (focus trapped, page inert behind it).
    preventInteractionsOutside: flag(
      'Prevent interactions outside',
      'Bloquer les interactions à l’extérieur',
      true,
      (p) => !blocks(p),
    ),
    // Default: off. When on, the trigger does not open the dialog (workflow actions still do).
    disabled: flag('Disabled', 'Désactivée', false),
    // Default: off: the dialog starts closed. On shows it open when the page loads.
    initialOpen: flag('Open initially', 'Ouverte au départ', false),
    ariaLabel: {
      type: 'text',
      label: label('Accessible name', 'Nom accessible'),
      // Default: "Dialog" / "Boîte de dialogue": what screen readers announce on opening.
      default: { $lang: { en: 'Dialog', fr: 'Boîte de dialogue' } },
      section: 'settings',
      bindable: true,
      multiLang: true,
    },
  },
});
