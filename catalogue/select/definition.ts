import {
  defineComponent,
  label,
  type ComponentDefinition,
  type PropertyDefinition,
  type PropertyValues,
} from '../define.ts';
import { DISABLED_PROPERTY, READONLY_PROPERTY } from '../form-fields.ts';

export interface SelectProps {
  required: boolean;
  readonly: boolean;
  disabled: boolean;
  placeholder: string;
  /** Accessible name; empty means the placeholder names the field. */
  label: string;
  noOptionsText: string;
  noResultsText: string;
  /** Options typed in the sidebar or records bound through a formula (read with the field paths). */
  options: unknown[] | null;
  labelField: string;
  valueField: string;
  multiple: boolean;
  /** Value selected first (single mode). */
  initialValue: string | null;
  /** Values selected first (multiple mode). */
  initialValueMulti: unknown[] | null;
  searchable: boolean;
  closeOnSelect: boolean;
  canDeselect: boolean;
  infiniteScroll: boolean;
  limitedOptions: boolean;
  limit: number;
  clearIcon: string;
  caretIcon: string;
  loading: boolean;
  loadingColor: string;
  fieldName: string;
}

const isMultiple = (props: PropertyValues) => props.multiple === true;
const text = (en: string, fr: string) => ({ $lang: { en, fr } });
const FORM = label('Form', 'Formulaire');
const OPTIONS = label('Options', 'Options');

/** The events of a select, shared with the legacy select. */
/**
 * The initial value (single mode) and values (multiple mode), shared with the legacy select;
 * `isMultiple` says which mode the settings are in. Default: not set (nothing selected); a
 * value matches an option's value, "1" matching 1.
 */
export function initialValueProperties(
  isMultiple: (props: PropertyValues) => boolean,
): Record<'initialValue' | 'initialValueMulti', PropertyDefinition> {
  return {
    initialValue: {
      type: 'text',
      label: label('Initial value', 'Valeur initiale'),
      default: null,
      section: 'settings',
      bindable: true,
      hidden: isMultiple,
    },
    initialValueMulti: {
      type: 'list',
      label: label('Initial values', 'Valeurs initiales'),
      default: null,
      section: 'settings',
      bindable: true,
      hidden: (props) => !isMultiple(props),
    },
  };
}

export const SELECT_EVENTS = [
  { name: 'change', label: label('On change', 'Au changement'), payload: ['value'] },
  {
    name: 'initValueChange',
    label: label('On initial value change', 'Au changement de la valeur initiale'),
    payload: ['value'],
  },
] as const satisfies ComponentDefinition['events'];

/** The published state of a select, shared with the legacy select. */
export const SELECT_STATE = {
  // A list in multiple mode.
  value: { type: 'text', label: label('Value', 'Valeur') },
  isOpen: { type: 'boolean', label: label('Open', 'Ouverte') },
} as const satisfies ComponentDefinition['state'];

