import { defineComponent, label, type PropertyValues } from '../define.ts';
import { DISABLED_PROPERTY, FORM_FIELD_PROPERTIES, READONLY_PROPERTY } from '../form-fields.ts';
import { initialValueProperties, SELECT_EVENTS, SELECT_STATE } from '../select/definition.ts';
import { partProperties, type PartName } from './parts.ts';

export type LegacySelectProps = {
  choices: unknown[] | null;
  labelField: string;
  valueField: string;
  disabledField: string;
  selectType: 'single' | 'multiple';
  initialValue: string | null;
  initialValueMulti: unknown[] | null;
  disabled: boolean;
  required: boolean;
  readonly: boolean;
  initialState: 'closed' | 'open';
  closeOnSelect: boolean;
  closeOnClickOutside: boolean;
  manualTrigger: boolean;
  placeholder: string;
  emptyText: string;
  searchPlaceholder: string;
  showSearch: boolean;
  searchBy: string;
  autoFocus: boolean;
  unselectOnClick: boolean;
  selectOnClick: boolean;
  virtualScrollBuffer: number;
  virtualScrollMinItemSize: number;
  allowScrollingWhenOpen: boolean;
  fieldName: string;
  customValidation: boolean;
  validation: string | null;
} & {
  /** Part styles: objects of CSS values (see parts.ts), or null. */
  [part in PartName]: Record<string, unknown> | null;
};

const text = (en: string, fr: string) => ({ $lang: { en, fr } });
const isMultiple = (props: PropertyValues) => props.selectType === 'multiple';
const CHOICES = label('Choices', 'Choix');
const BEHAVIOUR = label('Behaviour', 'Comportement');
const SEARCH = label('Search', 'Recherche');
const VIRTUAL = label('Long lists', 'Longues listes');

