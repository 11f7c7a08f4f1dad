/** continue-loop in the workflow editor (editor-only: the engine never loads it). */
import { label } from '@shared/i18n/label.ts';
import { defineActionDocs } from '../define.ts';

export default defineActionDocs({
  order: 80,
  label: label('Continue loop', 'Itération suivante'),
  params: [],
});
