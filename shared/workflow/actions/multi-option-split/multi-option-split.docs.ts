/** multi-option-split in the workflow editor (editor-only: the engine never loads it). */
import { label } from '@shared/i18n/label.ts';
import { defineActionDocs, param } from '../define.ts';

export default defineActionDocs({
  order: 50,
  label: label('Multi-option split', 'Aiguillage multiple'),
  params: [param('value', 'any', 'Value', 'Valeur')],
  branches: 'cases',
});
