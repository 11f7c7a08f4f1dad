/** time-delay in the workflow editor (editor-only: the engine never loads it). */
import { label } from '@shared/i18n/label.ts';
import { defineActionDocs, param } from '../define.ts';

export default defineActionDocs({
  order: 110,
  label: label('Time delay', 'Délai'),
  params: [param('delay', 'number', 'Delay (ms)', 'Délai (ms)', { required: true })],
});
