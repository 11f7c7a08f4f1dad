/** encode-base64 in the workflow editor (editor-only: the engine never loads it). */
import { label } from '@shared/i18n/label.ts';
import { defineActionDocs, param } from '../define.ts';

export default defineActionDocs({
  order: 250,
  label: label('Encode a file in base64', 'Encoder un fichier en base64'),
  params: [param('file', 'any', 'File', 'Fichier', { required: true })],
});
