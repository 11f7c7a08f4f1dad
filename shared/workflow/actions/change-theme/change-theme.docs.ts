/** change-theme in the workflow editor (editor-only: the engine never loads it). */
import { label } from '@shared/i18n/label.ts';
import { choices, defineActionDocs, param } from '../define.ts';

export default defineActionDocs({
  order: 180,
  label: label('Change theme', 'Changer de thème'),
  params: [
    param('theme', 'select', 'Theme', 'Thème', {
      required: true,
      options: choices(
        ['light', 'Light', 'Clair'],
        ['dark', 'Dark', 'Sombre'],
        ['toggle', 'Toggle', 'Basculer'],
      ),
    }),
  ],
});
