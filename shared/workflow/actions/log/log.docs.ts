/** log in the workflow editor (editor-only: the engine never loads it). */
import { label } from '@shared/i18n/label.ts';
import { choices, defineActionDocs, param } from '../define.ts';

export default defineActionDocs({
  order: 120,
  label: label('Log', 'Journal'),
  params: [
    param('message', 'text', 'Message', 'Message', { required: true }),
    param('level', 'select', 'Level', 'Niveau', {
      options: choices(
        ['info', 'Info', 'Info'],
        ['warn', 'Warning', 'Avertissement'],
        ['error', 'Error', 'Erreur'],
      ),
    }),
  ],
});
