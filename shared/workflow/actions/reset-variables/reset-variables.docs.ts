/** reset-variables in the workflow editor (editor-only: the engine never loads it). */
import { label } from '@shared/i18n/label.ts';
import { defineActionDocs, param } from '../define.ts';

export default defineActionDocs({
  order: 20,
  label: label('Reset variables', 'Réinitialiser des variables'),
  params: [
    param('variableIds', 'variables', 'Variables (none: all)', 'Variables (aucune : toutes)'),
  ],
});
