/** upload-file in the workflow editor (editor-only: the engine never loads it). */
import { label } from '@shared/i18n/label.ts';
import { defineActionDocs, param } from '../define.ts';

export default defineActionDocs({
  order: 230,
  label: label('Upload a file', 'Téléverser un fichier'),
  params: [
    param('fileVariableId', 'variable', 'File variable', 'Variable de fichier', { required: true }),
    param('name', 'text', 'File name', 'Nom du fichier'),
    param('tag', 'text', 'Tag', 'Étiquette'),
  ],
});
