/** set-variable in the workflow editor (editor-only: the engine never loads it). */
import { label } from '@shared/i18n/label.ts';
import { choices, defineActionDocs, param } from '../define.ts';

export default defineActionDocs({
  order: 10,
  label: label('Change variable value', 'Modifier une variable'),
  params: [
    param('variableId', 'variable', 'Variable', 'Variable', { required: true }),
    param('value', 'any', 'New value', 'Nouvelle valeur'),
    param('arrayMode', 'select', 'Array update', 'Mise à jour de liste', {
      options: choices(
        ['update', 'Update the item at index', "Modifier l'élément à l'index"],
        ['delete', 'Delete the item at index', "Supprimer l'élément à l'index"],
        ['insert', 'Insert at index', "Insérer à l'index"],
        ['unshift', 'Add first', 'Ajouter en tête'],
        ['push', 'Add last', 'Ajouter en fin'],
        ['shift', 'Remove first', 'Retirer le premier'],
        ['pop', 'Remove last', 'Retirer le dernier'],
      ),
    }),
    param('index', 'number', 'Index', 'Index'),
    param('path', 'text', 'Path (address.city)', 'Chemin (address.city)'),
  ],
});
