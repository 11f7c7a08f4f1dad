/** true-false-split in the workflow editor (editor-only: the engine never loads it). */
import { label } from '@shared/i18n/label.ts';
import { defineActionDocs, param } from '../define.ts';

export default defineActionDocs({
  order: 40,
  label: label('True / false split', 'Condition vrai / faux'),
  params: [param('condition', 'any', 'Condition', 'Condition')],
  branches: 'boolean',
});
