/** copy-to-clipboard in the workflow editor (editor-only: the engine never loads it). */
import { label } from '@shared/i18n/label.ts';
import { defineActionDocs, param } from '../define.ts';

export default defineActionDocs({
  order: 220,
  label: label('Copy to clipboard', 'Copier dans le presse-papiers'),
  params: [param('text', 'text', 'Text', 'Texte', { required: true })],
});
