/** fetch-collection in the workflow editor (editor-only: the engine never loads it). */
import { label } from '@shared/i18n/label.ts';
import { defineActionDocs, param } from '../define.ts';

export default defineActionDocs({
  order: 130,
  label: label('Fetch a collection', 'Charger une collection'),
  params: [param('collectionId', 'collection', 'Collection', 'Collection', { required: true })],
});
