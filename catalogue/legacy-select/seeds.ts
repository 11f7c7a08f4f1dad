import type { ComponentSeeds } from '../seeds.ts';

/**
 * Seeds §3 "Legacy select (deprecated; use the newer element)": "choices list of label/value
 * (defaults Option 1/option1, Option 2/option2); label, value and disabled mappings; selectType
 * single/multiple; initial value (single or multi); disabled; required; readonly; initialState
 * closed/open; closeOnSelect (on); closeOnClickOutside (on); manualTrigger; placeholder (default
 * 'Select a value'); empty text ('No results found'); search placeholder ('Search'); showSearch;
 * searchBy; autoFocus (on); unselectOnClick; selectOnClick (on); virtual scroll buffer 600 and min
 * item size 40; allowScrollingWhenOpen; fieldName, customValidation, validation formula (last
 * three only inside a form); many style fields for selected, placeholder, chip, trigger,
 * dropdown, option, empty state and search parts." §4: select readonly; select open/closed via
 * initialState. §5: legacy select is deprecated. Names for the prose items: the mappings are
 * labelField/valueField/disabledField, initial value is initialValue/initialValueMulti, the
 * texts emptyText/searchPlaceholder, the parts <part>Style.
 */
export const legacySelectSeeds: ComponentSeeds = {
  heading: 'Legacy select (deprecated; use the newer element)',
  properties: [
    {
      name: 'choices',
      default: [
        { label: 'Option 1', value: 'option1' },
        { label: 'Option 2', value: 'option2' },
      ],
    },
    { name: 'choices.label' },
    { name: 'choices.value' },
    { name: 'labelField' },
    { name: 'valueField' },
    { name: 'disabledField' },
    { name: 'selectType', options: ['single', 'multiple'] },
    { name: 'initialValue' },
    { name: 'initialValueMulti' },
    { name: 'disabled' },
    { name: 'required' },
    { name: 'readonly' },
    { name: 'initialState', options: ['closed', 'open'] },
    { name: 'closeOnSelect', default: true },
    { name: 'closeOnClickOutside', default: true },
    { name: 'manualTrigger' },
    { name: 'placeholder', default: 'Select a value' },
    { name: 'emptyText', default: 'No results found' },
    { name: 'searchPlaceholder', default: 'Search' },
    { name: 'showSearch' },
    { name: 'searchBy' },
    { name: 'autoFocus', default: true },
    { name: 'unselectOnClick' },
    { name: 'selectOnClick', default: true },
    { name: 'virtualScrollBuffer', default: 600 },
    { name: 'virtualScrollMinItemSize', default: 40 },
    { name: 'allowScrollingWhenOpen' },
    { name: 'fieldName' },
    { name: 'customValidation' },
    { name: 'validation' },
    { name: 'selectedStyle' },
    { name: 'placeholderStyle' },
    { name: 'chipStyle' },
    { name: 'triggerStyle' },
    { name: 'dropdownStyle' },
    { name: 'optionStyle' },
    { name: 'emptyStateStyle' },
    { name: 'searchStyle' },
  ],
  states: ['readonly'],
};
