/** execute-workflow in the workflow editor (editor-only: the engine never loads it). */
import { label } from '@shared/i18n/label.ts';
import { defineActionDocs, param } from '../define.ts';

export default defineActionDocs({
  order: 100,
  label: label('Execute a workflow', 'Exécuter un workflow'),
  params: [
    param('workflowId', 'workflow', 'Workflow', 'Workflow', { required: true }),
    param('parameters', 'json', 'Parameters', 'Paramètres'),
  ],
});
