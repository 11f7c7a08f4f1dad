/** loop in the workflow editor (editor-only: the engine never loads it). */
import { label } from '@shared/i18n/label.ts';
import { defineActionDocs, param } from '../define.ts';

export default defineActionDocs({
  order: 60,
  label: label('Loop', 'Boucle'),
  params: [param('items', 'any', 'Items', 'Éléments', { required: true })],
  branches: 'body',
});
