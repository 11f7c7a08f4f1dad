/** generate-id in the workflow editor (editor-only: the engine never loads it). */
import { label } from '@shared/i18n/label.ts';
import { choices, defineActionDocs, param } from '../define.ts';

export default defineActionDocs({
  order: 95,
  label: label('Generate an id', 'Générer un identifiant'),
  params: [
    param('format', 'select', 'Format', 'Format', {
      default: 'uuid',
      options: choices(
        ['uuid', 'UUID (3f2b8c1e-…)', 'UUID (3f2b8c1e-…)'],
        ['code', 'Readable code (K7QX2MPA)', 'Code lisible (K7QX2MPA)'],
      ),
    }),
    param('length', 'number', 'Code length (4 to 64)', 'Longueur du code (4 à 64)', {
      default: 8,
    }),
    param('prefix', 'text', 'Prefix (ORD-)', 'Préfixe (ORD-)'),
  ],
});