export const legacySelectDefinition = defineComponent({
  type: 'legacy-select',
  label: label('Select (legacy)', 'Liste déroulante (ancienne)'),
  category: 'form',
  deprecated: {
    replacement: 'select',
    message: label(
      'This select is deprecated: use the Select element, which it still renders old sites for.',
      'Cette liste déroulante est obsolète : utilisez l’élément Liste déroulante ; elle reste affichée sur les anciens sites.',
    ),
  },
  displayModes: ['block', 'inline-block'],
  // Seeds §4: select readonly (and inputs focus).
  states: ['focus', 'readonly'],
  events: SELECT_EVENTS,
  // For `manualTrigger`: workflows open and close the list.
  actions: [
    { name: 'open', label: label('Open', 'Ouvrir') },
    { name: 'close', label: label('Close', 'Fermer') },
    { name: 'toggle', label: label('Open or close', 'Ouvrir ou fermer') },
  ],
  state: SELECT_STATE,
  properties: {
    choices: {
      type: 'array',
      label: CHOICES,
      // Default: Option 1/option1 and Option 2/option2 (seeds §3).
      default: [
        { label: 'Option 1', value: 'option1' },
        { label: 'Option 2', value: 'option2' },
      ],
      section: 'settings',
      bindable: true,
      group: CHOICES,
      item: {
        label: {
          type: 'text',
          label: label('Label', 'Libellé'),
          // Default: empty; a choice without a label shows its value.
          default: '',
          section: 'settings',
          bindable: true,
        },
        value: {
          type: 'text',
          label: label('Value', 'Valeur'),
          // Default: empty; a choice without a value uses its label.
          default: '',
          section: 'settings',
          bindable: true,
        },
      },
    },
    labelField: {
      type: 'text',
      label: label('Label field', 'Champ du libellé'),
      // Default: "label"; a path such as `name.en` for bound records.
      default: 'label',
      section: 'settings',
      bindable: false,
      group: CHOICES,
    },
    valueField: {
      type: 'text',
      label: label('Value field', 'Champ de la valeur'),
      // Default: "value"; a path such as `id` for bound records.
      default: 'value',
      section: 'settings',
      bindable: false,
      group: CHOICES,
    },
    disabledField: {
      type: 'text',
      label: label('Disabled field', 'Champ « désactivé »'),
      // Default: "disabled": a record whose field is true cannot be picked.
      default: 'disabled',
      section: 'settings',
      bindable: false,
      group: CHOICES,
    },
    selectType: {
      type: 'select',
      label: label('Selection', 'Sélection'),
      // Default: single (one value); multiple shows the values as chips.
      default: 'single',
      section: 'settings',
      bindable: false,
      options: [
        { value: 'single', label: label('Single', 'Unique') },
        { value: 'multiple', label: label('Multiple', 'Multiple') },
      ],
    },
    ...initialValueProperties(isMultiple),
    placeholder: {
      type: 'text',
      label: label('Placeholder', 'Texte indicatif'),
      // Default: "Select a value" (seeds §3) / "Sélectionnez une valeur".
      default: text('Select a value', 'Sélectionnez une valeur'),
      section: 'settings',
      bindable: true,
      multiLang: true,
    },
    emptyText: {
      type: 'text',
      label: label('Empty text', 'Texte si vide'),
      // Default: "No results found" (seeds §3) / "Aucun résultat".
      default: text('No results found', 'Aucun résultat'),
      section: 'settings',
      bindable: true,
      multiLang: true,
    },
    disabled: DISABLED_PROPERTY,
    // On: the value shows but cannot change.
    readonly: READONLY_PROPERTY,
    required: {
      type: 'boolean',
      label: label('Required', 'Obligatoire'),
      // Default: false.
      default: false,
      section: 'settings',
      bindable: true,
    },
    initialState: {
      type: 'select',
      label: label('Initial state', 'État initial'),
      // Default: closed.
      default: 'closed',
      section: 'settings',
      bindable: false,
      group: BEHAVIOUR,
      options: [
        { value: 'closed', label: label('Closed', 'Fermée') },
        { value: 'open', label: label('Open', 'Ouverte') },
      ],
    },
    closeOnSelect: {
      type: 'boolean',
      label: label('Close on select', 'Fermer à la sélection'),
      // Default: on (seeds §3).
      default: true,
      section: 'settings',
      bindable: true,
      group: BEHAVIOUR,
    },
    closeOnClickOutside: {
      type: 'boolean',
      label: label('Close on click outside', 'Fermer au clic à l’extérieur'),
      // Default: on (seeds §3).
      default: true,
      section: 'settings',
      bindable: true,
      group: BEHAVIOUR,
    },
    manualTrigger: {
      type: 'boolean',
      label: label('Manual trigger', 'Ouverture manuelle'),
      // Default: off. On: clicks and keys do not open the list; workflows do (open, toggle).
      default: false,
      section: 'settings',
      bindable: true,
      group: BEHAVIOUR,
    },
    selectOnClick: {
      type: 'boolean',
      label: label('Select on click', 'Sélectionner au clic'),
      // Default: on (seeds §3). Off: a click only highlights; Enter still selects.
      default: true,
      section: 'settings',
      bindable: true,
      group: BEHAVIOUR,
    },
    unselectOnClick: {
      type: 'boolean',
      label: label('Unselect on click', 'Désélectionner au clic'),
      // Default: off. On: picking a selected choice again removes it.
      default: false,
      section: 'settings',
      bindable: true,
      group: BEHAVIOUR,
    },
    allowScrollingWhenOpen: {
      type: 'boolean',
      label: label('Allow page scrolling when open', 'Défilement de la page quand ouverte'),
      // Default: off: while the list is open, the wheel scrolls the list, never the page.
      default: false,
      section: 'settings',
      bindable: true,
      group: BEHAVIOUR,
    },
    showSearch: {
      type: 'boolean',
      label: label('Show search', 'Afficher la recherche'),
      // Default: off. On: a search field at the top of the list filters the choices.
      default: false,
      section: 'settings',
      bindable: true,
      group: SEARCH,
    },
    searchPlaceholder: {
      type: 'text',
      label: label('Search placeholder', 'Texte indicatif de la recherche'),
      // Default: "Search" (seeds §3) / "Rechercher".
      default: text('Search', 'Rechercher'),
      section: 'settings',
      bindable: true,
      multiLang: true,
      group: SEARCH,
      hidden: (props) => props.showSearch !== true,
    },
    searchBy: {
      type: 'text',
      label: label('Search by (field)', 'Rechercher dans le champ'),
      // Default: empty, the search looks in the labels. A path searches that field of the records.
      default: '',
      section: 'settings',
      bindable: false,
      group: SEARCH,
      hidden: (props) => props.showSearch !== true,
    },
    autoFocus: {
      type: 'boolean',
      label: label('Focus the search on open', 'Focus sur la recherche à l’ouverture'),
      // Default: on (seeds §3): the search field takes the focus when the list opens.
      default: true,
      section: 'settings',
      bindable: true,
      group: SEARCH,
      hidden: (props) => props.showSearch !== true,
    },
    virtualScrollBuffer: {
      type: 'number',
      label: label('Virtual scroll buffer', 'Marge du défilement virtuel'),
      // Default: 600 px (seeds §3) of choices rendered above and below the visible ones.
      default: 600,
      section: 'settings',
      bindable: false,
      group: VIRTUAL,
      bounds: { min: 0, max: 5000, step: 50, unit: 'px' },
    },
    virtualScrollMinItemSize: {
      type: 'number',
      label: label('Minimum choice height', 'Hauteur minimale d’un choix'),
      // Default: 40 px (seeds §3): each choice is at least this tall.
      default: 40,
      section: 'settings',
      bindable: false,
      group: VIRTUAL,
      bounds: { min: 10, max: 500, step: 1, unit: 'px' },
    },
    // The form settings only make sense inside a form container. A hidden condition sees the
    // element's own settings, not where it sits, so they are always shown, in the Form group.
    ...FORM_FIELD_PROPERTIES,
    ...partProperties(),
  },
});
