/** close-popup in the workflow editor (editor-only: the engine never loads it). */
import { label } from '@shared/i18n/label.ts';
import { defineActionDocs, param } from '../define.ts';

export default defineActionDocs({
  order: 200,
  label: label('Close a popup', 'Fermer une fenêtre'),
  params: [
    param('popupId', 'text', 'Popup id', 'Id de la fenêtre'),
    param('data', 'any', 'Data returned', 'Données renvoyées'),
    param('all', 'boolean', 'Close all of a component', "Fermer toutes celles d'un composant"),
    param('componentId', 'text', 'Library component', 'Composant de bibliothèque'),
  ],
});
