/** custom-code in the workflow editor (editor-only: the engine never loads it). */
import { label } from '@shared/i18n/label.ts';
import { defineActionDocs, param } from '../define.ts';

export default defineActionDocs({
  order: 30,
  label: label('Custom code (formula)', 'Code personnalisé (formule)'),
  params: [param('code', 'code', 'Code', 'Code', { required: true })],
});
