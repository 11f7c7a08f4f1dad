import { defineComponent, label, type PropertyOption } from '../define.ts';

type Alignment = 'start' | 'center' | 'end' | 'stretch';

/** A tab label as stored: a text per language, a plain text, or `{ label }` from a formula. */
export type TabLabel = { label?: unknown } | string;

/** A tabs element's settings: the active tab, the headers' layout and the panels' transition. */
export interface TabsProps {
  /** Headers shown when the Headers slot is empty. */
  tabLabels: TabLabel[] | null;
  /** Index of the active tab, from 0. */
  value: number;
  tabsPosition: 'top' | 'bottom' | 'left' | 'right';
  horizontalAlignment: Alignment;
  verticalAlignment: Alignment;
  transition: 'none' | 'fade' | 'fadeTopBottom' | 'fadeLeftRight';
  /** In seconds. */
  transitionDuration: number;
}

const ALIGNMENTS: PropertyOption[] = [
  { value: 'start', label: label('Start', 'Début') },
  { value: 'center', label: label('Center', 'Centre') },
  { value: 'end', label: label('End', 'Fin') },
  { value: 'stretch', label: label('Stretch', 'Étirer') },
];
const LAYOUT = label('Headers', 'En-têtes');
const tab = (n: number) => ({ label: { $lang: { en: `Tab ${n}`, fr: `Onglet ${n}` } } });

export const tabsDefinition = defineComponent({
  type: 'tabs',
  label: label('Tabs', 'Onglets'),
  category: 'navigation',
  // Each child of tabsList is one tab header, each child of tabsContent one panel.
  slots: ['tabsList', 'tabsContent'],
  addSlot: 'tabsContent',
  positionalSlots: ['tabsContent'],
  slotLabels: {
    tabsList: label('Headers', 'En-têtes'),
    tabsContent: label('Contents', 'Contenus'),
  },
  displayModes: ['flex', 'inline-flex'],
  events: [{ name: 'change', label: label('On change', 'Au changement'), payload: ['value'] }],
  actions: [
    {
      name: 'setTab',
      label: label('Show a tab', 'Afficher un onglet'),
      args: { index: { type: 'number', label: label('Tab index', 'Index de l’onglet') } },
    },
  ],
  state: { activeIndex: { type: 'number', label: label('Active tab', 'Onglet actif') } },
  properties: {
    tabLabels: {
      type: 'array',
      label: label('Tab labels', 'Libellés des onglets'),
      // Default: three tabs, "Tab 1"… / "Onglet 1"…. Only shown while the Headers slot is empty;
      // a tab without a label (or with junk) is "Tab n" / "Onglet n".
      default: [tab(1), tab(2), tab(3)],
      section: 'settings',
      bindable: true,
      group: LAYOUT,
      item: {
        label: {
          type: 'text',
          label: label('Label', 'Libellé'),
          // Default: empty, shown as "Tab n" / "Onglet n".
          default: { $lang: { en: '', fr: '' } },
          section: 'settings',
          bindable: true,
          multiLang: true,
        },
      },
    },
    value: {
      type: 'number',
      label: label('Active tab', 'Onglet actif'),
      // Default: 0, the first tab. The real bound is the number of tabs minus one, applied when
      // rendering (with a warning); 99 is only a static ceiling. A fraction is truncated.
      default: 0,
      section: 'settings',
      bindable: true,
      bounds: { min: 0, max: 99, step: 1 },
    },
    tabsPosition: {
      type: 'select',
      label: label('Headers position', 'Position des en-têtes'),
      // Default: top, the usual place for tabs.
      default: 'top',
      section: 'settings',
      bindable: true,
      responsive: true,
      group: LAYOUT,
      options: [
        { value: 'top', label: label('Top', 'Haut') },
        { value: 'bottom', label: label('Bottom', 'Bas') },
        { value: 'left', label: label('Left', 'Gauche') },
        { value: 'right', label: label('Right', 'Droite') },
      ],
    },
    horizontalAlignment: {
      type: 'select',
      label: label('Horizontal alignment', 'Alignement horizontal'),
      // Default: start, headers side by side from the left (or as wide as their text beside
      // the panels). `stretch` shares the width between them (or fills it).
      default: 'start',
      section: 'settings',
      bindable: true,
      responsive: true,
      group: LAYOUT,
      options: ALIGNMENTS,
    },
    verticalAlignment: {
      type: 'select',
      label: label('Vertical alignment', 'Alignement vertical'),
      // Default: stretch, headers of one row as tall as the tallest (or, beside the panels,
      // stacked from the top with `start`).
      default: 'stretch',
      section: 'settings',
      bindable: true,
      responsive: true,
      group: LAYOUT,
      options: ALIGNMENTS,
    },
    transition: {
      type: 'select',
      label: label('Transition', 'Transition'),
      // Default: fade (seeds).
      default: 'fade',
      section: 'settings',
      bindable: true,
      options: [
        { value: 'none', label: label('None', 'Aucune') },
        { value: 'fade', label: label('Fade', 'Fondu') },
        { value: 'fadeTopBottom', label: label('Fade from the top', 'Fondu depuis le haut') },
        { value: 'fadeLeftRight', label: label('Fade from the left', 'Fondu depuis la gauche') },
      ],
    },
    transitionDuration: {
      type: 'number',
      label: label('Transition duration', 'Durée de la transition'),
      // Default: 0.4 s (seeds), 0–5 s in steps of 0.1.
      default: 0.4,
      section: 'settings',
      bindable: true,
      bounds: { min: 0, max: 5, step: 0.1, unit: 's' },
      hidden: (props) => props.transition === 'none',
    },
  },
});
