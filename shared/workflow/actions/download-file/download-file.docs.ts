/** download-file in the workflow editor (editor-only: the engine never loads it). */
import { label } from '@shared/i18n/label.ts';
import { defineActionDocs, param } from '../define.ts';

export default defineActionDocs({
  order: 240,
  label: label('Download a file', 'Télécharger un fichier'),
  params: [
    param('url', 'text', 'File URL', 'URL du fichier', { required: true }),
    param('fileName', 'text', 'File name', 'Nom du fichier'),
  ],
});
