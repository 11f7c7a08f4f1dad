/** fetch-collections in the workflow editor (editor-only: the engine never loads it). */
import { label } from '@shared/i18n/label.ts';
import { defineActionDocs, param } from '../define.ts';

export default defineActionDocs({
  order: 140,
  label: label('Fetch collections', 'Charger des collections'),
  params: [param('collectionIds', 'collections', 'Collections', 'Collections', { required: true })],
});
