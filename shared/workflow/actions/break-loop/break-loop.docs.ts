/** break-loop in the workflow editor (editor-only: the engine never loads it). */
import { label } from '@shared/i18n/label.ts';
import { defineActionDocs } from '../define.ts';

export default defineActionDocs({
  order: 70,
  label: label('Break loop', 'Sortir de la boucle'),
  params: [],
});
