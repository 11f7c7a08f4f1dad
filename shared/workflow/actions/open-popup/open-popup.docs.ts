/** open-popup in the workflow editor (editor-only: the engine never loads it). */
import { label } from '@shared/i18n/label.ts';
import { defineActionDocs, param } from '../define.ts';

export default defineActionDocs({
  order: 190,
  label: label('Open a popup', 'Ouvrir une fenêtre'),
  params: [
    param('popupId', 'text', 'Library component', 'Composant de bibliothèque', { required: true }),
    param('props', 'json', 'Properties', 'Propriétés'),
    param('waitForClose', 'boolean', 'Wait until it closes', 'Attendre sa fermeture'),
  ],
});
