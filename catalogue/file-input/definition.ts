import { defineComponent, label } from '../define.ts';
import { DISABLED_PROPERTY } from '../form-fields.ts';

export interface FileInputProps {
  /** The text above the picker: the control's accessible name. */
  label: string;
  /** What the picker offers: the `accept` attribute (`image/*`, `.pdf,.docx`); empty: any file. */
  accept: string;
  /** Several files at once. */
  multiple: boolean;
  disabled: boolean;
}

export const fileInputDefinition = defineComponent({
  type: 'file-input',
  label: label('File picker', 'Sélecteur de fichiers'),
  category: 'form',
  displayModes: ['flex', 'inline-flex'],
  states: ['focus'],
  events: [
    // `files`: the chosen files (a list, for the upload-file action's `file`); `value`: their names.
    {
      name: 'change',
      label: label('On files chosen', 'Au choix de fichiers'),
      payload: ['files', 'value'],
    },
  ],
  state: {
    value: { type: 'list', label: label('Chosen file names', 'Noms des fichiers choisis') },
  },
  properties: {
    label: {
      type: 'text',
      label: label('Label', 'Libellé'),
      // Default: "Choose a file" / "Choisir un fichier": what the visitor does with it.
      default: { $lang: { en: 'Choose a file', fr: 'Choisir un fichier' } },
      section: 'settings',
      bindable: true,
      multiLang: true,
    },
    accept: {
      type: 'text',
      label: label('Accepted types (image/*, .pdf…)', 'Types acceptés (image/*, .pdf…)'),
      // Default: empty, any file; the server's upload allow-list still applies.
      default: '',
      section: 'settings',
      bindable: true,
    },
    multiple: {
      type: 'boolean',
      label: label('Several files', 'Plusieurs fichiers'),
      // Default: off, one file per choice (the usual "attach a photo").
      default: false,
      section: 'settings',
      bindable: true,
    },
    disabled: DISABLED_PROPERTY,
  },
});
