/** return in the workflow editor (editor-only: the engine never loads it). */
import { label } from '@shared/i18n/label.ts';
import { defineActionDocs, param } from '../define.ts';

export default defineActionDocs({
  order: 90,
  label: label('Return a value', 'Renvoyer une valeur'),
  params: [param('value', 'any', 'Value', 'Valeur')],
});
