/** previous-page in the workflow editor (editor-only: the engine never loads it). */
import { label } from '@shared/i18n/label.ts';
import { defineActionDocs, param } from '../define.ts';

export default defineActionDocs({
  order: 160,
  label: label('Previous page', 'Page précédente'),
  params: [param('fallbackPageId', 'page', 'Fallback page', 'Page de repli')],
});
