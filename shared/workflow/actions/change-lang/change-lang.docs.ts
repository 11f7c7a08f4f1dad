/** change-lang in the workflow editor (editor-only: the engine never loads it). */
import { label } from '@shared/i18n/label.ts';
import { defineActionDocs, param } from '../define.ts';

export default defineActionDocs({
  order: 170,
  label: label('Change language', 'Changer de langue'),
  params: [param('lang', 'lang', 'Language', 'Langue', { required: true })],
});