export const selectDefinition = defineComponent({
  type: 'select',
  label: label('Select', 'Liste déroulante'),
  category: 'form',
  displayModes: ['block', 'inline-block'],
  // Seeds §4: inputs have focus and readonly states; the select readonly.
  states: ['focus', 'readonly'],
  events: SELECT_EVENTS,
  state: SELECT_STATE,
  properties: {
    options: {
      type: 'array',
      label: OPTIONS,
      // Default: three sample options, so a new select shows something to pick.
      default: [
        { label: 'Option 1', value: 'option1', image: null },
        { label: 'Option 2', value: 'option2', image: null },
        { label: 'Option 3', value: 'option3', image: null },
      ],
      section: 'settings',
      bindable: true,
      group: OPTIONS,
      item: {
        label: {
          type: 'text',
          label: label('Label', 'Libellé'),
          // Default: empty; an option without a label shows its value.
          default: '',
          section: 'settings',
          bindable: true,
        },
        value: {
          type: 'text',
          label: label('Value', 'Valeur'),
          // Default: empty; an option without a value uses its label.
          default: '',
          section: 'settings',
          bindable: true,
        },
        image: {
          type: 'image',
          label: label('Image', 'Image'),
          // Default: none (optional; shown before the label).
          default: null,
          section: 'settings',
          bindable: true,
        },
      },
    },
    labelField: {
      type: 'text',
      label: label('Label field', 'Champ du libellé'),
      // Default: "label", the field of the sample options; a path such as `name.en` for records.
      default: 'label',
      section: 'settings',
      bindable: false,
      group: OPTIONS,
    },
    valueField: {
      type: 'text',
      label: label('Value field', 'Champ de la valeur'),
      // Default: "value"; a path such as `id` for records.
      default: 'value',
      section: 'settings',
      bindable: false,
      group: OPTIONS,
    },
    loading: {
      type: 'boolean',
      label: label('Options loading', 'Options en chargement'),
      // Default: false. Bind it to a collection's loading flag to show the loading ring.
      default: false,
      section: 'settings',
      bindable: true,
      group: OPTIONS,
    },
    multiple: {
      type: 'boolean',
      label: label('Multiple selection', 'Sélection multiple'),
      // Default: false (one value). On: the value is a list, shown as chips.
      default: false,
      section: 'settings',
      bindable: false,
    },
    ...initialValueProperties(isMultiple),
    placeholder: {
      type: 'text',
      label: label('Placeholder', 'Texte indicatif'),
      // Default: "Select an option" / "Sélectionnez une option".
      default: text('Select an option', 'Sélectionnez une option'),
      section: 'settings',
      bindable: true,
      multiLang: true,
    },
    label: {
      type: 'text',
      label: label('Accessible name', 'Nom accessible'),
      // Default: empty, the placeholder names the field for assistive technology.
      default: text('', ''),
      section: 'settings',
      bindable: true,
      multiLang: true,
    },
    noOptionsText: {
      type: 'text',
      label: label('Text when there are no options', 'Texte sans options'),
      // Default: "The list is empty" / "La liste est vide".
      default: text('The list is empty', 'La liste est vide'),
      section: 'settings',
      bindable: true,
      multiLang: true,
    },
    noResultsText: {
      type: 'text',
      label: label('Text when the search finds nothing', 'Texte sans résultats'),
      // Default: "No results found" / "Aucun résultat".
      default: text('No results found', 'Aucun résultat'),
      section: 'settings',
      bindable: true,
      multiLang: true,
    },
    searchable: {
      type: 'boolean',
      label: label('Searchable', 'Recherche'),
      // Default: false. On: the field is a text box whose text filters the options.
      default: false,
      section: 'settings',
      bindable: true,
    },
    closeOnSelect: {
      type: 'boolean',
      label: label('Close on select', 'Fermer à la sélection'),
      // Default: true, a pick closes the list.
      default: true,
      section: 'settings',
      bindable: true,
    },
    canDeselect: {
      type: 'boolean',
      label: label('Can deselect', 'Peut désélectionner'),
      // Default: true: picking the selected option again, or the clear button, empties the value.
      default: true,
      section: 'settings',
      bindable: true,
    },
    limitedOptions: {
      type: 'boolean',
      label: label('Limit the options shown', 'Limiter les options affichées'),
      // Default: false (all options shown). On: at most `limit` options.
      default: false,
      section: 'settings',
      bindable: true,
    },
    infiniteScroll: {
      type: 'boolean',
      label: label('Infinite scroll', 'Défilement infini'),
      // Default: false. On: `limit` options first, the next `limit` each time the list scrolls to its end.
      default: false,
      section: 'settings',
      bindable: true,
    },
    limit: {
      type: 'number',
      label: label('Limit', 'Limite'),
      // Default: 20 (seeds §9), bounds 10–50 step 1 (seeds §5).
      default: 20,
      section: 'settings',
      bindable: true,
      bounds: { min: 10, max: 50, step: 1 },
      hidden: (props) => props.limitedOptions !== true && props.infiniteScroll !== true,
    },
    clearIcon: {
      type: 'icon',
      label: label('Clear icon', 'Icône d’effacement'),
      // Default: "x", the usual clear cross.
      default: 'x',
      section: 'settings',
      bindable: false,
    },
    caretIcon: {
      type: 'icon',
      label: label('Caret icon', 'Icône de la flèche'),
      // Default: "chevron-down".
      default: 'chevron-down',
      section: 'settings',
      bindable: false,
    },
    loadingColor: {
      type: 'color',
      label: label('Loading ring colour', 'Couleur de l’anneau de chargement'),
      // Default: a blue (seeds §3), #1a73e8.
      default: '#1a73e8',
      section: 'settings',
      bindable: true,
    },
    // On: the value shows and is focusable but cannot change.
    readonly: READONLY_PROPERTY,
    disabled: DISABLED_PROPERTY,
    required: {
      type: 'boolean',
      label: label('Required', 'Obligatoire'),
      // Default: false. On: a form around it does not submit while nothing is selected.
      default: false,
      section: 'settings',
      bindable: true,
      group: FORM,
    },
    fieldName: {
      type: 'text',
      label: label('Field name', 'Nom du champ'),
      // Default: empty (not sent). The name a native form submits the value under.
      default: '',
      section: 'settings',
      bindable: false,
      group: FORM,
    },
  },
});
